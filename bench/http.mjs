// Throughput and latency of the built server on this machine, with autocannon on loopback.
// Starts `apps/api/dist/server.js` on a throwaway PGlite folder (or DATABASE_URL) on ports 4500-4503,
// measures a few representative requests for a fixed time each, prints a table and stops the server.
// Run after `pnpm build`: pnpm --filter @tote/bench http   (DURATION=10 seconds per target by default)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const root = new URL('..', import.meta.url).pathname;
const duration = Number(process.env.DURATION ?? 10);
const dataDir = mkdtempSync(join(tmpdir(), 'tote-bench-'));
const base = 'http://127.0.0.1:4500';

const server = spawn(process.execPath, [join(root, 'apps/api/dist/server.js')], {
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SHELL_PORT: '4500',
    SENDER_PORT: '4501',
    TRAVELER_PORT: '4502',
    ADMIN_PORT: '4503',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function waitForServer() {
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      const response = await fetch(`${base}/api/v1/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not answer /api/v1/health within 60 s');
}

const targets = [
  ['GET /api/v1/health (database round trip)', '/api/v1/health'],
  ['GET / (landing index.html)', '/'],
  ['GET /api/v1/auth/session (signed out, 401)', '/api/v1/auth/session'],
];

try {
  await waitForServer();
  console.log(`autocannon, 10 connections, ${duration} s per target, ${base}`);
  console.log('target                                         req/s     p50 ms   p99 ms   non-2xx');
  for (const [label, path] of targets) {
    const result = await autocannon({ url: `${base}${path}`, connections: 10, duration });
    console.log(
      `${label.padEnd(46)} ${String(Math.round(result.requests.average)).padStart(6)}   ${String(result.latency.p50).padStart(6)}   ${String(result.latency.p99).padStart(6)}   ${result.non2xx}`,
    );
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
