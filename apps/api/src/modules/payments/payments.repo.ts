import { and, asc, desc, eq, isNotNull, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { ledgerAccounts } from '../../db/schema/ledger-accounts';
import { ledgerTransactions } from '../../db/schema/ledger-transactions';
import { matches } from '../../db/schema/matches';
import { orders } from '../../db/schema/orders';
import { type PaymentAttemptRow, paymentAttempts } from '../../db/schema/payment-attempts';
import { type NewPaymentRow, type PaymentRow, payments } from '../../db/schema/payments';
import { providerEvents } from '../../db/schema/provider-events';
import { trips } from '../../db/schema/trips';
import { users } from '../../db/schema/users';
import { ESCROW_PREFIX } from './money-accounts';

// SQL only: payments.service.ts decides. The only module that writes payments, payment_attempts and
// provider_events. It reads orders, matches, trips and users for views (never writes them), and the ledger's
// tables only for the audit (ledger:check); money moves through the ledger's functions.

// ---- payments -------------------------------------------------------------------------------------------------

export async function insertPayment(db: Database, values: NewPaymentRow): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  if (!row) throw new Error('payment insert returned nothing');
  return row;
}

export async function findPayment(db: Database, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
  return row;
}

export async function lockPayment(db: Database, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).for('update').limit(1);
  return row;
}

/**
 * The order's payment of its latest match (an unmatched and re-matched order has one per match): the active
 * match's, else the one whose match ended last. Times can tie (one clock tick), the match's state cannot.
 */
export async function findLatestPaymentOfOrder(
  db: Database,
  orderId: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select({ payment: payments })
    .from(payments)
    .innerJoin(matches, eq(matches.id, payments.matchId))
    .where(eq(payments.orderId, orderId))
    .orderBy(
      sql`${matches.unmatchedAt} is null desc`,
      desc(payments.createdAt),
      sql`${matches.unmatchedAt} desc`,
    )
    .limit(1);
  return row?.payment;
}

/** As findLatestPaymentOfOrder, locked (callers lock the order first: order, then payment, on every path). */
export async function lockLatestPaymentOfOrder(
  db: Database,
  orderId: string,
): Promise<PaymentRow | undefined> {
  const latest = await findLatestPaymentOfOrder(db, orderId);
  return latest ? lockPayment(db, latest.id) : undefined;
}

export async function updatePayment(
  db: Database,
  id: string,
  values: Partial<Omit<NewPaymentRow, 'id' | 'orderId' | 'matchId'>>,
): Promise<PaymentRow> {
  const [row] = await db.update(payments).set(values).where(eq(payments.id, id)).returning();
  if (!row) throw new Error(`payment ${id} vanished`);
  return row;
}

/** Payments whose authorization outlived the unmatch window and owe no call yet: captureDue marks them. */
export async function markWindowClosedCaptures(db: Database, now: Date): Promise<string[]> {
  const rows = await db
    .update(payments)
    .set({ dueCall: 'capture', dueSince: now, updatedAt: now })
    .where(
      and(
        eq(payments.status, 'authorized'),
        lte(payments.captureAfter, now),
        sql`${payments.dueCall} is null`,
      ),
    )
    .returning({ id: payments.id });
  return rows.map((row) => row.id);
}

/** Payments that owe the provider a call (oldest first), or a release that waited for its capture. */
export async function listOwing(db: Database, limit: number): Promise<Pick<PaymentRow, 'id'>[]> {
  return db
    .select({ id: payments.id })
    .from(payments)
    .where(
      or(isNotNull(payments.dueCall), and(eq(payments.status, 'captured'), isNotNull(payments.releaseDue))),
    )
    .orderBy(asc(payments.dueSince))
    .limit(limit);
}

// ---- attempts and provider events ---------------------------------------------------------------------------

export async function insertAttempt(
  db: Database,
  values: typeof paymentAttempts.$inferInsert,
): Promise<void> {
  await db
    .insert(paymentAttempts)
    .values(values)
    .onConflictDoNothing({ target: paymentAttempts.providerEventId });
}

export function listAttempts(db: Database, paymentId: string): Promise<PaymentAttemptRow[]> {
  return db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.paymentId, paymentId))
    .orderBy(asc(paymentAttempts.at), asc(paymentAttempts.id));
}

