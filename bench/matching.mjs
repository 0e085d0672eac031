import { isMain, printFigures } from './report.mjs';
import { runScriptInApi } from './server.mjs';

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
  const run = runScriptInApi('matching-run.ts');
  if (!run.result) {
    return [
      {
        name: `matching bench failed (exit ${run.status})`,
        value: '–',
        goal: `p95 ≤ ${MATCHING_P95_GOAL_MS} ms`,
        ok: false,
      },
    ];
  }
  const { travelerInSync, senderInSync } = run.result;
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
