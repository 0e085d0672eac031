import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { matches } from '../../db/schema/matches';
import { orderEvents } from '../../db/schema/order-events';
import { orders } from '../../db/schema/orders';
import { type ReviewRow, reviewReminders, reviews } from '../../db/schema/reviews';
import { trips } from '../../db/schema/trips';
import { users } from '../../db/schema/users';

// SQL only: reviews.service.ts decides who may do what. The reviews and review_reminders tables are this
// module's (docs/architecture.md, "Who owns which table"); orders, matches, trips and users are read here in
// joins only (who the order's two people are, when it was delivered).

const deliveredAt = sql<Date | null>`(select max(${orderEvents.createdAt}) from ${orderEvents} where ${orderEvents.orderId} = ${orders.id} and ${orderEvents.type} = 'delivered')`;

export interface OrderParties {
  orderId: string;
  deliveryId: string;
  status: string;
  senderId: string;
  senderName: string;
  travelerId: string | null;
  travelerName: string | null;
  /** The last 'delivered' event of the order; null when never delivered. */
  deliveredAt: Date | null;
}

const senders = alias(users, 'sender_user');
const travelers = alias(users, 'traveler_user');

function partiesQuery(db: Database) {
  return db
    .select({
      orderId: orders.id,
      deliveryId: orders.deliveryId,
      status: orders.status,
      senderId: orders.senderId,
      senderName: senders.fullName,
      travelerId: trips.travelerId,
      travelerName: travelers.fullName,
      deliveredAt: deliveredAt.mapWith(orderEvents.createdAt),
    })
    .from(orders)
    .innerJoin(senders, eq(senders.id, orders.senderId))
    .leftJoin(matches, and(eq(matches.orderId, orders.id), isNull(matches.unmatchedAt)))
    .leftJoin(trips, eq(trips.id, matches.tripId))
    .leftJoin(travelers, eq(travelers.id, trips.travelerId));
}

/** The order's sender and traveler (through its active match) and its delivery time. */
export async function findOrderParties(db: Database, deliveryId: string): Promise<OrderParties | undefined> {
  const [row] = await partiesQuery(db).where(eq(orders.deliveryId, deliveryId)).limit(1);
  return row;
}

/** The orders the two people share (one sent, the other carries or carried), newest first. */
export function sharedOrders(db: Database, a: string, b: string): Promise<OrderParties[]> {
  return partiesQuery(db)
    .where(
      or(
        and(eq(orders.senderId, a), eq(trips.travelerId, b)),
        and(eq(orders.senderId, b), eq(trips.travelerId, a)),
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(50);
}

/** Delivered orders delivered in (from, to]: the ones whose window closes within the reminder's days. */
export function deliveredBetween(db: Database, from: Date, to: Date): Promise<OrderParties[]> {
  return partiesQuery(db).where(
    and(
      eq(orders.status, 'delivered'),
      sql`${deliveredAt} > ${from.toISOString()}::timestamptz`,
      sql`${deliveredAt} <= ${to.toISOString()}::timestamptz`,
    ),
  );
}

export function reviewsOfOrder(db: Database, orderId: string): Promise<ReviewRow[]> {
  return db.select().from(reviews).where(eq(reviews.orderId, orderId)).orderBy(asc(reviews.createdAt));
}

export function reviewsOfOrders(db: Database, orderIds: string[]): Promise<ReviewRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db.select().from(reviews).where(inArray(reviews.orderId, orderIds));
}

export async function insertReview(
  tx: Database,
  values: {
    subjectUserId: string;
    authorUserId: string;
    orderId: string;
    rating: number;
    text: string;
    createdAt: Date;
    windowClosesAt: Date;
  },
): Promise<ReviewRow> {
  const [row] = await tx.insert(reviews).values(values).returning();
  if (!row) throw new Error('review insert returned nothing');
  return row;
}

/** Shows every hidden review of the order at `at` (the second one written). */
export async function revealOrder(tx: Database, orderId: string, at: Date): Promise<void> {
  await tx
    .update(reviews)
    .set({ revealedAt: at })
    .where(and(eq(reviews.orderId, orderId), isNull(reviews.revealedAt)));
}

/**
 * Shows the hidden reviews whose window closed by `now`, stamped with the close (the job may run late); the
 * rows shown. SKIP LOCKED: two instances share them rather than queue.
 */
export async function revealClosed(tx: Database, now: Date): Promise<ReviewRow[]> {
  const due = tx
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(isNull(reviews.revealedAt), lte(reviews.windowClosesAt, now)))
    .for('update', { skipLocked: true });
  return tx
    .update(reviews)
    .set({ revealedAt: sql`${reviews.windowClosesAt}` })
    .where(inArray(reviews.id, due))
    .returning();
}

