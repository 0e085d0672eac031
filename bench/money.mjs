import { isMain, printFigures } from './report.mjs';
import { runScriptInApi } from './server.mjs';

/** @returns {Promise<import('./report.mjs').Figure[]>} */
export async function measureMoney() {
  if (!process.env.DATABASE_URL) {
    return [
      { name: 'skipped: set DATABASE_URL to a PostgreSQL server', value: '–', goal: 'drift 0', ok: null },
    ];
  }
  const count = process.env.MONEY_LIFECYCLES ?? '200';
  console.log(`▶ money: ${count} order lifecycles, place to payout paid, then ledger:check`);
  const run = runScriptInApi('money-run.ts');
  if (!run.result) {
    return [{ name: `money bench failed (exit ${run.status})`, value: '–', goal: 'drift 0', ok: false }];
  }
  const { lifecycles, ms, perSecond, concurrency, drifts } = run.result;
  return [
    {
      name: `order lifecycles per second (${lifecycles} on ${concurrency} workers, ${(ms / 1000).toFixed(1)} s)`,
      value: perSecond.toFixed(1),
      goal: 'reported',
      ok: null,
      info: true,
    },
    { name: 'ledger:check drift after them', value: String(drifts), goal: '0', ok: drifts === 0 },
  ];
}

if (isMain(import.meta.url)) {
  const figures = await measureMoney();
  printFigures('Money, whole order lifecycles on PostgreSQL', figures);
  process.exit(figures.some((figure) => figure.ok === false) ? 1 : 0);
}
