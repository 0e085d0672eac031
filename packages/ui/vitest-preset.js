// Plain JavaScript for the same reason as vite-preset.js; types in vitest-preset.d.ts.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';

/**
 * Shared component-test config: jsdom, Testing Library cleanup, jest-dom matchers and a failing
 * `console.error` (test-setup.ts reuses the kit's vitest.setup.ts).
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
    },
  };
}
