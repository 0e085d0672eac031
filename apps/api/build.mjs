// Bundles the API into dist/server.js. Our workspace packages (@tote/*) export raw TypeScript, so they are
// bundled; every other package stays external and is loaded from node_modules at run time.
import { cp, rm } from 'node:fs/promises';
import { build } from 'esbuild';

const here = new URL('.', import.meta.url);
const dist = new URL('./dist/', here);

// Bundled too: country-region-data (@tote/validation/regions) ships its ES module build as .js without
// "type": "module", which Node would load as CommonJS; it is plain data, so it goes into the bundle.
const BUNDLED = new Set(['country-region-data']);

/** @type {import('esbuild').Plugin} */
const externalNodeModules = {
  name: 'external-node-modules',
  setup(b) {
    // Bare specifiers (not ./, ../ or absolute) other than @tote/* stay imports.
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@tote/') || BUNDLED.has(args.path)
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

await rm(dist, { recursive: true, force: true });
await build({
  entryPoints: [new URL('./src/server.ts', here).pathname],
  outfile: new URL('./server.js', dist).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [externalNodeModules],
  logLevel: 'warning',
});
// migrate.ts looks for ./migrations next to the running module.
await cp(new URL('./src/db/migrations/', here), new URL('./migrations/', dist), { recursive: true });
console.log('api: dist/server.js and dist/migrations written');
