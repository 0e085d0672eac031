import { isMain, printFigures } from './report.mjs';
import { runScriptInApi } from './server.mjs';

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
  const run = runScriptInApi('lists-run.ts');
  if (!run.result) {
    return [{ name: `lists bench failed (exit ${run.status})`, value: '–', goal, ok: false }];
  }
  const { cases } = run.result;
  return cases.map(({ name, route, samples, p50, p95, p99, reference }) => ({
    name: `${name} [${route}], p95 of ${samples} (p50 ${p50}, p99 ${p99})`,
    value: `${p95} ms`,
    // A reference (a query the API no longer sends, on the same rows) is printed for comparison, not held to the goal.
    ...(reference
      ? { goal: 'reference', ok: null, info: true }
      : { goal: `≤ ${LISTS_P95_GOAL_MS} ms`, ok: p95 <= LISTS_P95_GOAL_MS }),
  }));
}

if (isMain(import.meta.url)) {
  const figures = await measureLists();
  printFigures('Lists, searches and pages on PostgreSQL at scale (1M orders, 10M messages)', figures);
  process.exit(figures.some((figure) => figure.ok === false) ? 1 : 0);
}
