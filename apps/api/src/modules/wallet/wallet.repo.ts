import { and, asc, count, desc, eq, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { type EarningRow, earnings } from '../../db/schema/earnings';
import { ledgerAccounts } from '../../db/schema/ledger-accounts';
import { ledgerTransactions } from '../../db/schema/ledger-transactions';
import { type PayoutMethodRow, payoutMethods } from '../../db/schema/payout-methods';
import { type PayoutRow, type PayoutStatusValue, payouts } from '../../db/schema/payouts';
import { users } from '../../db/schema/users';

// SQL only: no rules here (wallet.service.ts decides). The only module that writes payout_methods, payouts and
// earnings. Every function takes the database or a transaction; times are passed in (the app's clock).

// ---- payout methods -------------------------------------------------------------------------------------------

export async function findPayoutMethod(
  db: Database,
  travelerId: string,
): Promise<PayoutMethodRow | undefined> {
  const [row] = await db
    .select()
    .from(payoutMethods)
    .where(eq(payoutMethods.travelerId, travelerId))
    .limit(1);
  return row;
}

export type PayoutMethodValues = Omit<PayoutMethodRow, 'createdAt'> & { createdAt: Date };

/** One per traveler: a new one replaces the old (created_at stays the first one's). */
export async function upsertPayoutMethod(db: Database, values: PayoutMethodValues): Promise<PayoutMethodRow> {
  const { travelerId: _key, createdAt: _first, ...changes } = values;
  const [row] = await db
    .insert(payoutMethods)
    .values(values)
    .onConflictDoUpdate({ target: payoutMethods.travelerId, set: changes })
    .returning();
  if (!row) throw new Error('payout method upsert returned no row');
  return row;
}

// ---- earnings -------------------------------------------------------------------------------------------------

/** Inserts the earning unless its order already has one; undefined when it had. */
export async function insertEarning(db: Database, values: typeof earnings.$inferInsert) {
  const [row] = await db
    .insert(earnings)
    .values(values)
    .onConflictDoNothing({ target: earnings.orderId })
    .returning();
  return row;
}

export async function findEarningOfOrder(db: Database, orderId: string): Promise<EarningRow | undefined> {
  const [row] = await db.select().from(earnings).where(eq(earnings.orderId, orderId)).limit(1);
  return row;
}

export function findEarningsOfOrders(db: Database, orderIds: string[]): Promise<EarningRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db.select().from(earnings).where(inArray(earnings.orderId, orderIds));
}

const dueCondition = (now: Date) =>
  and(isNull(earnings.madeAvailableAt), eq(earnings.frozen, false), lte(earnings.availableAt, now));

