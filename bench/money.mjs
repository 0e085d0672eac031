// Money end to end: `pnpm --filter @tote/bench money` (and part of `pnpm bench`). Runs bench/money-run.ts through
// tsx in apps/api on a fresh PostgreSQL database (DATABASE_URL's server, created and dropped): whole order
// lifecycles per second, from the order placed to the payout reported paid, and ledger:check's drift after them
// (the goal: none). MONEY_LIFECYCLES (200) and MONEY_CONCURRENCY (8) change the run.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { isMain, printFigures } from './report.mjs';
import { root } from './server.mjs';

/** @returns {Promise<import('./report.mjs').Figure[]>} */
export async function measureMoney() {
  if (!process.env.DATABASE_URL) {
    return [
      { name: 'skipped: set DATABASE_URL to a PostgreSQL server', value: '–', goal: 'drift 0', ok: null },
    ];
  }
  const count = process.env.MONEY_LIFECYCLES ?? '200';
  console.log(`▶ money: ${count} order lifecycles, place to payout paid, then ledger:check`);
  const run = spawnSync('pnpm', ['exec', 'tsx', join(root, 'bench/money-run.ts')], {
    cwd: join(root, 'apps/api'),
    env: process.env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 16 * 1024 * 1024,
  });
  const last = run.stdout.trim().split('\n').at(-1) ?? '';
  if (run.status !== 0 || !last.startsWith('{')) {
    return [{ name: `money bench failed (exit ${run.status})`, value: '–', goal: 'drift 0', ok: false }];
  }
  const { lifecycles, ms, perSecond, concurrency, drifts } = JSON.parse(last);
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
