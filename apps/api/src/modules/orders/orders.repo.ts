import { countryName } from '@tote/validation/countries';
import type { OrderEventType, OrderTab } from '@tote/validation/orders';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { matches } from '../../db/schema/matches';
import { type OrderEventRow, orderEvents } from '../../db/schema/order-events';
import { type OrderImageRow, orderImages } from '../../db/schema/order-images';
import { type NewOrderRow, type OrderRow, orders } from '../../db/schema/orders';
import { type TripRow, trips } from '../../db/schema/trips';
import { users } from '../../db/schema/users';
import { STATUSES_OF_TAB } from './order-tabs';

// SQL only: no rules here (orders.service.ts decides). Every function takes the database or a transaction.
// Times are always passed in (the app's clock), never the database's now().

const travelers = alias(users, 'travelers');

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

/** `%q%` for ILIKE with the user's own % _ and \ taken literally. */
const containsPattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

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

// The queries of the order views (list, detail, overview) are built once: issue 8.
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

// ---- matches and the courier ------------------------------------------------------------------------------

export interface Courier {
  matchId: string;
  trip: TripRow;
  traveler: { id: string; fullName: string; avatarUrl: string | null; avatarPath: string | null };
}

/** The active match of an order with its trip and traveler, if any. */
export async function findCourier(db: Database, orderId: string): Promise<Courier | undefined> {
  const [row] = await courierOfOrder(db).execute({ orderId });
  return row;
}

const courierOfOrder = preparedQuery((db) =>
  db
    .select({
      matchId: matches.id,
      trip: trips,
      traveler: {
        id: users.id,
        fullName: users.fullName,
        avatarUrl: users.avatarUrl,
        avatarPath: users.avatarPath,
      },
    })
    .from(matches)
    .innerJoin(trips, eq(trips.id, matches.tripId))
    .innerJoin(users, eq(users.id, trips.travelerId))
    .where(and(eq(matches.orderId, sql.placeholder('orderId')), isNull(matches.unmatchedAt)))
    .limit(1)
    .prepare('courier_of_order'),
);

/**
 * The order by its delivery id with everything its detail page shows besides it: the sender's name, the
 * courier of its active match (at most one: matches_active_order_key), its images and its events. One round
 * trip for GET /orders/:deliveryId, which would otherwise read the order, then the name, the courier, the
 * images and the events (issue 8).
 */
export async function findOrderWithPeople(
  db: Database,
  deliveryId: string,
): Promise<
  | {
      order: OrderRow;
      senderName: string | null;
      courier: Courier | undefined;
      images: OrderImageRow[];
      events: OrderEventRow[];
    }
  | undefined
> {
  const [row] = await orderWithPeople(db).execute({ deliveryId });
  if (!row) return undefined;
  const { order, senderName, matchId, trip, traveler, images, events } = row;
  const courier = matchId !== null && trip && traveler ? { matchId, trip, traveler } : undefined;
  return {
    order,
    senderName,
    courier,
    images,
    // JSON carries the instant as text: the same Date the column would give.
    events: events.map((event) => ({ ...event, createdAt: new Date(event.createdAt) })),
  };
}

// The rows of images and events as JSON objects keyed like their drizzle rows (oldest first, by position), so
// the detail needs no second and third query; ids and order match listOrderImages and listOrderEvents.
const imagesJson = sql<OrderImageRow[]>`(select coalesce(json_agg(json_build_object(
    'id', ${orderImages.id}, 'orderId', ${orderImages.orderId}, 'storageKey', ${orderImages.storageKey},
    'contentType', ${orderImages.contentType}, 'sizeBytes', ${orderImages.sizeBytes},
    'position', ${orderImages.position}) order by ${orderImages.position}), '[]'::json)
  from ${orderImages} where ${orderImages.orderId} = ${orders.id})`;
const eventsJson = sql<(Omit<OrderEventRow, 'createdAt'> & { createdAt: string })[]>`(select
    coalesce(json_agg(json_build_object(
    'id', ${orderEvents.id}, 'orderId', ${orderEvents.orderId}, 'type', ${orderEvents.type},
    'note', ${orderEvents.note}, 'actorUserId', ${orderEvents.actorUserId}, 'createdAt', ${orderEvents.createdAt})
    order by ${orderEvents.createdAt}, ${orderEvents.id}), '[]'::json)
  from ${orderEvents} where ${orderEvents.orderId} = ${orders.id})`;

