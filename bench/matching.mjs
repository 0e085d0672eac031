// Matching at scale (docs/decisions/011-matching.md): `pnpm --filter @tote/bench matching` (and part of `pnpm
// bench`). Runs bench/matching-run.ts through tsx in apps/api on a fresh PostgreSQL database (DATABASE_URL's
// server, created and dropped): 1,000,000 trips and 100,000 orders, then Traveler in Sync and Sender in Sync
// over 1,000 random orders and trips through the API's own queries, p95 beside the goal (≤ 5 ms). EXPLAIN
// ANALYZE of both is kept in bench/matching-explain.txt. MATCHING_TRIPS / MATCHING_ORDERS / MATCHING_SAMPLES
// shrink it for a try.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { isMain, printFigures } from './report.mjs';
import { root } from './server.mjs';

export const MATCHING_P95_GOAL_MS = 5;

/** @returns {Promise<import('./report.mjs').Figure[]>} */
export async function measureMatching() {
  if (!process.env.DATABASE_URL) {
    return [
      {
        name: 'skipped: set DATABASE_URL to a PostgreSQL server',
        value: '–',
        goal: `p95 ≤ ${MATCHING_P95_GOAL_MS} ms`,
        ok: null,
      },
    ];
  }
  console.log('▶ matching: filling PostgreSQL (1,000,000 trips, 100,000 orders), then 2 × 1,000 queries');
  const run = spawnSync('pnpm', ['exec', 'tsx', join(root, 'bench/matching-run.ts')], {
    cwd: join(root, 'apps/api'),
    env: process.env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 16 * 1024 * 1024,
  });
  const last = run.stdout.trim().split('\n').at(-1) ?? '';
  if (run.status !== 0 || !last.startsWith('{')) {
    return [
      {
        name: `matching bench failed (exit ${run.status})`,
        value: '–',
        goal: `p95 ≤ ${MATCHING_P95_GOAL_MS} ms`,
        ok: false,
      },
    ];
  }
  const { travelerInSync, senderInSync } = JSON.parse(last);
  const figure = (name, { p50, p95, p99, samples, meanRows }) => ({
    name: `${name}, p95 of ${samples} (p50 ${p50}, p99 ${p99}; ${meanRows} rows)`,
    value: `${p95} ms`,
    goal: `≤ ${MATCHING_P95_GOAL_MS} ms`,
    ok: p95 <= MATCHING_P95_GOAL_MS,
  });
  return [
    figure('Traveler in Sync (trips for an order)', travelerInSync),
    figure('Sender in Sync (orders for a trip)', senderInSync),
  ];
}

if (isMain(import.meta.url)) {
  const figures = await measureMatching();
  printFigures(
    'Matching candidates on PostgreSQL, 1M trips / 100k orders (Traveler / Sender in Sync)',
    figures,
  );
  process.exit(figures.some((figure) => figure.ok === false) ? 1 : 0);
}
