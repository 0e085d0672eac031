// The kit's own setup (jest-dom matchers, Testing Library cleanup, console.error fails the test),
// shared so apps and the kit test under the same rules.
import './vitest.setup';
import { afterEach } from 'vitest';

afterEach(() => {
  // Apps persist choices in localStorage (e.g. the footer's tote.locale); each test starts clean.
  window.localStorage.clear();
});
