// Size of what a browser downloads: every built app's JS and CSS, raw and gzipped.
// Run after `pnpm build`: pnpm --filter @tote/bench size
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = new URL('..', import.meta.url).pathname;
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

console.log('app        files  raw JS+CSS   gzip JS+CSS   largest JS chunk (gzip)');
for (const app of ['shell', 'sender', 'traveler', 'admin']) {
  const dist = join(root, 'apps', app, 'dist');
  if (!existsSync(dist)) {
    console.log(`${app.padEnd(10)} not built: run pnpm build`);
    continue;
  }
  const assets = files(dist).filter((file) => /\.(js|css)$/.test(file));
  let raw = 0;
  let gzip = 0;
  let largest = 0;
  for (const file of assets) {
    const content = readFileSync(file);
    const zipped = gzipSync(content).length;
    raw += content.length;
    gzip += zipped;
    if (file.endsWith('.js')) largest = Math.max(largest, zipped);
  }
  console.log(
    `${app.padEnd(10)} ${String(assets.length).padStart(5)}  ${kib(raw).padStart(10)}   ${kib(gzip).padStart(11)}   ${kib(largest).padStart(10)}`,
  );
}
