import { countryName } from '@tote/validation/countries';
import type { OrderEventType } from '@tote/validation/orders';
import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { matches } from '../../db/schema/matches';
import { type OrderEventRow, orderEvents } from '../../db/schema/order-events';
import { type OrderImageRow, orderImages } from '../../db/schema/order-images';
import { type NewOrderRow, type OrderRow, orders } from '../../db/schema/orders';

// SQL only: no rules here (orders.service.ts decides). Every function takes the database or a transaction.
// Times are always passed in (the app's clock), never the database's now(). The writes on the orders module's
// tables (orders, order_images, order_events, matches) are all here; the detail's reads are
// order-details.repo.ts, the lists' order-lists.repo.ts.

/**
 * What the trigram index searches: lower-cased, one field per line (so a match never spans two fields). The
 * destination is its code and its English name, so "rwanda" finds an order to RW as it did before codes.
 */
export function orderSearchText(
  order: Pick<OrderRow, 'deliveryId' | 'category' | 'itemNames' | 'deliveryAddress' | 'deliveryCountry'>,
): string {
  return [
    order.deliveryId,
    order.category,
    ...order.itemNames,
    order.deliveryAddress,
    order.deliveryCountry,
    countryName(order.deliveryCountry),
  ]
    .join('\n')
    .toLowerCase();
}

// ---- orders -----------------------------------------------------------------------------------------------

/**
 * Inserts the order, or returns undefined when a unique index says no: the delivery id is taken (the caller
 * draws another) or this sender already used this idempotency key (the caller answers that order). Under a
 * concurrent double submit PostgreSQL makes the second insert wait for the first and then do nothing.
 */
export async function insertOrder(db: Database, values: NewOrderRow): Promise<OrderRow | undefined> {
  const [row] = await db.insert(orders).values(values).onConflictDoNothing().returning();
  return row;
}

/**
 * When the sender's n-th newest order made after `since` was made (null when they made fewer): what the
 * per-sender limit on new orders counts (orders_sender_created_at_id_idx).
 */
export async function nthNewestOrderSince(
  db: Database,
  senderId: string,
  n: number,
  since: Date,
): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: orders.createdAt })
    .from(orders)
    .where(and(eq(orders.senderId, senderId), gt(orders.createdAt, since)))
    .orderBy(desc(orders.createdAt))
    .limit(1)
    .offset(n - 1);
  return row?.createdAt ?? null;
}

export async function findOrderByIdempotencyKey(
  db: Database,
  senderId: string,
  key: string,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.senderId, senderId), eq(orders.idempotencyKey, key)))
    .limit(1);
  return row;
}

export async function findOrderByDeliveryId(db: Database, deliveryId: string): Promise<OrderRow | undefined> {
  const [row] = await orderByDeliveryId(db).execute({ deliveryId });
  return row;
}

// Built once, like every query on an order's screens: building a query's text costs more than running it.
const orderByDeliveryId = preparedQuery((db) =>
  db
    .select()
    .from(orders)
    .where(eq(orders.deliveryId, sql.placeholder('deliveryId')))
    .limit(1)
    .prepare('order_by_delivery_id'),
);

/** The order, locked until the transaction ends, so two status changes never interleave. */
export async function lockOrder(db: Database, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update').limit(1);
  return row;
}

export async function updateOrder(
  db: Database,
  orderId: string,
  values: Partial<
    Pick<
      NewOrderRow,
      'status' | 'deliveryAddress' | 'deliveryCountry' | 'searchText' | 'handOverCode' | 'handOverAttempts'
    >
  > & {
    updatedAt: Date;
  },
): Promise<OrderRow> {
  const [row] = await db.update(orders).set(values).where(eq(orders.id, orderId)).returning();
  if (!row) throw new Error(`order ${orderId} vanished during an update`);
  return row;
}

// ---- hand-over (the traveler's side of an order, asked for by deliveries) ----------------------------------

