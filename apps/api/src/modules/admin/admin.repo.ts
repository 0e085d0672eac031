import type { TravelerStatus } from '@tote/validation/accounts';
import type { OrderStatus } from '@tote/validation/orders';
import type { TripStatus } from '@tote/validation/trips';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNull,
  not,
  or,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import { type AnyPgColumn, alias, type PgSelect, union, unionAll } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { matches } from '../../db/schema/matches';
import { type OrderRow, orders } from '../../db/schema/orders';
import { type TravelerVerificationRow, travelerVerifications } from '../../db/schema/traveler-verifications';
import { tripSearchText, trips } from '../../db/schema/trips';
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

/**
 * Pages read the index first and join only their own rows (ADR 026): an OFFSET then skips index entries, not
 * joined rows, and the number of rows a page may skip is bounded by MAX_PAGE. `countUpTo`: the total stops there
 * (the last reachable page's end; the search box's ADMIN_SEARCH_COUNT_UP_TO), so a list of a million orders is
 * not counted on every page; without it the count is exact.
 */
export interface PageWindow {
  limit: number;
  offset: number;
  countUpTo?: number | undefined;
}

/** How many rows `rows` has (a select of anything), counting at most `upTo` of them when given. */
async function countOf(db: Database, rows: PgSelect, upTo: number | undefined): Promise<number> {
  const limited = upTo === undefined ? rows : rows.limit(upTo);
  const [counted] = await db.select({ total: count() }).from(limited.as('counted'));
  return counted?.total ?? 0;
}

/**
 * Orders whose search text (Delivery ID, category, items, destination: trigram index), sender's name or current
 * traveler's name holds the pattern, as three selects of (id, created_at). Each is answered on its own, where one
 * OR across the joined tables would read every order; and each is written from the order's side, so PostgreSQL
 * may answer a name that many people share by reading the orders newest first (orders_created_at_id_idx) until a
 * page is found, and a rare one from the name's trigram index (users_full_name_trgm_idx) and the person's orders.
 *
 * `distinct`: each select leaves out the orders an earlier one finds, so the three can be appended (UNION ALL)
 * and counted as they stream, up to a cap, where a UNION would first read every hit to remove the repeats.
 */
function orderHits(db: Database, pattern: string, status: OrderStatus | undefined, distinct: boolean) {
  const sender = alias(users, 'hit_sender');
  const traveler = alias(users, 'hit_traveler');
  const textHolds = ilike(orders.searchText, pattern);
  const senderHolds = ilike(sender.fullName, pattern);
  const byStatus = status ? eq(orders.status, status) : undefined;
  const columns = { id: orders.id, createdAt: orders.createdAt };
  const onTrips = db
    .select(columns)
    .from(orders)
    .innerJoin(matches, and(eq(matches.orderId, orders.id), isNull(matches.unmatchedAt)))
    .innerJoin(traveler, eq(traveler.id, matches.travelerId))
    .$dynamic();
  const travelerHolds = ilike(traveler.fullName, pattern);
  return [
    db.select(columns).from(orders).where(and(textHolds, byStatus)).$dynamic(),
    db
      .select(columns)
      .from(orders)
      .innerJoin(sender, eq(sender.id, orders.senderId))
      .where(and(senderHolds, byStatus, distinct ? not(textHolds) : undefined))
      .$dynamic(),
    distinct
      ? onTrips
          .innerJoin(sender, eq(sender.id, orders.senderId))
          .where(and(travelerHolds, byStatus, not(textHolds), not(senderHolds)))
      : onTrips.where(and(travelerHolds, byStatus)),
  ] as const;
}

