// Every list, search and page at scale (docs/decisions/026-lists-at-scale.md): `pnpm --filter @tote/bench lists`
// (and part of `pnpm bench`). Runs bench/lists-run.ts through tsx in apps/api on a fresh PostgreSQL database
// (DATABASE_URL's server, created and dropped): 200,000 people, 1,000,000 orders, 300,000 trips, 10,000,000
// messages, 5,000,000 notifications and what they need, then each list's own repo query at the first page and a
// deep one, for heavy and typical people: p95 beside the goal (≤ 20 ms each). EXPLAIN ANALYZE of each is kept in
// bench/lists-explain.txt. LISTS_SCALE (0.1 for a tenth), LISTS_SAMPLES (300) and LISTS_CASE_MS (15,000) shrink it.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { isMain, printFigures } from './report.mjs';
import { root } from './server.mjs';

export const LISTS_P95_GOAL_MS = 20;

/** @returns {Promise<import('./report.mjs').Figure[]>} */
export async function measureLists() {
  const goal = `p95 ≤ ${LISTS_P95_GOAL_MS} ms`;
  if (!process.env.DATABASE_URL) {
    return [{ name: 'skipped: set DATABASE_URL to a PostgreSQL server', value: '–', goal, ok: null }];
  }
  const scale = Number(process.env.LISTS_SCALE ?? 1);
  console.log(
    `▶ lists: filling PostgreSQL (${(1_000_000 * scale).toLocaleString('en-US')} orders, ${(10_000_000 * scale).toLocaleString('en-US')} messages, …), then every list's query`,
  );
  const run = spawnSync('pnpm', ['exec', 'tsx', join(root, 'bench/lists-run.ts')], {
    cwd: join(root, 'apps/api'),
    env: process.env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 16 * 1024 * 1024,
  });
  const last = run.stdout.trim().split('\n').at(-1) ?? '';
  if (run.status !== 0 || !last.startsWith('{')) {
    return [{ name: `lists bench failed (exit ${run.status})`, value: '–', goal, ok: false }];
  }
  const { cases } = JSON.parse(last);
  return cases.map(({ name, route, samples, p50, p95, p99 }) => ({
    name: `${name} [${route}], p95 of ${samples} (p50 ${p50}, p99 ${p99})`,
    value: `${p95} ms`,
    goal: `≤ ${LISTS_P95_GOAL_MS} ms`,
    ok: p95 <= LISTS_P95_GOAL_MS,
  }));
}

if (isMain(import.meta.url)) {
  const figures = await measureLists();
  printFigures('Lists, searches and pages on PostgreSQL at scale (1M orders, 10M messages)', figures);
  process.exit(figures.some((figure) => figure.ok === false) ? 1 : 0);
}
