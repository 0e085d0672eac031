import { and, asc, count, desc, eq, gt, gte, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { type MatchRow, matches } from '../../db/schema/matches';
import { type OrderRow, orders } from '../../db/schema/orders';
import { type TripRow, trips } from '../../db/schema/trips';
import { users } from '../../db/schema/users';

// SQL only: no rules here (matches.service.ts decides). Every function takes the database or a transaction;
// times are always passed in (the app's clock), never the database's now().

const senders = alias(users, 'senders');
const travelers = alias(users, 'travelers');

// ---- candidates -----------------------------------------------------------------------------------------------

export interface TripCandidateRow {
  trip: TripRow;
  traveler: { id: string; fullName: string; avatarUrl: string | null; avatarPath: string | null };
}

/**
 * Traveler in Sync: approved trips from `from` to `to` that depart after `now` with room for `grams`, soonest
 * arrival first. Read through trips_approved_route_arrival_idx (status = 'approved'; departure country,
 * arrival country, arrival_at, id): `arrival_at > now` (implied by departure_at > now and the CHECK
 * arrival_at > departure_at, but written out) starts the index range at now, so departed trips are never read;
 * the two other conditions filter the rows met in order. Built once (bench/matching.mjs times this query and
 * keeps its EXPLAIN ANALYZE).
 */
export const tripCandidatesSelect = (db: Database) =>
  db
    .select({
      trip: trips,
      traveler: {
        id: users.id,
        fullName: users.fullName,
        avatarUrl: users.avatarUrl,
        avatarPath: users.avatarPath,
      },
    })
    .from(trips)
    .innerJoin(users, eq(users.id, trips.travelerId))
    .where(
      and(
        // A literal, not a parameter: a prepared statement's generic plan can then still use the partial index.
        sql`${trips.status} = 'approved'`,
        eq(trips.departureCountry, sql.placeholder('from')),
        eq(trips.arrivalCountry, sql.placeholder('to')),
        gt(trips.arrivalAt, sql.placeholder('now')),
        gt(trips.departureAt, sql.placeholder('now')),
        gte(trips.remainingGrams, sql.placeholder('grams')),
      ),
    )
    .orderBy(asc(trips.arrivalAt), asc(trips.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));

const tripCandidates = preparedQuery((db) => tripCandidatesSelect(db).prepare('match_trip_candidates'));

export function listTripCandidates(
  db: Database,
  filter: { from: string; to: string; grams: number; now: Date; limit: number; offset: number },
): Promise<TripCandidateRow[]> {
  return tripCandidates(db).execute(filter);
}

export interface OrderCandidateRow {
  order: OrderRow;
  senderName: string;
}

/**
 * Sender in Sync: processing orders from `from` to `to` that weigh at most `grams`, oldest first (the longest
 * waiting sender is served first). Read through orders_processing_route_created_at_idx.
 */
export const orderCandidatesSelect = (db: Database) =>
  db
    .select({ order: orders, senderName: users.fullName })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.senderId))
    .where(
      and(
        sql`${orders.status} = 'processing'`,
        eq(orders.pickupCountry, sql.placeholder('from')),
        eq(orders.deliveryCountry, sql.placeholder('to')),
        lte(orders.weightGrams, sql.placeholder('grams')),
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));

const orderCandidates = preparedQuery((db) => orderCandidatesSelect(db).prepare('match_order_candidates'));

export function listOrderCandidates(
  db: Database,
  filter: { from: string; to: string; grams: number; limit: number; offset: number },
): Promise<OrderCandidateRow[]> {
  return orderCandidates(db).execute(filter);
}

// ---- matches --------------------------------------------------------------------------------------------------

export interface MatchViewRow {
  match: MatchRow;
  order: Pick<
    OrderRow,
    'id' | 'deliveryId' | 'status' | 'category' | 'itemNames' | 'weightGrams' | 'pickupCountry' | 'senderId'
  >;
  trip: Pick<
    TripRow,
    | 'id'
    | 'bookingId'
    | 'airline'
    | 'flightNumber'
    | 'departureAt'
    | 'arrivalAt'
    | 'arrivalCountry'
    | 'travelerId'
    | 'feePerKgMinor'
    | 'currency'
  >;
  senderName: string;
  travelerName: string;
}

const matchViewColumns = {
  match: matches,
  order: {
    id: orders.id,
    deliveryId: orders.deliveryId,
    status: orders.status,
    category: orders.category,
    itemNames: orders.itemNames,
    weightGrams: orders.weightGrams,
    pickupCountry: orders.pickupCountry,
    senderId: orders.senderId,
  },
  trip: {
    id: trips.id,
    bookingId: trips.bookingId,
    airline: trips.airline,
    flightNumber: trips.flightNumber,
    departureAt: trips.departureAt,
    arrivalAt: trips.arrivalAt,
    arrivalCountry: trips.arrivalCountry,
    travelerId: trips.travelerId,
    feePerKgMinor: trips.feePerKgMinor,
    currency: trips.currency,
  },
  senderName: senders.fullName,
  travelerName: travelers.fullName,
};

function matchViews(db: Database) {
  return db
    .select(matchViewColumns)
    .from(matches)
    .innerJoin(orders, eq(orders.id, matches.orderId))
    .innerJoin(trips, eq(trips.id, matches.tripId))
    .innerJoin(senders, eq(senders.id, orders.senderId))
    .innerJoin(travelers, eq(travelers.id, trips.travelerId));
}

export async function findMatchView(db: Database, matchId: string): Promise<MatchViewRow | undefined> {
  const [row] = await matchViews(db).where(eq(matches.id, matchId)).limit(1);
  return row;
}

/** The order's active match (at most one: matches_active_order_key). */
export async function findActiveMatchView(db: Database, orderId: string): Promise<MatchViewRow | undefined> {
  const [row] = await matchViews(db)
    .where(and(eq(matches.orderId, orderId), isNull(matches.unmatchedAt)))
    .limit(1);
  return row;
}

export async function findMatch(db: Database, matchId: string): Promise<MatchRow | undefined> {
  const [row] = await db.select().from(matches).where(eq(matches.id, matchId)).limit(1);
  return row;
}

export interface MatchListFilter {
  matchedBy: string | undefined;
  activeOnly: boolean;
  limit: number;
  offset: number;
}

/** Newest first; with `matchedBy` read through matches_matched_by_matched_at_idx (the Active Log). */
export async function listMatches(
  db: Database,
  filter: MatchListFilter,
): Promise<{ rows: MatchViewRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.matchedBy) conditions.push(eq(matches.matchedBy, filter.matchedBy));
  if (filter.activeOnly) conditions.push(isNull(matches.unmatchedAt));
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    matchViews(db)
      .where(where)
      .orderBy(desc(matches.matchedAt), desc(matches.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(matches).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