/** Newest first; `q` searches the order's search text (trigram index) and the sender's and traveler's names. */
export async function listOrders(
  db: Database,
  filter: { status: OrderStatus | undefined; q: string | undefined } & PageWindow,
): Promise<{ rows: AdminOrderRow[]; total: number }> {
  const pattern = filter.q ? containsPattern(filter.q) : undefined;
  const ordersOnPage = (ids: SQLWrapper | string[]) =>
    db
      .select({ order: orders, senderName: senders.fullName, travelerName: travelers.fullName })
      .from(orders)
      .innerJoin(senders, eq(senders.id, orders.senderId))
      .leftJoin(matches, and(eq(matches.orderId, orders.id), isNull(matches.unmatchedAt)))
      .leftJoin(trips, eq(trips.id, matches.tripId))
      .leftJoin(travelers, eq(travelers.id, trips.travelerId))
      .where(inArray(orders.id, ids))
      .orderBy(desc(orders.createdAt), desc(orders.id));
  if (pattern) {
    // The page: each kind of hit's newest (offset + limit), of which the newest across the three are the page's
    // (any order on it is among the newest of the kind that finds it). The total: the hits, each once, counted as
    // they come and no further than countUpTo.
    const newestOf = (hits: PgSelect) =>
      hits.orderBy(desc(orders.createdAt), desc(orders.id)).limit(filter.offset + filter.limit);
    const [byText, bySender, byTraveler] = orderHits(db, pattern, filter.status, false);
    const candidates = union(newestOf(byText), newestOf(bySender), newestOf(byTraveler)).as('hits');
    const pageIds = db
      .select({ id: candidates.id })
      .from(candidates)
      .orderBy(desc(candidates.createdAt), desc(candidates.id))
      .limit(filter.limit)
      .offset(filter.offset);
    const [first, ...rest] = orderHits(db, pattern, filter.status, true);
    const all = db
      .select({ one: sql`1` })
      .from(unionAll(first, ...rest).as('all_hits'))
      .$dynamic();
    const [rows, total] = await Promise.all([ordersOnPage(pageIds), countOf(db, all, filter.countUpTo)]);
    return { rows, total };
  }
  const where = filter.status ? eq(orders.status, filter.status) : undefined;
  const pageIds = db
    .select({ id: orders.id })
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const all = db.select({ one: sql`1` }).from(orders).where(where).$dynamic();
  const [rows, total] = await Promise.all([ordersOnPage(pageIds), countOf(db, all, filter.countUpTo)]);
  return { rows, total };
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
 * `q` searches the booking id, airline, flight number and cities (tripSearchText, its trigram index) and the
 * traveler's name (users_full_name_trgm_idx), each by its own index.
 */
export async function listTrips(
  db: Database,
  filter: {
    status: TripStatus | undefined;
    upcomingAfter: Date | undefined;
    travelerId?: string;
    q: string | undefined;
  } & PageWindow,
): Promise<{ rows: TripViewRow[]; total: number }> {
  const pattern = filter.q ? containsPattern(filter.q) : undefined;
  const filters = (table: { status: AnyPgColumn; departureAt: AnyPgColumn; travelerId: AnyPgColumn }) =>
    and(
      filter.status ? eq(table.status, filter.status) : undefined,
      filter.upcomingAfter ? gt(table.departureAt, filter.upcomingAfter) : undefined,
      filter.travelerId ? eq(table.travelerId, filter.travelerId) : undefined,
    );
  const ascending = Boolean(filter.upcomingAfter);
  const order = ascending
    ? [asc(trips.departureAt), asc(trips.id)]
    : [desc(trips.departureAt), desc(trips.id)];
  let pageIds: SQLWrapper;
  let all: PgSelect;
  if (pattern) {
    const hitTrips = alias(trips, 'hit_trips');
    const hitPeople = alias(users, 'hit_people');
    const hits = union(
      db
        .select({ id: trips.id, departureAt: trips.departureAt })
        .from(trips)
        .where(and(sql`${tripSearchText(trips)} ilike ${pattern}`, filters(trips))),
      db
        .select({ id: hitTrips.id, departureAt: hitTrips.departureAt })
        .from(hitPeople)
        .innerJoin(hitTrips, eq(hitTrips.travelerId, hitPeople.id))
        .where(and(ilike(hitPeople.fullName, pattern), filters(hitTrips))),
    ).as('hits');
    pageIds = db
      .select({ id: hits.id })
      .from(hits)
      .orderBy(
        ...(ascending ? [asc(hits.departureAt), asc(hits.id)] : [desc(hits.departureAt), desc(hits.id)]),
      )
      .limit(filter.limit)
      .offset(filter.offset);
    all = db.select({ one: sql`1` }).from(hits).$dynamic();
  } else {
    pageIds = db
      .select({ id: trips.id })
      .from(trips)
      .where(filters(trips))
      .orderBy(...order)
      .limit(filter.limit)
      .offset(filter.offset);
    all = db.select({ one: sql`1` }).from(trips).where(filters(trips)).$dynamic();
  }
  const [rows, total] = await Promise.all([
    db
      .select(tripViewColumns)
      .from(trips)
      .innerJoin(users, eq(users.id, trips.travelerId))
      .where(inArray(trips.id, pageIds))
      .orderBy(...order),
    countOf(db, all, filter.countUpTo),
  ]);
  return { rows, total };
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

/**
 * Name, email and state hold `q` (each by its trigram index), or the country code does (only a q of one or two
 * letters can be inside a two-letter code, so longer ones skip it and keep the search on the indexes).
 */
function personHolds(q: string, fields: 'profile' | 'name-or-email') {
  const pattern = containsPattern(q);
  const nameOrEmail = [ilike(users.fullName, pattern), ilike(users.email, pattern)];
  if (fields === 'name-or-email') return or(...nameOrEmail);
  return or(
    ...nameOrEmail,
    ilike(users.state, pattern),
    q.length <= 2 ? ilike(users.country, pattern) : undefined,
  );
}

/** Senders or travelers by name; `q` searches name, email, state and country. */
export async function listUsers(
  db: Database,
  filter: { role: 'sender' | 'traveler'; q: string | undefined } & PageWindow,
): Promise<{ rows: AdminUserRow[]; total: number }> {
  const where = and(
    // users_senders_name_idx / users_travelers_name_idx: the page's ids in name order from the index alone.
    filter.role === 'sender' ? eq(users.isSender, true) : eq(users.isTraveler, true),
    filter.q ? personHolds(filter.q, 'profile') : undefined,
  );
  const pageIds = db
    .select({ id: users.id })
    .from(users)
    .where(where)
    .orderBy(asc(users.fullName), asc(users.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [rows, total] = await Promise.all([
    // The counts of items sent and delivered are worked out for the page's people only.
    db
      .select(userColumns)
      .from(users)
      .where(inArray(users.id, pageIds))
      .orderBy(asc(users.fullName), asc(users.id)),
    countOf(db, db.select({ one: sql`1` }).from(users).where(where).$dynamic(), filter.countUpTo),
  ]);
  return { rows, total };
}

export async function findUser(db: Database, userId: string): Promise<AdminUserRow | undefined> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

/** The /admin search box: senders and travelers (not staff) whose name or email holds `q`, by name. */
export async function searchUsers(
  db: Database,
  filter: { q: string; limit: number; countUpTo: number },
): Promise<{ rows: AdminUserRow[]; total: number }> {
  const where = and(
    or(eq(users.isSender, true), eq(users.isTraveler, true)),
    personHolds(filter.q, 'name-or-email'),
  );
  const pageIds = db
    .select({ id: users.id })
    .from(users)
    .where(where)
    .orderBy(asc(users.fullName), asc(users.id))
    .limit(filter.limit);
  const [rows, total] = await Promise.all([
    db
      .select(userColumns)
      .from(users)
      .where(inArray(users.id, pageIds))
      .orderBy(asc(users.fullName), asc(users.id)),
    countOf(db, db.select({ one: sql`1` }).from(users).where(where).$dynamic(), filter.countUpTo),
  ]);
  return { rows, total };
}
