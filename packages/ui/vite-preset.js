// Plain JavaScript on purpose: Vite 8 loads an app's vite.config.ts by bundling it and leaving every
// package import to Node, and Node 20 cannot load TypeScript from a workspace package.
// Types live next door in vite-preset.d.ts.
import { readFileSync } from 'node:fs';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';

const FAVICON = readFileSync(new URL('./favicon.svg', import.meta.url));

/**
 * The brand mark as every app's icon: linked from each page, written to `dist/favicon.svg` (which the API
 * server serves like any file of the build) and served by the dev server. Without a declared icon, browsers ask
 * each origin for /favicon.ico and log a 404 on every page.
 *
 * @returns {import('vite').Plugin}
 */
function toteFavicon() {
  return {
    name: 'tote-favicon',
    transformIndexHtml: () => [
      { tag: 'link', attrs: { rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' }, injectTo: 'head' },
    ],
    configureServer(server) {
      server.middlewares.use('/favicon.svg', (_request, response) => {
        response.setHeader('Content-Type', 'image/svg+xml');
        response.end(FAVICON);
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'favicon.svg', source: FAVICON });
    },
  };
}

/**
 * The one Vite config every web app uses, so the four apps cannot drift apart (plugins, the brand favicon).
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
    plugins: [react(), tailwindcss(), toteFavicon()],
    server: {
      port,
      strictPort: true,
      proxy: { '/api': { target: apiUrl } },
    },
    build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  };
}
