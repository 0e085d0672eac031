import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// findBy*/waitFor give up after 1 s by default; on a loaded 2-core machine the first lazy route of a screen has
// taken longer. A ceiling only: a query that finds its element returns at once.
configure({ asyncUtilTimeout: 5000 });

// A React warning (act, keys, invalid props) is a bug, so console.error fails the test instead of scrolling
// by (docs/style.md, Tests).
// One exception: jsdom does not implement HTML's <search> element (browsers do), so React takes it for a typo
// when it first creates one (the /admin search box) and says so, whenever in a test that happens.
const jsdomLacksSearchElement = (args: unknown[]) =>
  String(args[0]).startsWith('The tag <%s> is unrecognized in this browser') && args[1] === 'search';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (jsdomLacksSearchElement(args)) return;
    throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
  });
});

afterEach(() => {
  cleanup();
});

// jsdom has no Web Animations API; Headless UI transitions wait on getAnimations() (and warn without it).
if (typeof Element !== 'undefined' && !Element.prototype.getAnimations) {
  Element.prototype.getAnimations = () => [];
}
