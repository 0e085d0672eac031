// Plain JavaScript for the same reason as vite-preset.js; types in vitest-preset.d.ts.
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';

/**
 * Shared component-test config: jsdom, Testing Library cleanup, jest-dom matchers and a failing
 * `console.error` (test-setup.ts reuses the kit's vitest.setup.ts), generous timeouts and a JSON report.
 *
 * @returns {import('vitest/config').ViteUserConfig}
 */
export function toteVitestConfig() {
  return {
    plugins: [react()],
    test: {
      environment: 'jsdom',
      setupFiles: [fileURLToPath(new URL('./test-setup.ts', import.meta.url))],
      include: ['src/**/*.test.{ts,tsx}'],
      css: false,
      restoreMocks: true,
      // A ceiling, not a wait: on a loaded 2-core machine the first lazy route of a screen can take seconds.
      // Testing Library's findBy/waitFor ceiling (asyncUtilTimeout, 5 s) is set in vitest.setup.ts.
      testTimeout: 20_000,
      // One test file per core. Vitest's default is one fewer than the cores, which on CI's 2 cores left one idle
      // while `pnpm test` ran its packages one after another.
      maxWorkers: availableParallelism(),
      // scripts/test.mjs totals every package's test-results/vitest.json.
      reporters: ['default', 'json'],
      outputFile: { json: 'test-results/vitest.json' },
    },
  };
}
