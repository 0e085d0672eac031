import type { TravelerStatus } from '@tote/validation/accounts';
import type { OrderStatus } from '@tote/validation/orders';
import type { TripStatus } from '@tote/validation/trips';
import { and, asc, count, desc, eq, gt, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { matches } from '../../db/schema/matches';
import { type OrderRow, orders } from '../../db/schema/orders';
import { type TravelerVerificationRow, travelerVerifications } from '../../db/schema/traveler-verifications';
import { trips } from '../../db/schema/trips';
import { type UserRow, users } from '../../db/schema/users';
import type { TripViewRow } from '../trips/trip-view';

// SQL only: no rules here (admin.service.ts decides). Times are passed in from the app's clock.

const senders = alias(users, 'senders');
const travelers = alias(users, 'travelers');

/** `%q%` for ILIKE with the user's own % _ and \ taken literally. */
const containsPattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// ---- home -----------------------------------------------------------------------------------------------------

export async function countStats(db: Database, monthStart: Date, nextMonthStart: Date) {
  const [row] = await db
    .select({
      travelers: sql<number>`(select count(*)::int from ${users} where ${users.isTraveler})`,
      senders: sql<number>`(select count(*)::int from ${users} where ${users.isSender})`,
      packagesThisMonth: sql<number>`(select count(*)::int from ${orders}
        where ${orders.createdAt} >= ${monthStart} and ${orders.createdAt} < ${nextMonthStart})`,
      pendingVerifications: sql<number>`(select count(*)::int from ${users} where ${users.travelerStatus} = 'pending')`,
      pendingTrips: sql<number>`(select count(*)::int from ${trips} where ${trips.status} = 'pending')`,
      unmatchedOrders: sql<number>`(select count(*)::int from ${orders} where ${orders.status} = 'processing')`,
    })
    .from(sql`(select 1) as one`);
  if (!row) throw new Error('the stats query returned no row');
  return {
    travelers: Number(row.travelers),
    senders: Number(row.senders),
    packagesThisMonth: Number(row.packagesThisMonth),
    pendingVerifications: Number(row.pendingVerifications),
    pendingTrips: Number(row.pendingTrips),
    unmatchedOrders: Number(row.unmatchedOrders),
  };
}

// ---- orders ---------------------------------------------------------------------------------------------------

export interface AdminOrderRow {
  order: OrderRow;
  senderName: string;
  travelerName: string | null;
}

/** Newest first; `q` searches the order's search text (trigram index) and the sender's and traveler's names. */
export async function listOrders(
  db: Database,
  filter: { status: OrderStatus | undefined; q: string | undefined; limit: number; offset: number },
): Promise<{ rows: AdminOrderRow[]; total: number }> {
  const pattern = filter.q ? containsPattern(filter.q) : undefined;
  const where = and(
    filter.status ? eq(orders.status, filter.status) : undefined,
    pattern
      ? or(
          ilike(orders.searchText, pattern),
          ilike(senders.fullName, pattern),
          ilike(travelers.fullName, pattern),
        )
      : undefined,
  );
  const rows = await db
    .select({
      order: orders,
      senderName: senders.fullName,
      travelerName: travelers.fullName,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(orders)
    .innerJoin(senders, eq(senders.id, orders.senderId))
    .leftJoin(matches, and(eq(matches.orderId, orders.id), isNull(matches.unmatchedAt)))
    .leftJoin(trips, eq(trips.id, matches.tripId))
    .leftJoin(travelers, eq(travelers.id, trips.travelerId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(filter.limit)
    .offset(filter.offset);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && filter.offset > 0) {
    const [counted] = await db
      .select({ total: count() })
      .from(orders)
      .innerJoin(senders, eq(senders.id, orders.senderId))
      .leftJoin(matches, and(eq(matches.orderId, orders.id), isNull(matches.unmatchedAt)))
      .leftJoin(trips, eq(trips.id, matches.tripId))
      .leftJoin(travelers, eq(travelers.id, trips.travelerId))
      .where(where);
    total = counted?.total ?? 0;
  }
  return { rows: rows.map(({ total: _, ...row }) => row), total };
}

/** A sender's latest orders (the /admin-p profile). */
export async function latestOrdersOf(db: Database, senderId: string, limit: number) {
  return db
    .select({ order: orders, travelerName: travelers.fullName })
    .from(orders)
    .leftJoin(matches, and(eq(matches.orderId, orders.id), isNull(matches.unmatchedAt)))
    .leftJoin(trips, eq(trips.id, matches.tripId))
    .leftJoin(travelers, eq(travelers.id, trips.travelerId))
    .where(eq(orders.senderId, senderId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

// ---- trips ----------------------------------------------------------------------------------------------------

/** Orders a trip carries now (as trips.repo counts them for the traveler's view). */
const activeDeliveries = sql<number>`(select count(*)::int from ${matches} join ${orders} on ${orders.id} = ${matches.orderId}
  where ${matches.tripId} = ${trips.id} and ${matches.unmatchedAt} is null
  and ${orders.status} in ('matched', 'shipping'))`;

const tripViewColumns = {
  trip: trips,
  travelerName: users.fullName,
  deliveryCount: activeDeliveries.mapWith(Number),
};

/**
 * Staff's trip list (/admin-l Travelers): upcoming ones soonest departure first, else newest departure first;
 * `q` searches the booking id, airline, flight number, cities and the traveler's name.
 */
export async function listTrips(
  db: Database,
  filter: {
    status: TripStatus | undefined;
    upcomingAfter: Date | undefined;
    travelerId?: string;
    q: string | undefined;
    limit: number;
    offset: number;
  },
): Promise<{ rows: TripViewRow[]; total: number }> {
  const pattern = filter.q ? containsPattern(filter.q) : undefined;
  const where = and(
    filter.status ? eq(trips.status, filter.status) : undefined,
    filter.upcomingAfter ? gt(trips.departureAt, filter.upcomingAfter) : undefined,
    filter.travelerId ? eq(trips.travelerId, filter.travelerId) : undefined,
    pattern
      ? or(
          ilike(trips.bookingId, pattern),
          ilike(trips.airline, pattern),
          ilike(trips.flightNumber, pattern),
          ilike(trips.departureCity, pattern),
          ilike(trips.arrivalCity, pattern),
          ilike(users.fullName, pattern),
        )
      : undefined,
  );
  const order = filter.upcomingAfter
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
    db.select({ total: count() }).from(trips).innerJoin(users, eq(users.id, trips.travelerId)).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

// ---- traveler verifications -----------------------------------------------------------------------------------

export interface VerificationRow {
  verification: TravelerVerificationRow;
  user: Pick<UserRow, 'id' | 'fullName' | 'email' | 'country' | 'state' | 'travelerStatus'>;
}

const verificationColumns = {
  verification: travelerVerifications,
  user: {
    id: users.id,
    fullName: users.fullName,
    email: users.email,
    country: users.country,
    state: users.state,
    travelerStatus: users.travelerStatus,
  },
};

/** Oldest submission first (the queue is served in order). */
export async function listVerifications(
  db: Database,
  filter: { status: TravelerStatus; limit: number; offset: number },
): Promise<{ rows: VerificationRow[]; total: number }> {
  const where = eq(users.travelerStatus, filter.status);
  const [rows, [counted]] = await Promise.all([
    db
      .select(verificationColumns)
      .from(travelerVerifications)
      .innerJoin(users, eq(users.id, travelerVerifications.userId))
      .where(where)
      .orderBy(asc(travelerVerifications.submittedAt), asc(users.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db
      .select({ total: count() })
      .from(travelerVerifications)
      .innerJoin(users, eq(users.id, travelerVerifications.userId))
      .where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function findVerification(db: Database, userId: string): Promise<VerificationRow | undefined> {
  const [row] = await db
    .select(verificationColumns)
    .from(travelerVerifications)
    .innerJoin(users, eq(users.id, travelerVerifications.userId))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

// ---- users ----------------------------------------------------------------------------------------------------

// Written out with table names: drizzle leaves columns unqualified in a one-table select, which would make
// `id` ambiguous inside these subqueries.
/** Orders the person placed that were not cancelled (a /user card's "items sent"). */
const itemsSent = sql<number>`(select count(*)::int from "orders" as o
  where o."sender_id" = "users"."id" and o."status" <> 'cancelled')`;

/** Orders delivered on the person's trips (a /user card's "items delivered"). */
const itemsDelivered = sql<number>`(select count(*)::int from "matches" as m
  join "orders" as o on o."id" = m."order_id"
  join "trips" as t on t."id" = m."trip_id"
  where t."traveler_id" = "users"."id" and m."unmatched_at" is null and o."status" = 'delivered')`;

export interface AdminUserRow {
  user: UserRow;
  itemsSent: number;
  itemsDelivered: number;
}

const userColumns = {
  user: users,
  itemsSent: itemsSent.mapWith(Number),
  itemsDelivered: itemsDelivered.mapWith(Number),
};

/** Senders or travelers by name; `q` searches name, email, state and country. */
export async function listUsers(
  db: Database,
  filter: { role: 'sender' | 'traveler'; q: string | undefined; limit: number; offset: number },
): Promise<{ rows: AdminUserRow[]; total: number }> {
  const pattern = filter.q ? containsPattern(filter.q) : undefined;
  const conditions: (SQL | undefined)[] = [
    filter.role === 'sender' ? eq(users.isSender, true) : eq(users.isTraveler, true),
    pattern
      ? or(
          ilike(users.fullName, pattern),
          ilike(users.email, pattern),
          ilike(users.state, pattern),
          ilike(users.country, pattern),
        )
      : undefined,
  ];
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db
      .select(userColumns)
      .from(users)
      .where(where)
      .orderBy(asc(users.fullName), asc(users.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function findUser(db: Database, userId: string): Promise<AdminUserRow | undefined> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

/** The /admin search box: senders and travelers (not staff) whose name or email holds `q`, by name. */
export async function searchUsers(
  db: Database,
  filter: { q: string; limit: number },
): Promise<{ rows: AdminUserRow[]; total: number }> {
  const pattern = containsPattern(filter.q);
  const where = and(
    or(eq(users.isSender, true), eq(users.isTraveler, true)),
    or(ilike(users.fullName, pattern), ilike(users.email, pattern)),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select(userColumns)
      .from(users)
      .where(where)
      .orderBy(asc(users.fullName), asc(users.id))
      .limit(filter.limit),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
