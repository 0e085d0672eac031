// Plain JavaScript on purpose: Vite 8 loads an app's vite.config.ts by bundling it and leaving every
// package import to Node, and Node 20 cannot load TypeScript from a workspace package.
// Types live next door in vite-preset.d.ts.
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';

/**
 * The one Vite config every web app uses, so the four apps cannot drift apart.
 * In production the API server serves each app's `dist/`; in development the Vite dev server
 * forwards `/api` to it, so requests stay same-origin (cookies, CSRF) exactly as in production.
 *
 * @param {import('./vite-preset').ToteViteOptions} options
 * @returns {import('vite').UserConfig}
 */
export function toteViteConfig({ port }) {
  // Read here because Vite evaluates this file in Node; browser code never sees TOTE_API_URL.
  const apiUrl = process.env.TOTE_API_URL ?? 'http://127.0.0.1:3000';
  return {
    plugins: [react(), tailwindcss()],
    server: {
      port,
      strictPort: true,
      proxy: { '/api': { target: apiUrl } },
    },
    build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  };
}