/** Counts a wrong hand-over code in one statement (so two at once both count); returns the new total. */
export async function countWrongHandOver(db: Database, orderId: string): Promise<number> {
  const [row] = await db
    .update(orders)
    .set({ handOverAttempts: sql`${orders.handOverAttempts} + 1` })
    .where(eq(orders.id, orderId))
    .returning({ attempts: orders.handOverAttempts });
  return row?.attempts ?? 0;
}

export async function recordHandOverPhoto(
  db: Database,
  orderId: string,
  photo: { key: string; contentType: string; sizeBytes: number; by: string },
): Promise<void> {
  await db
    .update(orders)
    .set({
      handOverPhotoKey: photo.key,
      handOverPhotoType: photo.contentType,
      handOverPhotoSize: photo.sizeBytes,
      handOverPhotoBy: photo.by,
    })
    .where(eq(orders.id, orderId));
}

// ---- images and events ------------------------------------------------------------------------------------

export async function insertOrderImages(
  db: Database,
  rows: (typeof orderImages.$inferInsert)[],
): Promise<OrderImageRow[]> {
  if (rows.length === 0) return [];
  return db.insert(orderImages).values(rows).returning();
}

export async function listOrderImages(db: Database, orderId: string): Promise<OrderImageRow[]> {
  return imagesOfOrder(db).execute({ orderId });
}

const imagesOfOrder = preparedQuery((db) =>
  db
    .select()
    .from(orderImages)
    .where(eq(orderImages.orderId, sql.placeholder('orderId')))
    .orderBy(asc(orderImages.position))
    .prepare('images_of_order'),
);

export async function findOrderImage(
  db: Database,
  orderId: string,
  imageId: string,
): Promise<OrderImageRow | undefined> {
  const [row] = await db
    .select()
    .from(orderImages)
    .where(and(eq(orderImages.orderId, orderId), eq(orderImages.id, imageId)))
    .limit(1);
  return row;
}

export async function insertOrderEvent(
  db: Database,
  values: {
    orderId: string;
    type: OrderEventType;
    note?: string | null;
    actorUserId: string | null;
    createdAt: Date;
  },
): Promise<OrderEventRow> {
  const [row] = await db.insert(orderEvents).values(values).returning();
  if (!row) throw new Error('order event insert returned nothing');
  return row;
}

/** How many times the order's address changed since `since`, and the oldest of those changes (the rate limit). */
export async function countAddressChangesSince(
  db: Database,
  orderId: string,
  since: Date,
): Promise<{ count: number; oldest: Date | null }> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, oldest: sql<string | null>`min(${orderEvents.createdAt})` })
    .from(orderEvents)
    .where(
      and(
        eq(orderEvents.orderId, orderId),
        eq(orderEvents.type, 'address_changed'),
        gt(orderEvents.createdAt, since),
      ),
    );
  return { count: row?.count ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
}

/** Oldest first; the id breaks ties between events written in the same instant. */
export async function listOrderEvents(db: Database, orderId: string): Promise<OrderEventRow[]> {
  return eventsOfOrder(db).execute({ orderId });
}

const eventsOfOrder = preparedQuery((db) =>
  db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, sql.placeholder('orderId')))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id))
    .prepare('events_of_order'),
);

// ---- matches (the orders module owns them: a match row changes with its order's status) ----------------

export async function insertMatch(db: Database, values: typeof matches.$inferInsert): Promise<void> {
  await db.insert(matches).values(values);
}

/** Ends the order's active match (if any); the row stays as history. */
export async function endActiveMatch(
  db: Database,
  orderId: string,
  at: Date,
  byUserId: string | null,
): Promise<boolean> {
  const ended = await db
    .update(matches)
    .set({ unmatchedAt: at, unmatchedBy: byUserId })
    .where(and(eq(matches.orderId, orderId), isNull(matches.unmatchedAt)))
    .returning({ id: matches.id });
  return ended.length > 0;
}
