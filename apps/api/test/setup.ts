import { afterEach, beforeEach, type MockInstance, vi } from 'vitest';

// A console.error during a test means something went wrong that no assertion caught (like epic-stack's
// tests/setup/setup-test-env.ts). A test that expects one can mockImplementation() it away.
let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  const original = console.error;
  consoleError = vi.spyOn(console, 'error');
  consoleError.mockImplementation((...args: unknown[]) => {
    original(...args);
    throw new Error('console.error was called (see above). Mock it in the test if it is expected.');
  });
});

afterEach(() => {
  consoleError.mockRestore();
});