/** Ids of earnings whose hold is over, not frozen and not moved yet, oldest first (earnings_due_idx). */
export async function listDueEarningIds(db: Database, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: earnings.id })
    .from(earnings)
    .where(dueCondition(now))
    .orderBy(asc(earnings.availableAt), asc(earnings.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * The earning FOR UPDATE if it is still due; SKIP LOCKED: another instance moving it right now keeps it, and
 * this one goes on with the next instead of waiting to find it done.
 */
export async function lockDueEarning(db: Database, id: string, now: Date): Promise<EarningRow | undefined> {
  const [row] = await db
    .select()
    .from(earnings)
    .where(and(eq(earnings.id, id), dueCondition(now)))
    .for('update', { skipLocked: true });
  return row;
}

/** The order's earning FOR UPDATE (a dispute freezes or settles it), or undefined before the release. */
export async function lockEarningOfOrder(db: Database, orderId: string): Promise<EarningRow | undefined> {
  const [row] = await db.select().from(earnings).where(eq(earnings.orderId, orderId)).for('update');
  return row;
}

export async function updateEarning(
  db: Database,
  id: string,
  values: Partial<Pick<EarningRow, 'frozen' | 'refundedMinor' | 'madeAvailableAt'>>,
): Promise<EarningRow> {
  const [row] = await db.update(earnings).set(values).where(eq(earnings.id, id)).returning();
  if (!row) throw new Error(`earning ${id} vanished`);
  return row;
}

export async function markEarningAvailable(db: Database, id: string, at: Date): Promise<void> {
  await db.update(earnings).set({ madeAvailableAt: at }).where(eq(earnings.id, id));
}

/** The traveler's earnings not yet available (frozen ones too), soonest first. */
export function listPendingEarnings(db: Database, travelerId: string): Promise<EarningRow[]> {
  return db
    .select()
    .from(earnings)
    .where(and(eq(earnings.travelerId, travelerId), isNull(earnings.madeAvailableAt)))
    .orderBy(asc(earnings.availableAt), asc(earnings.id));
}

// ---- payouts --------------------------------------------------------------------------------------------------

export interface PayoutView {
  payout: PayoutRow;
  travelerName: string;
}

const payoutView = (db: Database) =>
  db
    .select({ payout: payouts, travelerName: users.fullName })
    .from(payouts)
    .innerJoin(users, eq(users.id, payouts.travelerId));

/** Inserts the payout unless the traveler used its idempotency key already; undefined when they had. */
export async function insertPayout(db: Database, values: typeof payouts.$inferInsert) {
  const [row] = await db
    .insert(payouts)
    .values(values)
    .onConflictDoNothing({ target: [payouts.travelerId, payouts.idempotencyKey] })
    .returning();
  return row;
}

export async function findPayoutByKey(
  db: Database,
  travelerId: string,
  idempotencyKey: string,
): Promise<PayoutRow | undefined> {
  const [row] = await db
    .select()
    .from(payouts)
    .where(and(eq(payouts.travelerId, travelerId), eq(payouts.idempotencyKey, idempotencyKey)))
    .limit(1);
  return row;
}

export async function findPayout(db: Database, id: string): Promise<PayoutRow | undefined> {
  const [row] = await db.select().from(payouts).where(eq(payouts.id, id)).limit(1);
  return row;
}

export function findPayoutsByIds(db: Database, ids: string[]): Promise<PayoutRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(payouts).where(inArray(payouts.id, ids));
}

/** The payout FOR UPDATE: every decision on one payout (staff, webhook) runs one after the other. */
export async function lockPayout(db: Database, id: string): Promise<PayoutRow | undefined> {
  const [row] = await db.select().from(payouts).where(eq(payouts.id, id)).for('update');
  return row;
}

export async function findPayoutView(db: Database, id: string): Promise<PayoutView | undefined> {
  const [row] = await payoutView(db).where(eq(payouts.id, id)).limit(1);
  return row;
}

export async function updatePayout(
  db: Database,
  id: string,
  changes: Partial<
    Pick<PayoutRow, 'status' | 'providerPayoutId' | 'approvedAt' | 'paidAt' | 'failedAt' | 'failureReason'>
  >,
): Promise<PayoutRow> {
  const [row] = await db.update(payouts).set(changes).where(eq(payouts.id, id)).returning();
  if (!row) throw new Error(`payout ${id} vanished while locked`);
  return row;
}

export async function listPayouts(
  db: Database,
  filter: {
    travelerId?: string;
    status?: PayoutStatusValue;
    order: 'newest' | 'oldest';
    limit: number;
    offset: number;
  },
): Promise<{ rows: PayoutView[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.travelerId) conditions.push(eq(payouts.travelerId, filter.travelerId));
  if (filter.status) conditions.push(eq(payouts.status, filter.status));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const order =
    filter.order === 'newest'
      ? [desc(payouts.requestedAt), desc(payouts.id)]
      : [asc(payouts.requestedAt), asc(payouts.id)];
  // The page's ids first, then only those rows joined: an OFFSET skips ids, not joined rows (ADR 026).
  const pageIds = db
    .select({ id: payouts.id })
    .from(payouts)
    .where(where)
    .orderBy(...order)
    .limit(filter.limit)
    .offset(filter.offset);
  const [rows, [counted]] = await Promise.all([
    payoutView(db)
      .where(inArray(payouts.id, pageIds))
      .orderBy(...order),
    db.select({ n: count() }).from(payouts).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

// ---- people ---------------------------------------------------------------------------------------------------

export async function findTraveler(
  db: Database,
  id: string,
): Promise<{ id: string; fullName: string; email: string; isTraveler: boolean } | undefined> {
  const [row] = await db
    .select({ id: users.id, fullName: users.fullName, email: users.email, isTraveler: users.isTraveler })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

// ---- the audit (ledger:check) ---------------------------------------------------------------------------------

/** The ledger key of a paid payout's second half: the money leaving in-transit for the provider. */
export const PAYOUT_SENT_KEY_PREFIX = 'payout-sent:';

const withdrawal = alias(ledgerTransactions, 'withdrawal');
const sent = alias(ledgerTransactions, 'sent');

/** Each payout with the status of its withdrawal hold and of its payout-sent transaction (null: none). */
export function payoutPostings(db: Database) {
  return db
    .select({
      id: payouts.id,
      status: payouts.status,
      withdrawal: withdrawal.status,
      sent: sent.status,
    })
    .from(payouts)
    .leftJoin(withdrawal, eq(withdrawal.idempotencyKey, payouts.ledgerTransactionKey))
    .leftJoin(sent, eq(sent.idempotencyKey, sql`${PAYOUT_SENT_KEY_PREFIX} || ${payouts.id}`));
}

/** Earnings whose move to available is not what their row says (made available ⇔ a posted transaction). */
export function earningsOutOfStep(db: Database) {
  return db
    .select({
      id: earnings.id,
      deliveryId: earnings.deliveryId,
      madeAvailableAt: earnings.madeAvailableAt,
      moved: ledgerTransactions.status,
    })
    .from(earnings)
    .leftJoin(ledgerTransactions, eq(ledgerTransactions.idempotencyKey, earnings.ledgerKey))
    .where(
      // A dispute that refunded the whole earning closes it with nothing left to move (ADR 019).
      sql`(${earnings.madeAvailableAt} is not null and ${earnings.refundedMinor} < ${earnings.amountMinor}
          and ${ledgerTransactions.status} is distinct from 'posted')
        or (${earnings.madeAvailableAt} is null and ${ledgerTransactions.id} is not null)`,
    );
}

/** What `code` holds, posted plus on its way in (null: no such account), and what open payouts add up to. */
export async function inTransitAgainstOpenPayouts(db: Database, code: string) {
  const [account] = await db
    .select({
      posted: ledgerAccounts.postedBalance,
      pendingCredits: ledgerAccounts.pendingCredits,
      pendingDebits: ledgerAccounts.pendingDebits,
    })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.code, code));
  const [open] = await db
    .select({ total: sql<string>`coalesce(sum(${payouts.amountMinor}), 0)`, n: count() })
    .from(payouts)
    .where(inArray(payouts.status, ['requested', 'approved']));
  return { account: account ?? null, openTotal: Number(open?.total ?? 0), openCount: open?.n ?? 0 };
}
