import type { ViteUserConfig } from 'vitest/config';

/** Shared component-test config for the web apps (jsdom, jest-dom, console.error fails the test). */
export function toteVitestConfig(): ViteUserConfig;