const senders = alias(users, 'senders');

const orderWithPeople = preparedQuery((db) =>
  db
    .select({
      order: orders,
      senderName: senders.fullName,
      matchId: matches.id,
      trip: trips,
      traveler: {
        id: travelers.id,
        fullName: travelers.fullName,
        avatarUrl: travelers.avatarUrl,
        avatarPath: travelers.avatarPath,
      },
      images: imagesJson,
      events: eventsJson,
    })
    .from(orders)
    .leftJoin(senders, eq(senders.id, orders.senderId))
    .leftJoin(matches, and(eq(matches.orderId, orders.id), isNull(matches.unmatchedAt)))
    .leftJoin(trips, eq(trips.id, matches.tripId))
    .leftJoin(travelers, eq(travelers.id, trips.travelerId))
    .where(eq(orders.deliveryId, sql.placeholder('deliveryId')))
    .limit(1)
    .prepare('order_with_people'),
);

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

export async function findUserName(db: Database, userId: string): Promise<string | undefined> {
  const [row] = await userName(db).execute({ userId });
  return row?.fullName;
}

const userName = preparedQuery((db) =>
  db
    .select({ fullName: users.fullName })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('user_name'),
);

// ---- lists ------------------------------------------------------------------------------------------------

export interface OrderListFilter {
  /** Only this sender's orders; undefined: everyone's (staff). */
  senderId: string | undefined;
  tab: OrderTab | undefined;
  q: string | undefined;
  limit: number;
  offset: number;
}

/** What a list shows of an order (toSummary in orders.service.ts): the list reads no other column. */
const summaryColumns = {
  id: orders.id,
  deliveryId: orders.deliveryId,
  category: orders.category,
  itemNames: orders.itemNames,
  pickupCountry: orders.pickupCountry,
  deliveryAddress: orders.deliveryAddress,
  deliveryCountry: orders.deliveryCountry,
  status: orders.status,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
};

export type OrderSummaryRow = Pick<OrderRow, keyof typeof summaryColumns> & { travelerName: string | null };

function listConditions(filter: Pick<OrderListFilter, 'senderId' | 'tab' | 'q'>): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.senderId) conditions.push(eq(orders.senderId, filter.senderId));
  if (filter.tab) conditions.push(inArray(orders.status, STATUSES_OF_TAB[filter.tab]));
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    // search_text is already lower-case; ILIKE keeps the trigram index usable either way.
    conditions.push(or(ilike(orders.searchText, pattern), ilike(travelers.fullName, pattern)));
  }
  return and(...conditions);
}

