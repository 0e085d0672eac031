// What each dependency costs: builds every app with rollup-plugin-visualizer on (TOTE_BUNDLE_REPORT, see
// packages/ui/vite-preset.js) and writes bench/bundle-report/<app>.html (treemap, gzip and brotli sizes) and
// bench/bundle-report/summary.md: per app, the packages inside its first-load JS by their size after tree-shaking, before minification.
// The sizes in summary.md are each module's code as rendered into the chunk, before minification and compression.
//
//   pnpm --filter @tote/bench visualize      (then rebuild normally: pnpm build)
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { APPS, firstLoad, kib } from './first-load.mjs';
import { root } from './server.mjs';

const reportDir = join(root, 'bench/bundle-report');
mkdirSync(reportDir, { recursive: true });

/** The treemap's embedded data (the template writes it as `const data = {...};`). */
function treemapData(app) {
  const html = readFileSync(join(reportDir, `${app}.html`), 'utf8');
  const match = /const data = (\{.*?\});\n/s.exec(html);
  if (!match) throw new Error(`no data in ${app}.html: did rollup-plugin-visualizer change its template?`);
  return JSON.parse(match[1]);
}

function packageOf(moduleId) {
  const inPackage = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(moduleId);
  if (inPackage) return inPackage[1];
  const workspace = /\/(packages\/[^/]+|apps\/[^/]+)\//.exec(moduleId);
  return workspace ? `${workspace[1]} (ours)` : moduleId.startsWith('/src/') ? 'app src (ours)' : 'other';
}

const lines = [
  '# First-load JS by package',
  '',
  'Written by `pnpm --filter @tote/bench visualize`; the treemaps beside this file show every chunk.',
  'Bytes of each package inside the chunks that `index.html` loads (entry + modulepreloads),',
  'after tree-shaking, before minification and compression; the first-load total is minified and gzipped, as in `bench/size.mjs`.',
];
for (const app of APPS) {
  const build = spawnSync('pnpm', ['exec', 'vite', 'build', '--logLevel', 'warn'], {
    cwd: join(root, 'apps', app),
    env: { ...process.env, TOTE_BUNDLE_REPORT: reportDir },
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  const first = firstLoad(join(root, 'apps', app, 'dist'));
  const firstChunks = new Set(first.js.map((file) => file.url.replace(/^\//, '')));
  const data = treemapData(app);
  const bytes = new Map();
  const walk = (node, chunk) => {
    if (node.children) {
      for (const child of node.children) walk(child, chunk ?? node.name);
      return;
    }
    if (!firstChunks.has(chunk)) return;
    const part = data.nodeParts[node.uid];
    const id = data.nodeMetas[part.metaUid]?.id ?? node.name;
    const name = packageOf(id);
    bytes.set(name, (bytes.get(name) ?? 0) + part.renderedLength);
  };
  for (const chunk of data.tree.children) walk(chunk, undefined);
  lines.push(
    '',
    `## ${app}: ${kib(first.jsGzip)} gzipped first-load JS`,
    '',
    '| package | rendered |',
    '|---|---|',
  );
  for (const [name, size] of [...bytes].sort((a, b) => b[1] - a[1])) lines.push(`| ${name} | ${kib(size)} |`);
}
writeFileSync(join(reportDir, 'summary.md'), `${lines.join('\n')}\n`);
console.log(`wrote ${join(reportDir, 'summary.md')} and the treemaps beside it`);