/** The review, locked until the caller's transaction ends. */
export async function lockReview(tx: Database, id: string): Promise<ReviewRow | undefined> {
  const [row] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
  return row;
}

export async function updateReview(
  tx: Database,
  id: string,
  values: Partial<
    Pick<
      ReviewRow,
      | 'reply'
      | 'repliedAt'
      | 'reportReason'
      | 'reportedAt'
      | 'reportOutcome'
      | 'reportDecidedAt'
      | 'reportDecidedBy'
      | 'hiddenAt'
      | 'hiddenBy'
      | 'hiddenReason'
    >
  >,
): Promise<ReviewRow> {
  const [row] = await tx.update(reviews).set(values).where(eq(reviews.id, id)).returning();
  if (!row) throw new Error('review update returned nothing');
  return row;
}

/** Records the reminder once; true when this call recorded it (false: someone was already reminded). */
export async function recordReminder(
  tx: Database,
  orderId: string,
  userId: string,
  at: Date,
): Promise<boolean> {
  const rows = await tx
    .insert(reviewReminders)
    .values({ orderId, userId, remindedAt: at })
    .onConflictDoNothing()
    .returning({ orderId: reviewReminders.orderId });
  return rows.length > 0;
}

export async function deliveryIdsOf(db: Database, orderIds: string[]): Promise<Map<string, string>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ id: orders.id, deliveryId: orders.deliveryId })
    .from(orders)
    .where(inArray(orders.id, orderIds));
  return new Map(rows.map((row) => [row.id, row.deliveryId]));
}

const authors = alias(users, 'author_user');
const subjects = alias(users, 'subject_user');
const deciders = alias(users, 'decider_user');
const hiders = alias(users, 'hider_user');

/** Reviews as staff see them, with the people's names: the open reports (oldest first) or one person's. */
export function listForStaff(
  db: Database,
  filter: { reported: true } | { subjectId: string },
  limit: number,
) {
  const query = db
    .select({
      review: reviews,
      deliveryId: orders.deliveryId,
      authorName: authors.fullName,
      subjectName: subjects.fullName,
      decidedByName: deciders.fullName,
      hiddenByName: hiders.fullName,
    })
    .from(reviews)
    .innerJoin(subjects, eq(subjects.id, reviews.subjectUserId))
    .leftJoin(authors, eq(authors.id, reviews.authorUserId))
    .leftJoin(orders, eq(orders.id, reviews.orderId))
    .leftJoin(deciders, eq(deciders.id, reviews.reportDecidedBy))
    .leftJoin(hiders, eq(hiders.id, reviews.hiddenBy));
  if ('reported' in filter) {
    return query
      .where(and(isNotNull(reviews.reportedAt), isNull(reviews.reportOutcome)))
      .orderBy(asc(reviews.reportedAt), asc(reviews.id))
      .limit(limit);
  }
  return query
    .where(eq(reviews.subjectUserId, filter.subjectId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
}

export async function findForStaff(db: Database, id: string) {
  const [row] = await db
    .select({
      review: reviews,
      deliveryId: orders.deliveryId,
      authorName: authors.fullName,
      subjectName: subjects.fullName,
      decidedByName: deciders.fullName,
      hiddenByName: hiders.fullName,
    })
    .from(reviews)
    .innerJoin(subjects, eq(subjects.id, reviews.subjectUserId))
    .leftJoin(authors, eq(authors.id, reviews.authorUserId))
    .leftJoin(orders, eq(orders.id, reviews.orderId))
    .leftJoin(deciders, eq(deciders.id, reviews.reportDecidedBy))
    .leftJoin(hiders, eq(hiders.id, reviews.hiddenBy))
    .where(eq(reviews.id, id))
    .limit(1);
  return row;
}

export type StaffReviewRow = NonNullable<Awaited<ReturnType<typeof findForStaff>>>;

/** The name of a user (for notices); null when gone. */
export async function nameOf(db: Database, userId: string): Promise<string | null> {
  const [row] = await db.select({ name: users.fullName }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.name ?? null;
}
