import { openDatabase } from '../db/client';
import { EnvError, loadEnv } from '../env';
import { checkLedger, describeLedgerReport } from '../modules/ledger/ledger.check';
import { moneyLedgerChecks } from '../platform/money-checks';

// The ledger's audit, for someone with access to the server (and for a scheduled job):
//
//   pnpm --filter @tote/api ledger:check
//
// Works on the configured database (DATABASE_URL, else PGlite in DATA_DIR) and only reads it: unlike
// admin:create it applies no migrations, so an audit never changes the schema of the database it audits.
// Prints every drift it finds and exits 1 when there is any, 0 when the ledger is consistent.

// The modules that build on the ledger (payments, wallet) add their checks to platform/money-checks.ts, which the
// daily scheduled audit runs too; the ledger never imports them.
const checks = moneyLedgerChecks;

async function main() {
  const env = loadEnv();
  const connection = await openDatabase({ databaseUrl: env.databaseUrl, pgliteDir: env.pgliteDir });
  try {
    const report = await checkLedger(connection.db, checks);
    process.stdout.write(describeLedgerReport(report));
    if (report.drifts.length > 0) process.exitCode = 1;
  } finally {
    await connection.close();
  }
}

// Exit 2, not 1: the audit could not run, which is not the same as drift found. drizzle's "Failed query" hides
// the database's reason in `cause`, so the whole chain is printed.
main().catch((error: unknown) => {
  const reasons: string[] = [];
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    reasons.push(e instanceof EnvError || e instanceof Error ? e.message : String(e));
  }
  console.error(reasons.join('\n  caused by: '));
  process.exit(2);
});
