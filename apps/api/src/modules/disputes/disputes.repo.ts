import type { DisputeStatus } from '@tote/validation/disputes';
import { and, asc, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Database, queryRows } from '../../db/client';
import { conversations } from '../../db/schema/conversations';
import { type DisputeRow, disputes } from '../../db/schema/disputes';
import { payments } from '../../db/schema/payments';
import { users } from '../../db/schema/users';

// SQL only (disputes.service.ts decides). The disputes module owns `disputes`; the reads below join the order,
// its match, trip, payment and earning, and the people, as read models may (docs/architecture.md).

/** What opening a dispute needs to know of the order, read under the order's lock. */
export interface OpeningFacts {
  orderId: string;
  deliveryId: string;
  senderId: string;
  status: string;
  travelerId: string | null;
  arrivalAt: Date | null;
  deliveredAt: Date | null;
  paymentId: string | null;
  releaseHoldHours: number | null;
  earningAvailableAt: Date | null;
}

const dateOf = (value: unknown) =>
  value === null || value === undefined ? null : value instanceof Date ? value : new Date(String(value));

export async function openingFacts(db: Database, orderId: string): Promise<OpeningFacts | undefined> {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select o.id as order_id, o.delivery_id, o.sender_id, o.status,
        t.traveler_id, t.arrival_at,
        (select max(e.created_at) from order_events e where e.order_id = o.id and e.type = 'delivered')
          as delivered_at,
        p.id as payment_id, p.release_hold_hours, er.available_at as earning_available_at
      from orders o
      left join matches ma on ma.order_id = o.id and ma.unmatched_at is null
      left join trips t on t.id = ma.trip_id
      left join lateral (
        select p.id, p.release_hold_hours from payments p where p.order_id = o.id
        order by p.created_at desc limit 1
      ) p on true
      left join earnings er on er.order_id = o.id
      where o.id = ${orderId}`,
  );
  if (!row) return undefined;
  return {
    orderId: String(row.order_id),
    deliveryId: String(row.delivery_id),
    senderId: String(row.sender_id),
    status: String(row.status),
    travelerId: (row.traveler_id as string | null) ?? null,
    arrivalAt: dateOf(row.arrival_at),
    deliveredAt: dateOf(row.delivered_at),
    paymentId: (row.payment_id as string | null) ?? null,
    releaseHoldHours: row.release_hold_hours === null ? null : Number(row.release_hold_hours),
    earningAvailableAt: dateOf(row.earning_available_at),
  };
}

/** Inserts the dispute unless the order has one (the unique index decides a race); undefined when it had. */
export async function insertDispute(tx: Database, values: typeof disputes.$inferInsert) {
  const [row] = await tx
    .insert(disputes)
    .values(values)
    .onConflictDoNothing({ target: disputes.orderId })
    .returning();
  return row;
}

export async function findDisputeOfOrder(db: Database, orderId: string): Promise<DisputeRow | undefined> {
  const [row] = await db.select().from(disputes).where(eq(disputes.orderId, orderId));
  return row;
}

export async function findDispute(db: Database, id: string): Promise<DisputeRow | undefined> {
  const [row] = await db.select().from(disputes).where(eq(disputes.id, id));
  return row;
}

export async function lockDispute(tx: Database, id: string): Promise<DisputeRow | undefined> {
  const [row] = await tx.select().from(disputes).where(eq(disputes.id, id)).for('update');
  return row;
}

export async function updateDispute(
  tx: Database,
  id: string,
  values: Partial<Omit<DisputeRow, 'id' | 'orderId'>>,
): Promise<DisputeRow> {
  const [row] = await tx.update(disputes).set(values).where(eq(disputes.id, id)).returning();
  if (!row) throw new Error(`dispute ${id} vanished`);
  return row;
}

/** Disputes whose provider refund is still owed (the provider did not answer), oldest first. */
export async function listRefundsDue(db: Database, limit: number): Promise<DisputeRow[]> {
  return db
    .select()
    .from(disputes)
    .where(isNotNull(disputes.refundDueSince))
    .orderBy(asc(disputes.refundDueSince))
    .limit(limit);
}

// ---- views --------------------------------------------------------------------------------------------------

const senderUser = alias(users, 'dispute_sender');
const travelerUser = alias(users, 'dispute_traveler');

export interface DisputeView {
  dispute: DisputeRow;
  senderName: string;
  travelerName: string;
  payment: {
    status: string;
    totalMinor: number;
    refundedMinor: number;
    currency: string;
    providerPaymentId: string | null;
  } | null;
  conversationId: string | null;
}

function viewQuery(db: Database) {
  return db
    .select({
      dispute: disputes,
      senderName: senderUser.fullName,
      travelerName: travelerUser.fullName,
      paymentStatus: payments.status,
      totalMinor: payments.totalMinor,
      refundedMinor: payments.refundedMinor,
      currency: payments.currency,
      providerPaymentId: payments.providerPaymentId,
      conversationId: conversations.id,
    })
    .from(disputes)
    .innerJoin(senderUser, eq(senderUser.id, disputes.senderId))
    .innerJoin(travelerUser, eq(travelerUser.id, disputes.travelerId))
    .leftJoin(payments, eq(payments.id, disputes.paymentId))
    .leftJoin(
      conversations,
      and(eq(conversations.orderId, disputes.orderId), eq(conversations.kind, 'dispute')),
    );
}

type ViewRow = Awaited<ReturnType<ReturnType<typeof viewQuery>['execute']>>[number];

function toView(row: ViewRow): DisputeView {
  return {
    dispute: row.dispute,
    senderName: row.senderName,
    travelerName: row.travelerName,
    payment:
      row.paymentStatus && row.totalMinor !== null && row.currency
        ? {
            status: row.paymentStatus,
            totalMinor: row.totalMinor,
            refundedMinor: row.refundedMinor ?? 0,
            currency: row.currency,
            providerPaymentId: row.providerPaymentId,
          }
        : null,
    conversationId: row.conversationId,
  };
}

export async function findDisputeView(db: Database, id: string): Promise<DisputeView | undefined> {
  const [row] = await viewQuery(db).where(eq(disputes.id, id));
  return row ? toView(row) : undefined;
}

export async function listDisputesOfOrder(db: Database, orderId: string): Promise<DisputeView[]> {
  const rows = await viewQuery(db).where(eq(disputes.orderId, orderId));
  return rows.map(toView);
}

/** The staff queue: oldest first, open ones by default. */
export async function listQueue(db: Database, status: DisputeStatus, limit: number): Promise<DisputeView[]> {
  const rows = await viewQuery(db)
    .where(eq(disputes.status, status))
    .orderBy(status === 'open' ? asc(disputes.openedAt) : desc(disputes.resolvedAt), asc(disputes.id))
    .limit(limit);
  return rows.map(toView);
}

/** Every dispute a person was part of, as sender or traveler, newest first. */
export async function listDisputesOfUser(
  db: Database,
  userId: string,
  limit: number,
): Promise<DisputeView[]> {
  const rows = await viewQuery(db)
    .where(or(eq(disputes.senderId, userId), eq(disputes.travelerId, userId)))
    .orderBy(desc(disputes.openedAt))
    .limit(limit);
  return rows.map(toView);
}

export async function findEmails(
  db: Database,
  ids: string[],
): Promise<Map<string, { email: string; fullName: string }>> {
  const rows = await db
    .select({ id: users.id, email: users.email, fullName: users.fullName })
    .from(users)
    .where(or(...ids.map((id) => eq(users.id, id))));
  return new Map(rows.map((row) => [row.id, { email: row.email, fullName: row.fullName }]));
}

/** For the money check: each resolved dispute's amount against the clearing legs posted under its id. */
export async function refundsAgainstLedger(db: Database, clearingCode: string) {
  return queryRows<{
    id: string;
    delivery_id: string;
    refund_minor: string | number;
    posted: string | number;
  }>(
    db,
    sql`select d.id, d.delivery_id, d.refund_minor,
        coalesce((select sum(le.amount) from ledger_transactions lt
          join ledger_entries le on le.transaction_id = lt.id
          join ledger_accounts la on la.id = le.account_id and la.code = ${clearingCode}
          where lt.status = 'posted' and lt.metadata->>'disputeId' = d.id::text), 0) as posted
      from disputes d where d.status = 'resolved'`,
  );
}
