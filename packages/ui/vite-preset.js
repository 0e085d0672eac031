// Plain JavaScript on purpose: Vite 8 loads an app's vite.config.ts by bundling it and leaving every
// package import to Node, and Node 20 cannot load TypeScript from a workspace package.
// Types live next door in vite-preset.d.ts.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const FAVICON = readFileSync(new URL('./favicon.svg', import.meta.url));

// The four apps in port order: `pnpm dev` serves shell on TOTE_VITE_PORT (default 5170), sender on the next
// port, then traveler, then admin. The API's DEV_ORIGINS (apps/api/dev.env) lists the same origins.
const APPS = ['shell', 'sender', 'traveler', 'admin'];
const DEFAULT_FIRST_PORT = 5170;

/** @returns {Record<string, number>} */
function devPorts() {
  const first = Number(process.env.TOTE_VITE_PORT || DEFAULT_FIRST_PORT);
  if (!Number.isInteger(first) || first < 1 || first > 65532) {
    throw new Error(`TOTE_VITE_PORT must be a port number (got ${process.env.TOTE_VITE_PORT})`);
  }
  return Object.fromEntries(APPS.map((app, i) => [app, first + i]));
}

// Same strings as SITE_MAP_PLACEHOLDER and SITE_MAP_META_NAME in packages/validation/src/sites.ts (this file
// is plain JavaScript and cannot import that TypeScript module).
const SITE_MAP_PLACEHOLDER = '<!-- tote:sites -->';
const SITE_MAP_META_NAME = 'tote-sites';

/**
 * On the dev server, the page gets the site map the API server would inject (ADR 003), naming the Vite dev
 * servers, so cross-app links stay on them instead of jumping to the built apps on :3000-3003.
 *
 * @param {Record<string, number>} ports
 * @returns {import('vite').Plugin}
 */
function toteDevSiteMap(ports) {
  const siteMap = Object.fromEntries(APPS.map((app) => [app, `http://localhost:${ports[app]}`]));
  const content = JSON.stringify(siteMap).replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return {
    name: 'tote-dev-site-map',
    apply: 'serve',
    transformIndexHtml: (html) =>
      html.replace(SITE_MAP_PLACEHOLDER, `<meta name="${SITE_MAP_META_NAME}" content="${content}">`),
  };
}

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

// Text formats that shrink; images and fonts are compressed already. Source maps are only fetched by devtools.
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
// Below this, the header overhead and a second file are not worth it.
const MIN_BYTES = 256;

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

/**
 * Writes `file.br` and `file.gz` next to every text file of the build, at the highest levels (paid once at
 * build time, not per request). The API server (apps/api/src/plugins/sites.ts) sends them to browsers that
 * accept them. A variant that is not smaller than the file is not written.
 *
 * @returns {import('vite').Plugin}
 */
function totePrecompress() {
  let outDir = 'dist';
  return {
    name: 'tote-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      // index.html is compressed by the server, after it writes the site map into the page.
      const files = filesUnder(outDir).filter(
        (file) => COMPRESSIBLE.test(file) && path.relative(outDir, file) !== 'index.html',
      );
      await Promise.all(
        files.map(async (file) => {
          const content = readFileSync(file);
          if (content.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzipAsync(content, { level: 9 }),
          ]);
          if (br.length < content.length) writeFileSync(`${file}.br`, br);
          if (gz.length < content.length) writeFileSync(`${file}.gz`, gz);
        }),
      );
    },
  };
}

/**
 * With `TOTE_BUNDLE_REPORT=<folder>` set, writes `<folder>/<app>.html`: a treemap of what each module and
 * dependency adds to the build, gzipped and brotli sizes included (bench/visualize.mjs sets it).
 *
 * @returns {Promise<import('vite').PluginOption[]>}
 */
async function bundleReport() {
  const folder = process.env.TOTE_BUNDLE_REPORT;
  if (!folder) return [];
  const { visualizer } = await import('rollup-plugin-visualizer');
  const app = path.basename(process.cwd());
  return [
    visualizer({
      filename: path.join(folder, `${app}.html`),
      title: `Tote ${app}: bundle`,
      template: 'treemap',
      gzipSize: true,
      brotliSize: true,
    }),
  ];
}

/**
 * Few, larger chunks instead of one per shared module (Lighthouse's LCP, bench/lighthouse.mjs). Our server
 * speaks HTTP/1.1, so a browser fetches at most six files at a time from an origin; a screen whose lazy chunk
 * pulled in 15-20 small shared chunks waited for three or four round trips in a row (Lighthouse mobile: 150
 * ms each), which was most of /login's 3 s LCP. So:
 * - `boot`: everything the entry loads before the first render, in one file (the first-load JS, unchanged);
 * - `headless`: the Headless UI / React Aria stack and the kit's parts built on it (dialogs, tabs), which most
 *   first screens (the landing page, the role apps' homes) do not draw: without them in this group, `shared`
 *   would import it and every screen would wait for it;
 * - `shared`: every other module that two or more lazy screens use (zod, the API client, the kit's forms).
 * A module that one screen alone uses stays in that screen's chunk.
 */
const CHUNK_GROUPS = [
  { name: 'boot', tags: ['$initial'], priority: 3 },
  {
    name: 'headless',
    test: /node_modules[\\/](@headlessui|@react-aria|react-aria|@react-stately|react-stately|@floating-ui|@tanstack[\\/]react-virtual|tabbable|@swc[\\/]helpers)[\\/]|packages[\\/]ui[\\/]src[\\/](dialog|tabs|deactivate-account|edit-profile-dialog)\.tsx$/,
    minShareCount: 2,
    priority: 2,
  },
  { name: 'shared', minShareCount: 2, priority: 1 },
];

/**
 * The one Vite config every web app uses, so the four apps cannot drift apart (plugins, the brand favicon).
 * In production the API server serves each app's `dist/`; in development the Vite dev server
 * forwards `/api` to it, so requests stay same-origin (cookies, CSRF) exactly as in production.
 *
 * @param {import('./vite-preset').ToteViteOptions} options
 * @returns {import('vite').UserConfig}
 */
export function toteViteConfig({ app }) {
  if (!APPS.includes(app)) throw new Error(`toteViteConfig: unknown app ${app}`);
  // Read here because Vite evaluates this file in Node; browser code never sees TOTE_API_URL.
  const apiUrl = process.env.TOTE_API_URL ?? 'http://127.0.0.1:3000';
  const ports = devPorts();
  return {
    plugins: [
      react(),
      tailwindcss(),
      toteFavicon(),
      toteDevSiteMap(ports),
      totePrecompress(),
      bundleReport(),
    ],
    server: {
      port: ports[app],
      strictPort: true,
      proxy: { '/api': { target: apiUrl } },
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: true,
      rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
    },
  };
}
