// The kit's own setup (jest-dom matchers, Testing Library cleanup, console.error fails the test),
// shared so apps and the kit test under the same rules.
import './vitest.setup';
import { afterEach } from 'vitest';
import { failOnContractViolations } from './src/mock-api';

afterEach(() => {
  // Apps persist choices in localStorage (e.g. the footer's tote.locale); each test starts clean. (A test run in
  // the node environment, e.g. the kit's exports-map test, has no window.)
  if (typeof window !== 'undefined') window.localStorage.clear();
  failOnContractViolations();
});