// The list query has one shape per (sender or everyone, tab, search or not), each built once with its values
// as placeholders; the tab's statuses are fixed per shape, so they stay in the text.
const listShapes = new Map<string, ReturnType<typeof listShape>>();
function listShape(key: { bySender: boolean; tab: OrderTab | undefined; search: boolean }) {
  return preparedQuery((db) =>
    db
      .select({
        order: summaryColumns,
        travelerName: travelers.fullName,
        // The count of every matching row, before LIMIT: the page and its total in one round trip.
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(orders)
      .leftJoin(matches, and(eq(matches.orderId, orders.id), isNull(matches.unmatchedAt)))
      .leftJoin(trips, eq(trips.id, matches.tripId))
      .leftJoin(travelers, eq(travelers.id, trips.travelerId))
      .where(
        and(
          key.bySender ? eq(orders.senderId, sql.placeholder('senderId')) : undefined,
          key.tab ? inArray(orders.status, STATUSES_OF_TAB[key.tab]) : undefined,
          key.search
            ? or(
                ilike(orders.searchText, sql.placeholder('pattern')),
                ilike(travelers.fullName, sql.placeholder('pattern')),
              )
            : undefined,
        ),
      )
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(
        `orders_list_${key.bySender ? 'sender' : 'all'}_${key.tab ?? 'any'}_${key.search ? 'q' : 'all'}`,
      ),
  );
}

/** A page of orders, newest first, each with the name of the traveler of its active match. */
export async function listOrders(
  db: Database,
  filter: OrderListFilter,
): Promise<{ rows: OrderSummaryRow[]; total: number }> {
  const key = { bySender: Boolean(filter.senderId), tab: filter.tab, search: Boolean(filter.q) };
  const name = `${key.bySender}/${key.tab}/${key.search}`;
  let shape = listShapes.get(name);
  if (!shape) {
    shape = listShape(key);
    listShapes.set(name, shape);
  }
  // One active match per order at most (matches_active_order_key), so the joins never repeat an order.
  const rows = await shape(db).execute({
    senderId: filter.senderId,
    pattern: filter.q ? containsPattern(filter.q) : undefined,
    limit: filter.limit,
    offset: filter.offset,
  });
  const [first] = rows;
  return {
    rows: rows.map(({ order, travelerName }) => ({ ...order, travelerName })),
    // A page past the end has no row to carry the count: ask for it then (rare), else it is 0.
    total: first ? first.total : filter.offset > 0 ? await countOrders(db, filter) : 0,
  };
}

async function countOrders(db: Database, filter: OrderListFilter): Promise<number> {
  const [counted] = await db
    .select({ total: count() })
    .from(orders)
    .leftJoin(matches, and(eq(matches.orderId, orders.id), isNull(matches.unmatchedAt)))
    .leftJoin(trips, eq(trips.id, matches.tripId))
    .leftJoin(travelers, eq(travelers.id, trips.travelerId))
    .where(listConditions(filter));
  return counted?.total ?? 0;
}

/**
 * The sender home tiles in one round trip (issue 8): the sender's shipping order whose flight lands soonest
 * after `now` (or none), and how many orders the sender created in [from, to).
 */
export async function findOverview(
  db: Database,
  senderId: string,
  now: Date,
  from: Date,
  to: Date,
): Promise<{
  next:
    | { order: Pick<OrderRow, 'deliveryId' | 'category'>; travelerName: string; arrivalAt: Date }
    | undefined;
  monthlyCount: number;
}> {
  const [row] = await overview(db).execute({ senderId, now, from, to });
  const next =
    row?.deliveryId != null && row.category != null && row.travelerName != null && row.arrivalAt != null
      ? {
          order: { deliveryId: row.deliveryId, category: row.category },
          travelerName: row.travelerName,
          arrivalAt: row.arrivalAt,
        }
      : undefined;
  return { next, monthlyCount: row?.monthlyCount ?? 0 };
}

const overview = preparedQuery((db) => {
  const next = db
    .select({
      // What the overview tile shows of it.
      deliveryId: orders.deliveryId,
      category: orders.category,
      travelerName: users.fullName,
      arrivalAt: trips.arrivalAt,
    })
    .from(orders)
    .innerJoin(matches, and(eq(matches.orderId, orders.id), isNull(matches.unmatchedAt)))
    .innerJoin(trips, eq(trips.id, matches.tripId))
    .innerJoin(users, eq(users.id, trips.travelerId))
    .where(
      and(
        eq(orders.senderId, sql.placeholder('senderId')),
        eq(orders.status, 'shipping'),
        gt(trips.arrivalAt, sql.placeholder('now')),
      ),
    )
    .orderBy(asc(trips.arrivalAt))
    .limit(1)
    .as('next');
  const monthly = db
    .select({ monthlyCount: sql<number>`count(*)::int`.as('monthly_count') })
    .from(orders)
    .where(
      and(
        eq(orders.senderId, sql.placeholder('senderId')),
        gte(orders.createdAt, sql.placeholder('from')),
        lt(orders.createdAt, sql.placeholder('to')),
      ),
    )
    .as('monthly');
  // The count is always one row; the next arrival joins it when there is one.
  return db
    .select({
      monthlyCount: monthly.monthlyCount,
      deliveryId: next.deliveryId,
      category: next.category,
      travelerName: next.travelerName,
      arrivalAt: next.arrivalAt,
    })
    .from(monthly)
    .leftJoin(next, sql`true`)
    .prepare('sender_overview');
});
