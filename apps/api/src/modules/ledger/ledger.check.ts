import type { Database } from '../../db/client';
import * as repo from './ledger.repo';

/**
 * The ledger's audit (`pnpm --filter @tote/api ledger:check`): recomputes from the entries what the database
 * caches or promises, and reports every difference. The triggers of migration 0010 should make each check
 * find nothing; the audit is how we would learn that a hand-typed UPDATE, a restored backup or a bug in a
 * trigger made them wrong. Checks are a list so that modules built on the ledger (payments: captures against
 * the provider's records; orders: escrow of settled orders) add theirs without the ledger knowing them.
 */

export interface LedgerDrift {
  /** The check that found it. */
  check: string;
  /** What is wrong: an account code, a transaction's idempotency key. */
  subject: string;
  detail: string;
}

export interface LedgerCheck {
  name: string;
  run(db: Database): Promise<LedgerDrift[]>;
}

export const cachedBalancesCheck: LedgerCheck = {
  name: 'cached balances',
  async run(db) {
    const rows = await repo.balanceDrift(db);
    return rows.map((row) => ({
      check: 'cached balances',
      subject: row.code,
      detail: [
        ['posted_balance', row.postedBalance, row.postedSum],
        ['pending_debits', row.pendingDebits, row.pendingDebitSum],
        ['pending_credits', row.pendingCredits, row.pendingCreditSum],
      ]
        .filter(([, cached, summed]) => cached !== summed)
        .map(([column, cached, summed]) => `${column} is ${cached}, its entries say ${summed}`)
        .join('; '),
    }));
  },
};

export const balancedTransactionsCheck: LedgerCheck = {
  name: 'balanced transactions',
  async run(db) {
    const rows = await repo.unbalancedTransactions(db);
    return rows.map((row) => ({
      check: 'balanced transactions',
      subject: row.idempotencyKey,
      detail: `its ${row.currency} entries sum to ${row.total} (transaction ${row.id})`,
    }));
  },
};

export const transactionsHaveEntriesCheck: LedgerCheck = {
  name: 'transactions have entries',
  async run(db) {
    const rows = await repo.emptyTransactions(db);
    return rows.map((row) => ({
      check: 'transactions have entries',
      subject: row.idempotencyKey,
      detail: `transaction ${row.id} has no entries`,
    }));
  },
};

export const nonNegativeAccountsCheck: LedgerCheck = {
  name: 'non-negative accounts',
  async run(db) {
    const rows = await repo.negativeAccounts(db);
    return rows.map((row) => ({
      check: 'non-negative accounts',
      subject: row.code,
      detail: `may not go negative but has ${row.available} available`,
    }));
  },
};

/** The ledger's own checks; callers append the checks of the modules built on it. */
export const ledgerChecks: readonly LedgerCheck[] = [
  cachedBalancesCheck,
  balancedTransactionsCheck,
  transactionsHaveEntriesCheck,
  nonNegativeAccountsCheck,
];

export interface LedgerCheckReport {
  accounts: number;
  transactions: number;
  checks: string[];
  drifts: LedgerDrift[];
}

export async function checkLedger(
  db: Database,
  checks: readonly LedgerCheck[] = ledgerChecks,
): Promise<LedgerCheckReport> {
  const size = await repo.ledgerSize(db);
  const drifts: LedgerDrift[] = [];
  // One after the other: on PGlite there is one connection anyway, and on PostgreSQL an audit need not hurry.
  for (const check of checks) drifts.push(...(await check.run(db)));
  return { ...size, checks: checks.map((c) => c.name), drifts };
}

export function describeLedgerReport(report: LedgerCheckReport): string {
  const scope = `${report.accounts} accounts, ${report.transactions} transactions; checks: ${report.checks.join(', ')}`;
  if (report.drifts.length === 0) return `Ledger consistent (${scope}).\n`;
  const lines = report.drifts.map((d) => `  [${d.check}] ${d.subject}: ${d.detail}`);
  return `Ledger drift: ${report.drifts.length} found (${scope}).\n${lines.join('\n')}\n`;
}
