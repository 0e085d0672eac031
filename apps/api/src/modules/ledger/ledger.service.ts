import { createHash } from 'node:crypto';
import type { Database } from '../../db/client';
import type { LedgerAccountRow } from '../../db/schema/ledger-accounts';
import type { LedgerTransactionRow, LedgerTransactionStatus } from '../../db/schema/ledger-transactions';
import * as repo from './ledger.repo';

/**
 * The ledger: double-entry bookkeeping of every amount Tote holds or owes, in integer minor units. It knows
 * nothing of orders, payments or wallets; those modules name accounts by code (`escrow:order:<id>`,
 * `traveler:<userId>:available`, `provider:clearing`, …) and move money between them here, on their own
 * database transaction, so money and the business row change together or not at all.
 * docs/decisions/015-ledger.md has the why; in short:
 *
 * - A transaction is a set of entries, signed amounts (positive into an account, negative out), that sum to
 *   zero per currency. The database checks that at commit, refuses UPDATE and DELETE of entries, refuses any
 *   status change but pending → posted or pending → voided (once), and keeps each entry in its account's
 *   currency. A mistake is reversed by a new transaction, never edited.
 * - Two-phase, like TigerBeetle: a transaction is posted at once, or created pending (a hold) and later posted
 *   or voided. Each account caches `posted_balance` (posted entries), `pending_debits` and `pending_credits`
 *   (entries of pending transactions), kept by triggers as entries arrive and statuses change. What may be
 *   spent is `available = posted_balance - pending_debits`: a hold takes money out of reach at once, incoming
 *   pending money counts only once posted. Posting or voiding can therefore never overdraw an account; only a
 *   new transaction can, and for an account that may not go negative a CHECK on available refuses it.
 * - Every write locks the accounts it touches FOR UPDATE in id order (one fixed order: no deadlocks between
 *   concurrent posts), checks the funds under those locks and refuses with `insufficient_funds`; the CHECK is
 *   the backstop.
 * - The idempotency key comes from the business event. Posting a key again with the same content (kind,
 *   entries, metadata, pending or not) returns the transaction already made, whatever its status now; with
 *   other content it is refused (`idempotency_conflict`).
 * - Each function runs in a savepoint of the caller's transaction (or its own transaction when given the
 *   database): a LedgerError leaves the caller's transaction usable. Callers run at READ COMMITTED (the
 *   default), so a post that waited for locks sees what the one before it committed.
 */

export type LedgerErrorCode =
  | 'invalid_account'
  | 'account_mismatch'
  | 'account_not_found'
  | 'invalid_transaction'
  | 'unbalanced'
  | 'currency_mismatch'
  | 'insufficient_funds'
  | 'idempotency_conflict'
  | 'transaction_not_found'
  | 'transaction_not_pending';

