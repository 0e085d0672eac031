import type { ViteUserConfig } from 'vitest/config';

/**
 * Shared component-test config for the web apps and the kit (jsdom, jest-dom, console.error fails the test,
 * 20 s test ceiling, JSON report in test-results/vitest.json).
 */
export function toteVitestConfig(): ViteUserConfig;
