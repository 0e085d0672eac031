import { and, asc, count, desc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type LedgerAccountRow, ledgerAccounts } from '../../db/schema/ledger-accounts';
import { ledgerEntries } from '../../db/schema/ledger-entries';
import {
  type LedgerTransactionRow,
  type LedgerTransactionStatus,
  ledgerTransactions,
} from '../../db/schema/ledger-transactions';

// SQL only: no rules here (ledger.service.ts decides). The only module that writes the ledger tables. Every
// function takes the database or a transaction; times are passed in (the app's clock), never the database's
// now(). The balance columns of ledger_accounts are never written here: migration 0010's triggers keep them.

// ---- accounts -------------------------------------------------------------------------------------------------

export type NewLedgerAccount = Pick<
  typeof ledgerAccounts.$inferInsert,
  'code' | 'kind' | 'currency' | 'allowNegative' | 'createdAt'
>;

/** Inserts the account unless its code exists; returns the new row, or undefined when it already existed. */
export async function insertAccount(db: Database, values: NewLedgerAccount) {
  const [row] = await db
    .insert(ledgerAccounts)
    .values(values)
    .onConflictDoNothing({ target: ledgerAccounts.code })
    .returning();
  return row;
}

export async function findAccountByCode(db: Database, code: string): Promise<LedgerAccountRow | undefined> {
  const [row] = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.code, code)).limit(1);
  return row;
}

/**
 * Locks the named accounts FOR UPDATE in one statement, in id order: PostgreSQL sorts before it locks, so
 * every caller takes the locks of overlapping accounts in the same order and concurrent posts queue instead
 * of deadlocking. Missing codes are simply absent from the result.
 */
export function lockAccountsByCode(db: Database, codes: string[]): Promise<LedgerAccountRow[]> {
  return db
    .select()
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.code, codes))
    .orderBy(asc(ledgerAccounts.id))
    .for('update');
}

/** As lockAccountsByCode, by id (the accounts of an existing transaction). */
export function lockAccountsById(db: Database, ids: string[]): Promise<LedgerAccountRow[]> {
  return db
    .select()
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, ids))
    .orderBy(asc(ledgerAccounts.id))
    .for('update');
}

// ---- transactions ---------------------------------------------------------------------------------------------

export type NewLedgerTransaction = Pick<
  typeof ledgerTransactions.$inferInsert,
  'kind' | 'status' | 'idempotencyKey' | 'fingerprint' | 'metadata' | 'createdAt' | 'postedAt'
>;

/**
 * Inserts the transaction unless its idempotency key is taken; undefined when it is. A concurrent insert of the
 * same key waits for the other to commit or roll back, then either finds its row (undefined) or inserts.
 */
export async function insertTransaction(db: Database, values: NewLedgerTransaction) {
  const [row] = await db
    .insert(ledgerTransactions)
    .values(values)
    .onConflictDoNothing({ target: ledgerTransactions.idempotencyKey })
    .returning();
  return row;
}

export type TransactionRef = { id: string } | { idempotencyKey: string };

const refCondition = (ref: TransactionRef) =>
  'id' in ref ? eq(ledgerTransactions.id, ref.id) : eq(ledgerTransactions.idempotencyKey, ref.idempotencyKey);

export async function findTransaction(
  db: Database,
  ref: TransactionRef,
): Promise<LedgerTransactionRow | undefined> {
  const [row] = await db.select().from(ledgerTransactions).where(refCondition(ref)).limit(1);
  return row;
}

/** The transaction's row FOR UPDATE: posting and voiding one transaction run one after the other. */
export async function lockTransaction(
  db: Database,
  ref: TransactionRef,
): Promise<LedgerTransactionRow | undefined> {
  const [row] = await db.select().from(ledgerTransactions).where(refCondition(ref)).for('update').limit(1);
  return row;
}

/** pending → posted or voided; the status trigger refuses anything else, the settle trigger moves balances. */
export async function settleTransaction(
  db: Database,
  id: string,
  status: Exclude<LedgerTransactionStatus, 'pending'>,
  at: Date,
): Promise<LedgerTransactionRow> {
  const [row] = await db
    .update(ledgerTransactions)
    .set(status === 'posted' ? { status, postedAt: at } : { status, voidedAt: at })
    .where(eq(ledgerTransactions.id, id))
    .returning();
  if (!row) throw new Error(`ledger transaction ${id} vanished while locked`);
  return row;
}

// ---- entries --------------------------------------------------------------------------------------------------

export type NewLedgerEntry = Pick<
  typeof ledgerEntries.$inferInsert,
  'transactionId' | 'accountId' | 'amount' | 'currency' | 'createdAt'
>;

export async function insertEntries(db: Database, rows: NewLedgerEntry[]): Promise<void> {
  await db.insert(ledgerEntries).values(rows);
}

export interface EntryWithAccount {
  accountId: string;
  account: string;
  amount: number;
  currency: string;
}

