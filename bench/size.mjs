// Size of what a browser downloads: first-load JS per app (entry + modulepreloads, gzipped) beside its
// budget, first-load CSS, and every JS and CSS file of the build.
// Run after `pnpm build`: pnpm --filter @tote/bench size
// `--check` exits 1 when an app is over its first-load budget (scripts/test.mjs runs it after the build).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { APPS, FIRST_LOAD_JS_BUDGET, firstLoad, kib } from './first-load.mjs';

const root = new URL('..', import.meta.url).pathname;
const check = process.argv.includes('--check');
const budgetKib = FIRST_LOAD_JS_BUDGET / 1024;

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

console.log(
  `first-load JS (index.html's entry + modulepreloads, gzip -9), goal ≤ ${kib(FIRST_LOAD_JS_BUDGET)} per app`,
);
console.log(
  'app        first-load JS   goal         files  first-load CSS   all JS+CSS (gzip)  largest JS chunk (gzip)',
);
const over = [];
let missing = false;
for (const app of APPS) {
  const dist = join(root, 'apps', app, 'dist');
  const figures = firstLoad(dist);
  if (!figures) {
    console.log(`${app.padEnd(10)} not built: run pnpm build`);
    missing = true;
    continue;
  }
  const assets = files(dist).filter((file) => /\.(js|css)$/.test(file));
  let all = 0;
  let largest = 0;
  for (const file of assets) {
    const zipped = gzipSync(readFileSync(file), { level: 9 }).length;
    all += zipped;
    if (file.endsWith('.js')) largest = Math.max(largest, zipped);
  }
  const ok = figures.jsGzip <= FIRST_LOAD_JS_BUDGET;
  if (!ok) over.push(app);
  console.log(
    `${app.padEnd(10)} ${kib(figures.jsGzip).padStart(13)}   ${(ok ? `✓ ≤ ${budgetKib}` : `✗ > ${budgetKib}`).padEnd(11)}  ${String(figures.js.length).padStart(5)}  ${kib(figures.cssGzip).padStart(14)}   ${kib(all).padStart(17)}  ${kib(largest).padStart(23)}`,
  );
}

if (check && (over.length > 0 || missing)) {
  console.error(
    over.length > 0
      ? `\nFirst-load JS over budget: ${over.join(', ')}. Split the route or dependency that grew (bench/README.md: visualizer).`
      : '\nAn app is not built: the size check needs every app built.',
  );
  process.exit(1);
}
