import type { TripFilter, TripStatus } from '@tote/validation/trips';
import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { matches } from '../../db/schema/matches';
import { orders } from '../../db/schema/orders';
import { type NewTripRow, type TripRow, trips } from '../../db/schema/trips';
import { users } from '../../db/schema/users';
import type { TripViewRow } from './trip-view';

// SQL only: no rules here (trips.service.ts decides). Every function takes the database
// or a transaction; times are always passed in (the app's clock), never the database's now().

// ---- trips ------------------------------------------------------------------------------------------------

/** Inserts the trip, or undefined when its booking id is taken (the caller draws another). */
export async function insertTrip(db: Database, values: NewTripRow): Promise<TripRow | undefined> {
  const [row] = await db.insert(trips).values(values).onConflictDoNothing().returning();
  return row;
}

/**
 * When the traveler's n-th newest trip made after `since` was made (null when they made fewer): what the
 * per-traveler limit on new trips counts (trips_traveler_departure_at_id_idx finds the traveler's few rows).
 */
export async function nthNewestTripSince(
  db: Database,
  travelerId: string,
  n: number,
  since: Date,
): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: trips.createdAt })
    .from(trips)
    .where(and(eq(trips.travelerId, travelerId), gt(trips.createdAt, since)))
    .orderBy(desc(trips.createdAt))
    .limit(1)
    .offset(n - 1);
  return row?.createdAt ?? null;
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
  /** Count at most this many (the rows of MAX_PAGE pages); undefined: count them all. */
  countUpTo?: number | undefined;
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
  // The page's ids from the index, then only those rows with their delivery counts: an OFFSET skips ids, not
  // counted rows; the total stops at `countUpTo` (MAX_PAGE pages) when given (ADR 026).
  const pageIds = db
    .select({ id: trips.id })
    .from(trips)
    .where(where)
    .orderBy(...order)
    .limit(filter.limit)
    .offset(filter.offset);
  const matching = db.select({ one: sql`1` }).from(trips).where(where).$dynamic();
  const counted = filter.countUpTo === undefined ? matching : matching.limit(filter.countUpTo);
  const [rows, [total]] = await Promise.all([
    db
      .select(tripViewColumns)
      .from(trips)
      .innerJoin(users, eq(users.id, trips.travelerId))
      .where(inArray(trips.id, pageIds))
      .orderBy(...order),
    db.select({ total: count() }).from(counted.as('counted')),
  ]);
  return { rows, total: total?.total ?? 0 };
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