/** A transaction's entries with their account codes, in the order they were written. */
export function entriesOf(db: Database, transactionId: string): Promise<EntryWithAccount[]> {
  return db
    .select({
      accountId: ledgerEntries.accountId,
      account: ledgerAccounts.code,
      amount: ledgerEntries.amount,
      currency: ledgerEntries.currency,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(eq(ledgerEntries.transactionId, transactionId))
    .orderBy(asc(ledgerEntries.id));
}

export interface HistoryRow {
  entryId: number;
  amount: number;
  currency: string;
  createdAt: Date;
  transaction: LedgerTransactionRow;
}

/** One account's entries, newest first, with their transactions (ledger_entries_account_id_id_idx). */
export function accountHistory(
  db: Database,
  accountId: string,
  page: { limit: number; offset: number; beforeEntryId?: number | undefined },
): Promise<HistoryRow[]> {
  return db
    .select({
      entryId: ledgerEntries.id,
      amount: ledgerEntries.amount,
      currency: ledgerEntries.currency,
      createdAt: ledgerEntries.createdAt,
      transaction: ledgerTransactions,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      and(
        eq(ledgerEntries.accountId, accountId),
        // Keyset: the entries older than the last one read, straight from the index (ADR 026).
        page.beforeEntryId === undefined ? undefined : lt(ledgerEntries.id, page.beforeEntryId),
      ),
    )
    .orderBy(desc(ledgerEntries.id))
    .limit(page.limit)
    .offset(page.offset);
}

/**
 * What one account's posted entries added up to, by the time their transactions were posted in [from, to): e.g. the
 * fees Tote earned this month. Pending and voided transactions count for nothing.
 */
export async function postedTotalBetween(
  db: Database,
  accountId: string,
  from: Date,
  to: Date,
): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      and(
        eq(ledgerEntries.accountId, accountId),
        eq(ledgerTransactions.status, 'posted'),
        sql`${ledgerTransactions.postedAt} >= ${from} and ${ledgerTransactions.postedAt} < ${to}`,
      ),
    );
  return Number(row?.total ?? 0);
}

// ---- audit (ledger.check.ts) ----------------------------------------------------------------------------------

export interface BalanceDriftRow {
  code: string;
  postedBalance: number;
  pendingDebits: number;
  pendingCredits: number;
  postedSum: number;
  pendingDebitSum: number;
  pendingCreditSum: number;
}

/** Accounts whose cached balance columns differ from what their entries add up to. */
export function balanceDrift(db: Database): Promise<BalanceDriftRow[]> {
  // The subquery's columns are named apart from ledger_accounts' own: drizzle refers to them unqualified.
  const sums = db
    .select({
      accountId: ledgerEntries.accountId,
      posted:
        sql<string>`sum(${ledgerEntries.amount}) filter (where ${ledgerTransactions.status} = 'posted')`.as(
          'entries_posted',
        ),
      pendingDebits: sql<string>`sum(-${ledgerEntries.amount}) filter (
        where ${ledgerTransactions.status} = 'pending' and ${ledgerEntries.amount} < 0)`.as(
        'entries_pending_debits',
      ),
      pendingCredits: sql<string>`sum(${ledgerEntries.amount}) filter (
        where ${ledgerTransactions.status} = 'pending' and ${ledgerEntries.amount} > 0)`.as(
        'entries_pending_credits',
      ),
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .groupBy(ledgerEntries.accountId)
    .as('sums');
  const postedSum = sql`coalesce(${sums.posted}, 0)`;
  const pendingDebitSum = sql`coalesce(${sums.pendingDebits}, 0)`;
  const pendingCreditSum = sql`coalesce(${sums.pendingCredits}, 0)`;
  return db
    .select({
      code: ledgerAccounts.code,
      postedBalance: ledgerAccounts.postedBalance,
      pendingDebits: ledgerAccounts.pendingDebits,
      pendingCredits: ledgerAccounts.pendingCredits,
      postedSum: postedSum.mapWith(Number),
      pendingDebitSum: pendingDebitSum.mapWith(Number),
      pendingCreditSum: pendingCreditSum.mapWith(Number),
    })
    .from(ledgerAccounts)
    .leftJoin(sums, eq(sums.accountId, ledgerAccounts.id))
    .where(
      sql`${ledgerAccounts.postedBalance} <> ${postedSum}
        or ${ledgerAccounts.pendingDebits} <> ${pendingDebitSum}
        or ${ledgerAccounts.pendingCredits} <> ${pendingCreditSum}`,
    )
    .orderBy(asc(ledgerAccounts.code));
}

/** Transactions whose entries do not sum to zero in some currency. */
export function unbalancedTransactions(db: Database) {
  return db
    .select({
      id: ledgerEntries.transactionId,
      idempotencyKey: ledgerTransactions.idempotencyKey,
      currency: ledgerEntries.currency,
      total: sql`sum(${ledgerEntries.amount})`.mapWith(Number),
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .groupBy(ledgerEntries.transactionId, ledgerTransactions.idempotencyKey, ledgerEntries.currency)
    .having(ne(sql`sum(${ledgerEntries.amount})`, 0))
    .orderBy(asc(ledgerTransactions.idempotencyKey));
}

/** Transactions with no entries at all. */
export function emptyTransactions(db: Database) {
  return db
    .select({ id: ledgerTransactions.id, idempotencyKey: ledgerTransactions.idempotencyKey })
    .from(ledgerTransactions)
    .where(
      sql`not exists (select 1 from ${ledgerEntries} where ${ledgerEntries.transactionId} = ${ledgerTransactions.id})`,
    )
    .orderBy(asc(ledgerTransactions.idempotencyKey));
}

/** Accounts that may not go negative but have less than nothing available. */
export function negativeAccounts(db: Database) {
  return db
    .select({
      code: ledgerAccounts.code,
      available: sql`${ledgerAccounts.postedBalance} - ${ledgerAccounts.pendingDebits}`.mapWith(Number),
    })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.allowNegative, false),
        sql`${ledgerAccounts.postedBalance} - ${ledgerAccounts.pendingDebits} < 0`,
      ),
    )
    .orderBy(asc(ledgerAccounts.code));
}

/** How much the audit looked at, for its report. */
export async function ledgerSize(db: Database): Promise<{ accounts: number; transactions: number }> {
  const [accounts] = await db.select({ n: count() }).from(ledgerAccounts);
  const [transactions] = await db.select({ n: count() }).from(ledgerTransactions);
  return { accounts: accounts?.n ?? 0, transactions: transactions?.n ?? 0 };
}