/**
 * Stores a verified event unless (provider, event id) is stored already; returns whether it is new. A concurrent
 * insert of the same event waits on the unique index until the first commits (then this one is not new) or rolls
 * back (then it is).
 */
export async function insertProviderEvent(
  db: Database,
  values: typeof providerEvents.$inferInsert,
): Promise<boolean> {
  const rows = await db
    .insert(providerEvents)
    .values(values)
    .onConflictDoNothing({ target: [providerEvents.provider, providerEvents.eventId] })
    .returning({ id: providerEvents.id });
  return rows.length > 0;
}

// ---- what views read from other modules' tables ------------------------------------------------------------

export interface OrderFacts {
  id: string;
  deliveryId: string;
  senderId: string;
  status: string;
  category: string;
  itemNames: string[];
  pickupCountry: string;
  deliveryCountry: string;
  weightGrams: number;
}

export async function findOrderFacts(db: Database, deliveryId: string): Promise<OrderFacts | undefined> {
  const [row] = await db
    .select({
      id: orders.id,
      deliveryId: orders.deliveryId,
      senderId: orders.senderId,
      status: orders.status,
      category: orders.category,
      itemNames: orders.itemNames,
      pickupCountry: orders.pickupCountry,
      deliveryCountry: orders.deliveryCountry,
      weightGrams: orders.weightGrams,
    })
    .from(orders)
    .where(eq(orders.deliveryId, deliveryId))
    .limit(1);
  return row;
}

const travelers = alias(users, 'travelers');

/** Who sent and who carries the payment's delivery, for the receipt. */
export async function findReceiptPeople(
  db: Database,
  payment: Pick<PaymentRow, 'senderId' | 'travelerId' | 'matchId'>,
): Promise<{ senderName: string; travelerName: string; from: string; to: string } | undefined> {
  const [row] = await db
    .select({
      senderName: users.fullName,
      travelerName: travelers.fullName,
      from: trips.departureCity,
      to: trips.arrivalCity,
    })
    .from(matches)
    .innerJoin(trips, eq(trips.id, matches.tripId))
    .innerJoin(users, eq(users.id, payment.senderId))
    .innerJoin(travelers, eq(travelers.id, payment.travelerId))
    .where(eq(matches.id, payment.matchId))
    .limit(1);
  return row;
}

export async function findEmail(db: Database, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.email;
}

// ---- the audit ----------------------------------------------------------------------------------------------

const hold = alias(ledgerTransactions, 'hold');
const release = alias(ledgerTransactions, 'release');
const refund = alias(ledgerTransactions, 'refund');

/** Each payment with the status of its ledger transactions (by their keys) for ledger:check. */
export function paymentPostings(db: Database) {
  return db
    .select({
      id: payments.id,
      deliveryId: payments.deliveryId,
      status: payments.status,
      dueCall: payments.dueCall,
      releaseDue: payments.releaseDue,
      hold: hold.status,
      release: release.status,
      refund: refund.status,
    })
    .from(payments)
    .leftJoin(hold, eq(hold.idempotencyKey, sql`'hold:' || ${payments.id}`))
    .leftJoin(release, eq(release.idempotencyKey, sql`'release:' || ${payments.id}`))
    .leftJoin(refund, eq(refund.idempotencyKey, sql`'refund:' || ${payments.id}`));
}

/** Delivered and cancelled orders whose escrow account holds anything, posted or pending. */
export function closedOrdersWithEscrow(db: Database) {
  return db
    .select({
      deliveryId: orders.deliveryId,
      status: orders.status,
      posted: ledgerAccounts.postedBalance,
      pendingCredits: ledgerAccounts.pendingCredits,
      pendingDebits: ledgerAccounts.pendingDebits,
    })
    .from(orders)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.code, sql`${ESCROW_PREFIX} || ${orders.id}`))
    .where(
      and(
        sql`${orders.status} in ('delivered', 'cancelled')`,
        sql`(${ledgerAccounts.postedBalance} <> 0 or ${ledgerAccounts.pendingCredits} <> 0 or ${ledgerAccounts.pendingDebits} <> 0)`,
      ),
    );
}
