// Whole order lifecycles on PostgreSQL, run by bench/money.mjs through tsx in apps/api:
//   1. a fresh PostgreSQL database (DATABASE_URL's server, created and dropped), migrated like production, and the
//      real app on it (app.inject: every route, plugin and check, without the network), on a clock the run moves;
//   2. MONEY_LIFECYCLES (200) lifecycles on MONEY_CONCURRENCY (8) workers: place → match → pay (test provider,
//      4242…, its signed webhook) → pick up (capture) → hand over (release, earning) → the hold passes and the
//      scheduler's release runs → withdraw → staff approve → the provider reports the payout paid (webhook);
//   3. ledger:check with every module's checks.
// Prints one JSON line last ({ lifecycles, ms, perSecond, drifts }), which money.mjs reads.
process.env.TOTE_TEST_DB = 'postgres';

const { checkLedger } = await import('../apps/api/src/modules/ledger/ledger.check');
const { moneyLedgerChecks } = await import('../apps/api/src/platform/money-checks');
const { createManualClock } = await import('../apps/api/test/clock');
const { buildTestApp } = await import('../apps/api/test/helper');
const { runMoneyLifecycles } = await import('../apps/api/test/money-lifecycle');

const COUNT = Number(process.env.MONEY_LIFECYCLES ?? 200);
const CONCURRENCY = Number(process.env.MONEY_CONCURRENCY ?? 8);

if (!process.env.DATABASE_URL) throw new Error('bench/money-run.ts needs DATABASE_URL (a PostgreSQL server)');
const clock = createManualClock(new Date());
const t = await buildTestApp({ clock, env: { DATA_DIR: `/tmp/tote-money-bench-${process.pid}` } });
try {
  const result = await runMoneyLifecycles(t.app, t.db, clock, { count: COUNT, concurrency: CONCURRENCY });
  const report = await checkLedger(t.db, moneyLedgerChecks);
  for (const drift of report.drifts) console.error(`[${drift.check}] ${drift.subject}: ${drift.detail}`);
  console.log(JSON.stringify({ ...result, concurrency: CONCURRENCY, drifts: report.drifts.length }));
} finally {
  await t.close();
}
