import type { OrderTab } from '@tote/validation/orders';
import type { TripFilter, TripStatus } from '@tote/validation/trips';
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
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { matches } from '../../db/schema/matches';
import { type OrderRow, orders } from '../../db/schema/orders';
import { type NewTripRow, type TripRow, trips } from '../../db/schema/trips';
import { users } from '../../db/schema/users';
import { STATUSES_OF_TAB } from '../orders/orders.repo';

// SQL only: no rules here (trips.service.ts and deliveries.service.ts decide). Every function takes the database
// or a transaction; times are always passed in (the app's clock), never the database's now().

const senders = alias(users, 'senders');

/** `%q%` for ILIKE with the user's own % _ and \ taken literally. */
const containsPattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// ---- trips ------------------------------------------------------------------------------------------------

/** Inserts the trip, or undefined when its booking id is taken (the caller draws another). */
export async function insertTrip(db: Database, values: NewTripRow): Promise<TripRow | undefined> {
  const [row] = await db.insert(trips).values(values).onConflictDoNothing().returning();
  return row;
}

/** The trip, locked until the transaction ends: capacity and status change one request at a time. */
export async function lockTrip(db: Database, tripId: string): Promise<TripRow | undefined> {
  const [row] = await db.select().from(trips).where(eq(trips.id, tripId)).for('update').limit(1);
  return row;
}

export async function updateTrip(
  db: Database,
  tripId: string,
  values: Partial<
    Pick<NewTripRow, 'status' | 'rejectionReason' | 'reviewedBy' | 'reviewedAt' | 'remainingGrams'>
  > & { updatedAt: Date },
): Promise<TripRow> {
  const [row] = await db.update(trips).set(values).where(eq(trips.id, tripId)).returning();
  if (!row) throw new Error(`trip ${tripId} vanished during an update`);
  return row;
}

/** Adds (or with a negative amount takes) capacity; the CHECK keeps it between 0 and the weight offered. */
export async function changeRemaining(db: Database, tripId: string, grams: number, at: Date): Promise<void> {
  await db
    .update(trips)
    .set({ remainingGrams: sql`${trips.remainingGrams} + ${grams}`, updatedAt: at })
    .where(eq(trips.id, tripId));
}

/** Orders the trip carries now: active matches of orders not yet delivered. */
const activeDeliveries = sql<number>`(select count(*)::int from ${matches} join ${orders} on ${orders.id} = ${matches.orderId}
  where ${matches.tripId} = ${trips.id} and ${matches.unmatchedAt} is null
  and ${orders.status} in ('matched', 'shipping'))`;

export interface TripViewRow {
  trip: TripRow;
  travelerName: string;
  deliveryCount: number;
}

const tripViewColumns = {
  trip: trips,
  travelerName: users.fullName,
  deliveryCount: activeDeliveries.mapWith(Number),
};

export async function findTripView(db: Database, tripId: string): Promise<TripViewRow | undefined> {
  const [row] = await db
    .select(tripViewColumns)
    .from(trips)
    .innerJoin(users, eq(users.id, trips.travelerId))
    .where(eq(trips.id, tripId))
    .limit(1);
  return row;
}

export interface TripListFilter {
  /** Only this traveler's trips; undefined: everyone's (staff). */
  travelerId: string | undefined;
  status: TripStatus | undefined;
  filter: TripFilter | undefined;
  now: Date;
  limit: number;
  offset: number;
}

/**
 * The traveler's list filters: pending and approved are trips still ahead (not landed yet); past is every trip
 * no longer open: landed, or rejected, cancelled or completed.
 */
function filterCondition(filter: TripFilter | undefined, now: Date): SQL | undefined {
  switch (filter) {
    case 'pending':
      return and(eq(trips.status, 'pending'), gt(trips.arrivalAt, now));
    case 'approved':
      return and(eq(trips.status, 'approved'), gt(trips.arrivalAt, now));
    case 'past':
      return or(lte(trips.arrivalAt, now), inArray(trips.status, ['rejected', 'cancelled', 'completed']));
    default:
      return undefined;
  }
}