/** A refusal by the ledger; callers decide what it means to their users (the ledger knows no HTTP). */
export class LedgerError extends Error {
  override name = 'LedgerError';
  constructor(
    readonly code: LedgerErrorCode,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export interface LedgerAccountSpec {
  code: string;
  /** The caller's word for what the account is (`escrow`, `traveler_available`, `clearing`, …). */
  kind: string;
  /** ISO 4217, e.g. 'USD'. */
  currency: string;
  /** Clearing and external accounts may go negative; balances that belong to people may not. Default false. */
  allowNegative?: boolean;
}

export interface LedgerAccount {
  id: string;
  code: string;
  kind: string;
  currency: string;
  allowNegative: boolean;
  createdAt: Date;
}

export interface LedgerBalance {
  account: string;
  currency: string;
  /** Sum of the posted entries. */
  posted: number;
  /** Money held by pending transactions on its way out (positive). */
  pendingDebits: number;
  /** Money of pending transactions on its way in (positive). */
  pendingCredits: number;
  /** What may be spent now: posted minus pending debits. */
  available: number;
}

export interface LedgerEntryInput {
  /** The account's code. */
  account: string;
  /** Integer minor units: positive into the account, negative out of it, never zero. */
  amount: number;
}

export interface PostTransactionInput {
  /** Derived from the business event (`capture:<paymentId>`), so a retry finds what the first attempt did. */
  idempotencyKey: string;
  kind: string;
  entries: LedgerEntryInput[];
  metadata?: Record<string, unknown>;
  /** Create it pending (a hold), to be posted or voided later. Default: posted at once. */
  pending?: boolean;
  at: Date;
}

export interface LedgerEntry {
  account: string;
  amount: number;
  currency: string;
}

export interface LedgerTransaction {
  id: string;
  kind: string;
  status: LedgerTransactionStatus;
  idempotencyKey: string;
  metadata: Record<string, unknown>;
  entries: LedgerEntry[];
  createdAt: Date;
  postedAt: Date | null;
  voidedAt: Date | null;
  /** True when the key had already been used with this content: nothing was posted this time. */
  replayed: boolean;
}

export type TransactionRef = repo.TransactionRef;

export interface LedgerHistoryEntry {
  entryId: number;
  amount: number;
  currency: string;
  createdAt: Date;
  transaction: {
    id: string;
    kind: string;
    status: LedgerTransactionStatus;
    idempotencyKey: string;
    metadata: Record<string, unknown>;
    postedAt: Date | null;
    voidedAt: Date | null;
  };
}

export interface LedgerHistoryPage {
  entries: LedgerHistoryEntry[];
  page: number;
  pageSize: number;
  hasMore: boolean;
}

const CODE_PATTERN = /^[a-z][a-z_]*(:[A-Za-z0-9_.-]+)+$/;
const KIND_PATTERN = /^[a-z][a-z_]*$/;
const CURRENCY_PATTERN = /^[A-Z]{3}$/;
const MAX_KEY_LENGTH = 200;
const MAX_ENTRIES = 100;
const MAX_PAGE_SIZE = 200;

const toAccount = (row: LedgerAccountRow): LedgerAccount => ({
  id: row.id,
  code: row.code,
  kind: row.kind,
  currency: row.currency,
  allowNegative: row.allowNegative,
  createdAt: row.createdAt,
});

const availableOf = (row: LedgerAccountRow) => row.postedBalance - row.pendingDebits;

/**
 * The account named `code`, created if it does not exist yet. An existing account with another kind, currency
 * or negative rule is refused rather than silently reused: two callers would then disagree about it.
 */
export async function ensureAccount(
  db: Database,
  spec: LedgerAccountSpec & { at: Date },
): Promise<LedgerAccount> {
  const allowNegative = spec.allowNegative ?? false;
  if (!CODE_PATTERN.test(spec.code)) {
    throw new LedgerError('invalid_account', `"${spec.code}" is not a ledger account code (area:part…)`);
  }
  if (!KIND_PATTERN.test(spec.kind)) throw new LedgerError('invalid_account', `"${spec.kind}" is not a kind`);
  if (!CURRENCY_PATTERN.test(spec.currency)) {
    throw new LedgerError('invalid_account', `"${spec.currency}" is not an ISO 4217 currency code`);
  }
  const inserted = await repo.insertAccount(db, {
    code: spec.code,
    kind: spec.kind,
    currency: spec.currency,
    allowNegative,
    createdAt: spec.at,
  });
  const row = inserted ?? (await repo.findAccountByCode(db, spec.code));
  if (!row) throw new Error(`ledger account ${spec.code} neither inserted nor found`);
  if (row.kind !== spec.kind || row.currency !== spec.currency || row.allowNegative !== allowNegative) {
    throw new LedgerError('account_mismatch', `ledger account ${spec.code} exists with other settings`, {
      account: spec.code,
      existing: { kind: row.kind, currency: row.currency, allowNegative: row.allowNegative },
    });
  }
  return toAccount(row);
}

export async function balanceOf(db: Database, code: string): Promise<LedgerBalance> {
  const row = await repo.findAccountByCode(db, code);
  if (!row) throw new LedgerError('account_not_found', `no ledger account ${code}`, { account: code });
  return {
    account: row.code,
    currency: row.currency,
    posted: row.postedBalance,
    pendingDebits: row.pendingDebits,
    pendingCredits: row.pendingCredits,
    available: availableOf(row),
  };
}

/**
 * The sum of an account's posted entries whose transactions were posted in [from, to); 0 for an account that does
 * not exist yet (nothing was ever posted to it).
 */
export async function postedTotalBetween(db: Database, code: string, from: Date, to: Date): Promise<number> {
  const row = await repo.findAccountByCode(db, code);
  return row ? repo.postedTotalBetween(db, row.id, from, to) : 0;
}

/**
 * The account's entries, newest first, each with its transaction (pending, posted and voided alike). A page by
 * number, or (`beforeEntryId`, the last entry id of the page before) the entries after it in this order, read
 * from the index without skipping any: how a long history is read whole (ADR 026).
 */
export async function historyOf(
  db: Database,
  code: string,
  page: { page?: number; pageSize?: number; beforeEntryId?: number } = {},
): Promise<LedgerHistoryPage> {
  const pageNumber = page.page ?? 1;
  const pageSize = page.pageSize ?? 50;
  if (!Number.isInteger(pageNumber) || pageNumber < 1 || !Number.isInteger(pageSize) || pageSize < 1) {
    throw new RangeError('page and pageSize are positive integers');
  }
  const size = Math.min(pageSize, MAX_PAGE_SIZE);
  const account = await repo.findAccountByCode(db, code);
  if (!account) throw new LedgerError('account_not_found', `no ledger account ${code}`, { account: code });
  // One row more than the page: whether another page follows, without counting the whole history.
  const rows = await repo.accountHistory(db, account.id, {
    limit: size + 1,
    offset: page.beforeEntryId === undefined ? (pageNumber - 1) * size : 0,
    beforeEntryId: page.beforeEntryId,
  });
  return {
    entries: rows.slice(0, size).map((row) => ({
      entryId: row.entryId,
      amount: row.amount,
      currency: row.currency,
      createdAt: row.createdAt,
      transaction: {
        id: row.transaction.id,
        kind: row.transaction.kind,
        status: row.transaction.status,
        idempotencyKey: row.transaction.idempotencyKey,
        metadata: row.transaction.metadata,
        postedAt: row.transaction.postedAt,
        voidedAt: row.transaction.voidedAt,
      },
    })),
    page: pageNumber,
    pageSize: size,
    hasMore: rows.length > size,
  };
}

/** JSON with object keys sorted, so equal content has one spelling whatever order it was built in. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** What "the same content" means for a replayed key; entry order does not matter. */
function fingerprintOf(input: PostTransactionInput): string {
  const entries = [...input.entries]
    .map((e) => [e.account, e.amount] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const content = canonicalJson({
    kind: input.kind,
    pending: input.pending ?? false,
    entries,
    metadata: input.metadata ?? {},
  });
  return createHash('sha256').update(content).digest('hex');
}

function validate(input: PostTransactionInput): void {
  const invalid = (message: string) => new LedgerError('invalid_transaction', message);
  const key = input.idempotencyKey;
  if (typeof key !== 'string' || key.length === 0 || key.length > MAX_KEY_LENGTH) {
    throw invalid(`the idempotency key must be 1 to ${MAX_KEY_LENGTH} characters`);
  }
  if (!KIND_PATTERN.test(input.kind)) throw invalid(`"${input.kind}" is not a transaction kind`);
  if (input.entries.length < 2 || input.entries.length > MAX_ENTRIES) {
    throw invalid(`a transaction has 2 to ${MAX_ENTRIES} entries`);
  }
  const seen = new Set<string>();
  for (const entry of input.entries) {
    if (!Number.isSafeInteger(entry.amount) || entry.amount === 0) {
      throw invalid(`entry amounts are non-zero integer minor units (${entry.account}: ${entry.amount})`);
    }
    // One entry per account: the cached balance then moves once per transaction, and a CHECK never sees an
    // account dip below zero half-way through a transaction that nets out.
    if (seen.has(entry.account)) throw invalid(`${entry.account} appears twice in one transaction`);
    seen.add(entry.account);
  }
}

/** Balanced per currency, now that each entry's currency is known from its account. */
function refuseUnbalanced(entries: LedgerEntryInput[], byCode: Map<string, LedgerAccountRow>): void {
  const totals = new Map<string, number>();
  for (const entry of entries) {
    const currency = (byCode.get(entry.account) as LedgerAccountRow).currency;
    totals.set(currency, (totals.get(currency) ?? 0) + entry.amount);
  }
  for (const [currency, total] of totals) {
    if (total !== 0) {
      throw new LedgerError('unbalanced', `the ${currency} entries sum to ${total}, not zero`, {
        currency,
        total,
      });
    }
  }
}

/**
 * Judged on rows locked FOR UPDATE, so no other post can change them before this one commits. Money out of an
 * account (posted or held) must be available; money in changes nothing available until posted.
 */
function refuseOverdraft(entries: LedgerEntryInput[], byCode: Map<string, LedgerAccountRow>): void {
  for (const entry of entries) {
    const account = byCode.get(entry.account) as LedgerAccountRow;
    if (entry.amount < 0 && !account.allowNegative && availableOf(account) + entry.amount < 0) {
      throw new LedgerError('insufficient_funds', `${account.code} has ${availableOf(account)} available`, {
        account: account.code,
        available: availableOf(account),
        requested: -entry.amount,
      });
    }
  }
}

/** Finds the (possibly PostgreSQL) error under drizzle's wrapper. */
function databaseErrorOf(error: unknown): { code?: string; constraint?: string } | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    if (typeof current === 'object' && current !== null && 'code' in current) {
      return current as { code?: string; constraint?: string };
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

async function viewOf(
  db: Database,
  row: LedgerTransactionRow,
  replayed: boolean,
): Promise<LedgerTransaction> {
  const entries = await repo.entriesOf(db, row.id);
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    idempotencyKey: row.idempotencyKey,
    metadata: row.metadata,
    entries: entries.map(({ account, amount, currency }) => ({ account, amount, currency })),
    createdAt: row.createdAt,
    postedAt: row.postedAt,
    voidedAt: row.voidedAt,
    replayed,
  };
}

/** The answer to a key used before: the same transaction for the same content, a refusal for other content. */
async function replayOf(
  db: Database,
  existing: LedgerTransactionRow,
  fingerprint: string,
): Promise<LedgerTransaction> {
  if (existing.fingerprint !== fingerprint) {
    throw new LedgerError(
      'idempotency_conflict',
      `idempotency key ${existing.idempotencyKey} was used for another transaction`,
      { transactionId: existing.id },
    );
  }
  return viewOf(db, existing, true);
}

/**
 * Moves money: writes a transaction and its entries, posted at once or pending. Returns the transaction; a key
 * already used with the same content returns the first transaction (`replayed: true`) and moves nothing.
 */
export async function postTransaction(db: Database, input: PostTransactionInput): Promise<LedgerTransaction> {
  validate(input);
  const fingerprint = fingerprintOf(input);
  // A replay is answered before anything is locked or checked: the money it moved may be long spent.
  const earlier = await repo.findTransaction(db, { idempotencyKey: input.idempotencyKey });
  if (earlier) return replayOf(db, earlier, fingerprint);

  return db.transaction(async (tx) => {
    const codes = input.entries.map((e) => e.account);
    const locked = await repo.lockAccountsByCode(tx, codes);
    const byCode = new Map(locked.map((row) => [row.code, row]));
    const missing = codes.filter((code) => !byCode.has(code));
    if (missing.length > 0) {
      throw new LedgerError('account_not_found', `no ledger account ${missing.join(', ')}`, {
        accounts: missing,
      });
    }
    // A post of the same key that held these locks before us has committed by now (READ COMMITTED: this
    // statement sees it): answer with its transaction instead of judging the funds it already moved.
    const raced = await repo.findTransaction(tx, { idempotencyKey: input.idempotencyKey });
    if (raced) return replayOf(tx, raced, fingerprint);

    refuseUnbalanced(input.entries, byCode);
    refuseOverdraft(input.entries, byCode);

    const pending = input.pending ?? false;
    const row = await repo.insertTransaction(tx, {
      kind: input.kind,
      status: pending ? 'pending' : 'posted',
      idempotencyKey: input.idempotencyKey,
      fingerprint,
      metadata: input.metadata ?? {},
      createdAt: input.at,
      postedAt: pending ? null : input.at,
    });
    if (!row) {
      // The same key, posted concurrently on other accounts: its insert has committed by now.
      const other = await repo.findTransaction(tx, { idempotencyKey: input.idempotencyKey });
      if (!other)
        throw new Error(`ledger idempotency key ${input.idempotencyKey} conflicted but is not found`);
      return replayOf(tx, other, fingerprint);
    }
    try {
      await repo.insertEntries(
        tx,
        input.entries.map((entry) => {
          const account = byCode.get(entry.account) as LedgerAccountRow;
          return {
            transactionId: row.id,
            accountId: account.id,
            amount: entry.amount,
            currency: account.currency,
            createdAt: input.at,
          };
        }),
      );
    } catch (error) {
      const cause = databaseErrorOf(error);
      if (cause?.code === '23514' && cause.constraint === 'ledger_accounts_non_negative') {
        throw new LedgerError('insufficient_funds', 'an account would go below zero', { cause: error });
      }
      throw error;
    }
    return viewOf(tx, row, false);
  });
}

async function settle(
  db: Database,
  ref: TransactionRef,
  status: 'posted' | 'voided',
  at: Date,
): Promise<LedgerTransaction> {
  return db.transaction(async (tx) => {
    // The transaction's row first, then its accounts in id order: posting and voiding one transaction run one
    // after the other, and never deadlock with posts that lock the same accounts.
    const row = await repo.lockTransaction(tx, ref);
    if (!row) throw new LedgerError('transaction_not_found', 'no such ledger transaction', { ref });
    // Posting what is posted (or voiding what is voided) again is a retry: answered, not refused.
    if (row.status === status) return viewOf(tx, row, true);
    if (row.status !== 'pending') {
      throw new LedgerError('transaction_not_pending', `ledger transaction ${row.id} is ${row.status}`, {
        transactionId: row.id,
        status: row.status,
      });
    }
    const entries = await repo.entriesOf(tx, row.id);
    await repo.lockAccountsById(tx, [...new Set(entries.map((e) => e.accountId))]);
    const settled = await repo.settleTransaction(tx, row.id, status, at);
    return viewOf(tx, settled, false);
  });
}

/** Posts a pending transaction: its held amounts become posted balance. */
export function postPending(db: Database, ref: TransactionRef, at: Date): Promise<LedgerTransaction> {
  return settle(db, ref, 'posted', at);
}

/** Voids a pending transaction: its holds are released and nothing moves. */
export function voidPending(db: Database, ref: TransactionRef, at: Date): Promise<LedgerTransaction> {
  return settle(db, ref, 'voided', at);
}

/** A transaction by id or idempotency key, or undefined. */
export async function findTransaction(
  db: Database,
  ref: TransactionRef,
): Promise<LedgerTransaction | undefined> {
  const row = await repo.findTransaction(db, ref);
  return row ? viewOf(db, row, false) : undefined;
}