/** A page of trips: open ones by departure (soonest first) for pending/approved, else newest departure first. */
export async function listTrips(
  db: Database,
  filter: TripListFilter,
): Promise<{ rows: TripViewRow[]; total: number }> {
  const where = and(
    filter.travelerId ? eq(trips.travelerId, filter.travelerId) : undefined,
    filter.status ? eq(trips.status, filter.status) : undefined,
    filterCondition(filter.filter, filter.now),
  );
  const order =
    filter.filter === 'pending' || filter.filter === 'approved'
      ? [asc(trips.departureAt), asc(trips.id)]
      : [desc(trips.departureAt), desc(trips.id)];
  const [rows, [counted]] = await Promise.all([
    db
      .select(tripViewColumns)
      .from(trips)
      .innerJoin(users, eq(users.id, trips.travelerId))
      .where(where)
      .orderBy(...order)
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(trips).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** Orders on the trip now (active matches of matched or shipping orders). */
export async function countActiveDeliveries(db: Database, tripId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(matches)
    .innerJoin(orders, eq(orders.id, matches.orderId))
    .where(
      and(
        eq(matches.tripId, tripId),
        isNull(matches.unmatchedAt),
        inArray(orders.status, ['matched', 'shipping']),
      ),
    );
  return row?.total ?? 0;
}

// ---- the deliveries a traveler carries --------------------------------------------------------------------

/**
 * Which match puts an order on a traveler's list: its active match, or for a cancelled order the match the
 * cancellation ended. transitionOrder ends that match at the instant it writes the order's updated_at, and nothing
 * changes a cancelled order afterwards, so the two are equal exactly for that match (an earlier match that staff
 * ended stays off the list).
 */
const carriedBy = (travelerId: string | SQL) =>
  and(
    eq(trips.travelerId, travelerId),
    or(
      isNull(matches.unmatchedAt),
      and(eq(orders.status, 'cancelled'), eq(matches.unmatchedAt, orders.updatedAt)),
    ),
  );

export interface DeliveryRow {
  order: OrderRow;
  trip: TripRow;
  senderName: string;
  travelerName: string;
  sender: { id: string; avatarUrl: string | null; avatarPath: string | null };
}

const deliveryColumns = {
  order: orders,
  trip: trips,
  senderName: senders.fullName,
  travelerName: users.fullName,
  sender: { id: senders.id, avatarUrl: senders.avatarUrl, avatarPath: senders.avatarPath },
};

function deliveriesFrom(db: Database) {
  return db
    .select(deliveryColumns)
    .from(orders)
    .innerJoin(matches, eq(matches.orderId, orders.id))
    .innerJoin(trips, eq(trips.id, matches.tripId))
    .innerJoin(users, eq(users.id, trips.travelerId))
    .innerJoin(senders, eq(senders.id, orders.senderId));
}

/** The order by delivery id if one of the traveler's trips carries (or carried, when cancelled) it. */
export async function findDelivery(
  db: Database,
  travelerId: string,
  deliveryId: string,
): Promise<DeliveryRow | undefined> {
  const [row] = await deliveriesFrom(db)
    .where(and(eq(orders.deliveryId, deliveryId), carriedBy(travelerId)))
    .limit(1);
  return row;
}

export interface DeliveryListFilter {
  travelerId: string;
  tab: OrderTab | undefined;
  q: string | undefined;
  limit: number;
  offset: number;
}

/** A page of the traveler's deliveries, newest first; q searches like the sender's list, and the sender's name. */
export async function listDeliveries(
  db: Database,
  filter: DeliveryListFilter,
): Promise<{ rows: DeliveryRow[]; total: number }> {
  const pattern = filter.q ? containsPattern(filter.q) : undefined;
  const where = and(
    carriedBy(filter.travelerId),
    filter.tab ? inArray(orders.status, STATUSES_OF_TAB[filter.tab]) : undefined,
    pattern ? or(ilike(orders.searchText, pattern), ilike(senders.fullName, pattern)) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    deliveriesFrom(db)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db
      .select({ total: count() })
      .from(orders)
      .innerJoin(matches, eq(matches.orderId, orders.id))
      .innerJoin(trips, eq(trips.id, matches.tripId))
      .innerJoin(senders, eq(senders.id, orders.senderId))
      .where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** The traveler's open delivery (matched or shipping) whose flight lands soonest after `now`. */
export async function findNextDelivery(
  db: Database,
  travelerId: string,
  now: Date,
): Promise<DeliveryRow | undefined> {
  const [row] = await deliveriesFrom(db)
    .where(
      and(
        eq(trips.travelerId, travelerId),
        isNull(matches.unmatchedAt),
        inArray(orders.status, ['matched', 'shipping']),
        gt(trips.arrivalAt, now),
      ),
    )
    .orderBy(asc(trips.arrivalAt), asc(orders.id))
    .limit(1);
  return row;
}

/** Deliveries the traveler completed: all time, or with `from`/`to` those whose order was last changed then. */
export async function countDelivered(
  db: Database,
  travelerId: string,
  between?: { from: Date; to: Date },
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(orders)
    .innerJoin(matches, and(eq(matches.orderId, orders.id), isNull(matches.unmatchedAt)))
    .innerJoin(trips, eq(trips.id, matches.tripId))
    .where(
      and(
        eq(trips.travelerId, travelerId),
        eq(orders.status, 'delivered'),
        between ? gte(orders.updatedAt, between.from) : undefined,
        between ? lt(orders.updatedAt, between.to) : undefined,
      ),
    );
  return row?.total ?? 0;
}

/** Whether the traveler carries or carried an order of the sender (an active match, or a delivered order). */
export async function carriesFor(db: Database, travelerId: string, senderId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(matches, and(eq(matches.orderId, orders.id), isNull(matches.unmatchedAt)))
    .innerJoin(trips, eq(trips.id, matches.tripId))
    .where(and(eq(trips.travelerId, travelerId), eq(orders.senderId, senderId)))
    .limit(1);
  return row !== undefined;
}

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
