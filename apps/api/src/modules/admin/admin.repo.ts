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
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import { type AnyPgColumn, alias, type PgSelect, union } from 'drizzle-orm/pg-core';
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

/**
 * A keyset page's start: the rows after the order `after` (its id) in newest-first order, as a condition on a
 * list's (created_at, id) columns. The order's created_at is read in SQL, to the microsecond.
 */
const olderThan = (after: string | undefined) =>
  after === undefined
    ? () => undefined
    : (createdAt: SQLWrapper, id: SQLWrapper) =>
        sql`(${createdAt}, ${id}) < ((select cursor_order.created_at from ${orders} as cursor_order
          where cursor_order.id = ${after}), ${after}::uuid)`;
type OlderThan = ReturnType<typeof olderThan>;

/** How many rows `rows` has (a select of anything), counting at most `upTo` of them when given. */
async function countOf(db: Database, rows: PgSelect, upTo: number | undefined): Promise<number> {
  const limited = upTo === undefined ? rows : rows.limit(upTo);
  const [counted] = await db.select({ total: count() }).from(limited.as('counted'));
  return counted?.total ?? 0;
}

/** countOf for rows written as SQL (a select or a UNION ALL of them). */
async function countOfSql(db: Database, rows: SQL, upTo: number | undefined): Promise<number> {
  const [counted] = await db
    .select({ total: count() })
    .from(sql`(${rows} ${upTo === undefined ? sql`` : sql`limit ${upTo}`}) as counted`);
  return counted?.total ?? 0;
}

/**
 * At least this many people whose name holds a search term make it a common name: a page of its hits is found
 * by reading the newest rows until the page is full, where a rarer name's hits are read person by person. Counted
 * from the name's trigram index, because PostgreSQL's own estimate for a substring is often far off (a surname
 * 3,360 people share was estimated at 180 at full scale, and the plan it chose read all 11,794 of their orders).
 */
const COMMON_NAME_PEOPLE = 1000;

/** The senders and travelers whose name holds a search term, or null when it is a common name. */
export type Namesakes = { senders: string[]; travelers: string[] } | null;

/**
 * The people whose name holds `q`, read no further than `upTo` (COMMON_NAME_PEOPLE unless given): null when there
 * are that many, else their ids as senders and as travelers. The search box reads them once for its orders and its
 * trips (`namesakes` of listOrders and listTrips).
 */
export async function namesakesOf(db: Database, q: string, upTo = COMMON_NAME_PEOPLE): Promise<Namesakes> {
  const people = await db
    .select({ id: users.id, isSender: users.isSender, isTraveler: users.isTraveler })
    .from(users)
    .where(ilike(users.fullName, containsPattern(q)))
    .limit(upTo);
  if (people.length >= upTo) return null;
  return {
    senders: people.filter((person) => person.isSender).map((person) => person.id),
    travelers: people.filter((person) => person.isTraveler).map((person) => person.id),
  };
}

/**
 * How many namesakes a page deeper than WALK_TAKE reads by id, for a name too common for COMMON_NAME_PEOPLE: with
 * their ids a list can be read in its order and each row's person looked up in a hash of them (walkKeeping). A
 * name more people hold (a letter or two of a common name) is read person by person from the name's index.
 */
const NAMESAKES_READ_UP_TO = 20_000;

/** Ids as one uuid[] parameter. */
const idArray = (ids: string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/**
 * Each of these people, as a row `namesake (id)`, from which their own rows are read one person at a time (CROSS
 * JOIN LATERAL): the work is bounded by how many people hold the name, whatever PostgreSQL estimates.
 */
const eachOf = (ids: string[]) => sql`unnest(${idArray(ids)}) as namesake (id)`;

/**
 * The rows of `walked` (a list in its order, kept apart with OFFSET 0) whose `column` is one of `ids`: PostgreSQL
 * hashes an array of that many constants once and tests each row against it (a hashed ScalarArrayOp), so a page
 * costs about 0.2 µs for each row read before it ends, where reading each namesake's own rows costs about 6 µs
 * for each namesake, however deep the page. Used for a role in which at least COMMON_NAME_PEOPLE hold the name.
 */
const walkKeeping = (walked: SQL, column: string, ids: string[]) =>
  sql`select walked.id, walked.created_at from ${walked} where walked.${sql.identifier(column)} = any(${idArray(ids)})`;

/**
 * The senders or travelers whose name holds the pattern, as a derived table `namesake (id)` that PostgreSQL cannot
 * merge into the query around it (OFFSET 0), for a count that reads each one's rows in turn and stops at its cap.
 * Only people in the role: a role is never taken back, and its routes are the only way to orders and trips.
 */
const namesakes = (pattern: string, role: 'sender' | 'traveler') =>
  sql`(select ${users.id} as id from ${users}
    where ${and(ilike(users.fullName, pattern), role === 'sender' ? users.isSender : users.isTraveler)} offset 0)
    as namesake`;

/** The namesakes in a role as rows `namesake (id)`: the ids already read (a rarer name), or read by the pattern. */
const eachNamesake = (ids: string[] | undefined, pattern: string, role: 'sender' | 'traveler') =>
  ids ? eachOf(ids) : namesakes(pattern, role);

/**
 * The name of the person `id`, as a scalar subquery: a walk in a list's order (a common name) tests each row with
 * it, and PostgreSQL runs it row by row where a join may be turned into reading every namesake's rows and then the
 * whole list to meet them (a hash join: 180 ms at full scale, when the planner took a surname 3,359 people share
 * for 20).
 */
const nameOf = (id: SQL) => sql`(select ${users.fullName} from ${users} where ${users.id} = ${id})`;

/**
 * A common name's page is found by walking a list in its order while the page ends within its first WALK_TAKE
 * hits; deeper, each namesake's own first rows are read instead. At full scale, for a surname 3,359 people share,
 * a walk cost about 0.8 ms a hit (hits 41-50: 44 ms; the 1,000th: 2.5 s) and reading each namesake's own about
 * 30 ms at any depth (docs/decisions/026-lists-at-scale.md).
 */
const WALK_TAKE = 30;

/**
 * Whether an order in this status may have a traveler: a waiting (processing) order has no active match, since
 * transitionOrder ends the match of an order it sends back to processing and matches one only when it leaves it.
 * A search of the waiting orders (/admin-l) then needs no traveler's name.
 */
const carriedIn = (status: OrderStatus) => status !== 'processing';

/**
 * The newest `take` orders whose search text (Delivery ID, category, items, destination: trigram index), sender's
 * name or current traveler's name holds the pattern: each kind's own newest `take`, merged (any order of the page
 * is among the newest of the kind that finds it), as a select of (id, created_at). By the sender's name:
 * - a name too common to read its namesakes (`people` null), near the top (WALK_TAKE): the orders newest first
 *   (orders_created_at_id_sender_idx; in a status orders_status_created_at_id_sender_idx), each one's sender's name
 *   tested, until there are `take`;
 * - at least COMMON_NAME_PEOPLE namesakes who send, their ids read: the same walk, each one's sender looked up in a
 *   hash of the ids (walkKeeping);
 * - otherwise each namesake's own newest (orders_sender_created_at_id_idx).
 * By the traveler's name the same, over the orders being carried (matches_active_order_created_at_idx); in a status,
 * each namesake's own (matches_traveler_order_created_at_idx), and for the waiting orders none (carriedIn).
 */
function newestOrderHits(
  pattern: string,
  status: OrderStatus | undefined,
  take: number,
  people: Namesakes,
  after: OlderThan = olderThan(undefined),
) {
  // The orders in the status, after the keyset page's start.
  const ordersKept = and(status ? eq(orders.status, status) : undefined, after(orders.createdAt, orders.id));
  const carriedAfter = after(matches.orderCreatedAt, matches.orderId);
  const newestFirst = sql`order by created_at desc, id desc limit ${take}`;
  const byText = sql`select ${orders.id} as id, ${orders.createdAt} as created_at from ${orders}
    where ${and(ilike(orders.searchText, pattern), ordersKept)}`;
  // The orders, and the orders being carried, newest first, kept apart (OFFSET 0) so that a test of each row reads
  // them in that order and stops.
  const newest = sql`(select ${orders.id} as id, ${orders.createdAt} as created_at, ${orders.senderId} as sender_id
    from ${orders} where ${ordersKept ?? sql`true`} order by ${orders.createdAt} desc, ${orders.id} desc offset 0) as walked`;
  const carried = sql`(select ${matches.orderId} as id, ${matches.orderCreatedAt} as created_at,
      ${matches.travelerId} as traveler_id from ${matches}
    where ${and(isNull(matches.unmatchedAt), carriedAfter)}
    order by ${matches.orderCreatedAt} desc, ${matches.orderId} desc offset 0) as walked`;
  const walkByName = !people && take <= WALK_TAKE;
  /**
   * A role's hits: `walked` (the role's list in order, when it may be walked) tested by each row's person's name (a
   * name too common to read near the top), or against the namesakes' ids (at least COMMON_NAME_PEOPLE of them);
   * otherwise `eachOwn`, each namesake's own newest.
   */
  const roleHits = (walked: SQL | undefined, column: string, ids: string[] | undefined, eachOwn: SQL) => {
    if (!walked) return eachOwn;
    if (walkByName)
      return sql`select walked.id, walked.created_at from ${walked}
        where ${nameOf(sql`walked.${sql.identifier(column)}`)} ilike ${pattern}`;
    if (ids && ids.length >= COMMON_NAME_PEOPLE) return walkKeeping(walked, column, ids);
    return eachOwn;
  };
  const bySender = roleHits(
    newest,
    'sender_id',
    people?.senders,
    sql`select hit.id, hit.created_at from ${eachNamesake(people?.senders, pattern, 'sender')} cross join lateral (
      select ${orders.id} as id, ${orders.createdAt} as created_at from ${orders}
      where ${and(sql`${orders.senderId} = namesake.id`, ordersKept)}
      order by ${orders.createdAt} desc, ${orders.id} desc limit ${take}) as hit`,
  );
  const sendersFirst = sql`(${byText} ${newestFirst}) union (${bySender} ${newestFirst})`;
  if (status && !carriedIn(status)) return sendersFirst;
  // With a status, the orders being carried are not walked: in a status few of them hold, a walk would test every
  // one; each namesake's own deliveries are read instead.
  const byTraveler = roleHits(
    status ? undefined : carried,
    'traveler_id',
    people?.travelers,
    sql`select hit.id, hit.created_at from ${eachNamesake(people?.travelers, pattern, 'traveler')} cross join lateral (
      select ${matches.orderId} as id, ${matches.orderCreatedAt} as created_at from ${matches}
      ${status ? sql`join ${orders} on ${orders.id} = ${matches.orderId} and ${ordersKept}` : sql``}
      where ${and(sql`${matches.travelerId} = namesake.id`, isNull(matches.unmatchedAt), carriedAfter)}
      order by ${matches.orderCreatedAt} desc, ${matches.orderId} desc limit ${take}) as hit`,
  );
  return sql`${sendersFirst} union (${byTraveler} ${newestFirst})`;
}

/**
 * How many orders the pattern finds (as newestOrderHits), each once, counting no further than `upTo`. The three
 * kinds are appended (UNION ALL), each leaving out what an earlier one finds, and read as they stream, so the
 * count stops at the cap; a UNION would read every hit first to remove the repeats. The names are read person by
 * person (namesakes), never as a join PostgreSQL may turn into reading every order.
 */
async function countOrderHits(
  db: Database,
  pattern: string,
  status: OrderStatus | undefined,
  upTo: number | undefined,
): Promise<number> {
  const statusIs = status ? eq(orders.status, status) : undefined;
  const notByText = not(ilike(orders.searchText, pattern));
  const hitSender = alias(users, 'hit_sender');
  const bySenders = sql`(select ${orders.id} from ${orders} where ${and(ilike(orders.searchText, pattern), statusIs)})
    union all
    (select hit.id from ${namesakes(pattern, 'sender')} cross join lateral (
      select ${orders.id} as id from ${orders}
      where ${and(sql`${orders.senderId} = namesake.id`, statusIs, notByText)} offset 0) as hit)`;
  if (status && !carriedIn(status)) return countOfSql(db, bySenders, upTo);
  const hits = sql`${bySenders}
    union all
    (select hit.id from ${namesakes(pattern, 'traveler')} cross join lateral (
      select ${matches.orderId} as id from ${matches}
      join ${orders} on ${orders.id} = ${matches.orderId}
      join ${users} as hit_sender on ${hitSender.id} = ${orders.senderId}
      where ${and(
        sql`${matches.travelerId} = namesake.id and ${matches.unmatchedAt} is null`,
        statusIs,
        notByText,
        not(ilike(hitSender.fullName, pattern)),
      )} offset 0) as hit)`;
  return countOfSql(db, hits, upTo);
}

/** Newest first; `q` searches the order's search text (trigram index) and the sender's and traveler's names. */
export async function listOrders(
  db: Database,
  filter: {
    status: OrderStatus | undefined;
    q: string | undefined;
    /** namesakesOf(q), when the caller has read them already. */
    namesakes?: Promise<Namesakes>;
    /** A keyset page: the id of the order before it (`offset` is then not used). */
    after?: string | undefined;
  } & PageWindow,
): Promise<{ rows: AdminOrderRow[]; total: number }> {
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
  if (filter.q) {
    const { status, q } = filter;
    const pattern = containsPattern(q);
    // A keyset page reads its own rows from its start; otherwise the pages before it are skipped.
    const offset = filter.after === undefined ? filter.offset : 0;
    const take = offset + filter.limit;
    // Past WALK_TAKE, the ids of a name too common for COMMON_NAME_PEOPLE too (walkKeeping).
    const namesakes =
      filter.namesakes ?? namesakesOf(db, q, take > WALK_TAKE ? NAMESAKES_READ_UP_TO : undefined);
    const page = namesakes.then((people) => {
      const hits = newestOrderHits(pattern, status, take, people, olderThan(filter.after));
      return ordersOnPage(sql`(select hits.id from (${hits}) as hits order by hits.created_at desc, hits.id desc
        limit ${filter.limit} offset ${offset})`);
    });
    const [rows, total] = await Promise.all([page, countOrderHits(db, pattern, status, filter.countUpTo)]);
    return { rows, total };
  }
  const where = filter.status ? eq(orders.status, filter.status) : undefined;
  const pageIds = db
    .select({ id: orders.id })
    .from(orders)
    .where(and(where, olderThan(filter.after)(orders.createdAt, orders.id)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(filter.limit)
    .offset(filter.after === undefined ? filter.offset : 0);
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
    /** namesakesOf(q), when the caller has read them already. */
    namesakes?: Promise<Namesakes>;
  } & PageWindow,
): Promise<{ rows: TripViewRow[]; total: number }> {
  const filters: TripFilters = (table) =>
    and(
      filter.status ? eq(table.status, filter.status) : undefined,
      filter.upcomingAfter ? gt(table.departureAt, filter.upcomingAfter) : undefined,
      filter.travelerId ? eq(table.travelerId, filter.travelerId) : undefined,
    );
  const ascending = Boolean(filter.upcomingAfter);
  const order = ascending
    ? [asc(trips.departureAt), asc(trips.id)]
    : [desc(trips.departureAt), desc(trips.id)];
  const tripsOf = (ids: SQLWrapper) =>
    db
      .select(tripViewColumns)
      .from(trips)
      .innerJoin(users, eq(users.id, trips.travelerId))
      .where(inArray(trips.id, ids))
      .orderBy(...order);
  if (filter.q) {
    const { q } = filter;
    const pattern = containsPattern(q);
    const page = (filter.namesakes ?? namesakesOf(db, q)).then((people) => {
      const hits = tripHits(
        pattern,
        filters,
        ascending,
        filter.offset + filter.limit,
        people?.travelers ?? null,
      );
      const direction = ascending ? sql`asc` : sql`desc`;
      return tripsOf(sql`(select hits.id from (${hits}) as hits order by hits.departure_at ${direction},
        hits.id ${direction} limit ${filter.limit} offset ${filter.offset})`);
    });
    const [rows, total] = await Promise.all([page, countTripHits(db, pattern, filters, filter.countUpTo)]);
    return { rows, total };
  }
  const pageIds = db
    .select({ id: trips.id })
    .from(trips)
    .where(filters(trips))
    .orderBy(...order)
    .limit(filter.limit)
    .offset(filter.offset);
  const all = db.select({ one: sql`1` }).from(trips).where(filters(trips)).$dynamic();
  const [rows, total] = await Promise.all([tripsOf(pageIds), countOf(db, all, filter.countUpTo)]);
  return { rows, total };
}

type TripFilters = (table: {
  status: AnyPgColumn;
  departureAt: AnyPgColumn;
  travelerId: AnyPgColumn;
}) => SQL | undefined;

/**
 * The first `take` trips (by departure, `ascending` or not) whose search text (tripSearchText's trigram index) or
 * traveler's name holds the pattern, as a select of (id, departure_at), like newestOrderHits: a common name near
 * the top (WALK_TAKE) walks the trips in departure order (trips_departure_at_id_traveler_idx, or
 * trips_status_departure_at_id_traveler_idx in a status); otherwise each namesake's own
 * are read (trips_traveler_departure_at_id_idx).
 */
function tripHits(
  pattern: string,
  filters: TripFilters,
  ascending: boolean,
  take: number,
  travelers: string[] | null,
) {
  const direction = ascending ? sql`asc` : sql`desc`;
  const inOrder = sql`order by ${trips.departureAt} ${direction}, ${trips.id} ${direction}`;
  const firstOnes = sql`order by departure_at ${direction}, id ${direction} limit ${take}`;
  const byText = sql`select ${trips.id} as id, ${trips.departureAt} as departure_at from ${trips}
    where ${and(sql`${tripSearchText(trips)} ilike ${pattern}`, filters(trips))}`;
  const byTraveler =
    !travelers && take <= WALK_TAKE
      ? sql`select walked.id, walked.departure_at from (
        select ${trips.id} as id, ${trips.departureAt} as departure_at, ${trips.travelerId} as traveler_id
        from ${trips} where ${filters(trips) ?? sql`true`} ${inOrder} offset 0) as walked
      where ${nameOf(sql`walked.traveler_id`)} ilike ${pattern}`
      : sql`select hit.id, hit.departure_at from ${eachNamesake(travelers ?? undefined, pattern, 'traveler')}
        cross join lateral (
        select ${trips.id} as id, ${trips.departureAt} as departure_at from ${trips}
        where ${and(sql`${trips.travelerId} = namesake.id`, filters(trips))} ${inOrder} limit ${take}) as hit`;
  return sql`(${byText} ${firstOnes}) union (${byTraveler} ${firstOnes})`;
}

/** How many trips the pattern finds (as tripHits), each once, counting no further than `upTo` (as countOrderHits). */
async function countTripHits(db: Database, pattern: string, filters: TripFilters, upTo: number | undefined) {
  const textHolds = sql`${tripSearchText(trips)} ilike ${pattern}`;
  const hits = sql`(select ${trips.id} from ${trips} where ${and(textHolds, filters(trips))})
    union all
    (select hit.id from ${namesakes(pattern, 'traveler')} cross join lateral (
      select ${trips.id} as id from ${trips}
      where ${and(sql`${trips.travelerId} = namesake.id`, filters(trips), not(textHolds))} offset 0) as hit)`;
  return countOfSql(db, hits, upTo);
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
  const everyone = db.select({ one: sql`1` }).from(users).where(where).$dynamic();
  // The counts of items sent and delivered are worked out for the page's people only.
  const peopleOnPage = (pageIds: SQLWrapper) =>
    db
      .select(userColumns)
      .from(users)
      .where(inArray(users.id, pageIds))
      .orderBy(asc(users.fullName), asc(users.id));
  const inNameOrder = db
    .select({ id: users.id })
    .from(users)
    .where(where)
    .orderBy(asc(users.fullName), asc(users.id))
    .limit(filter.limit)
    .offset(filter.offset);
  // Unsearched, or a search's first pages (WALK_TAKE): the page in name order as PostgreSQL plans it, counted beside.
  if (!filter.q || filter.offset + filter.limit <= WALK_TAKE) {
    const [rows, total] = await Promise.all([
      peopleOnPage(inNameOrder),
      countOf(db, everyone, filter.countUpTo),
    ]);
    return { rows, total };
  }
  // Deeper, a search is counted first, up to twice COMMON_NAME_PEOPLE, for the page's choice: a term more people hold
  // reads the role's name index in order until the page; fewer hits are read from their trigram indexes and sorted
  // by name; a page past them reads nothing. Left to PostgreSQL, a deep page of a surname 1,680 travelers share
  // was read from the name index, testing each traveler in name order up to the 1,000th hit (85 ms at full scale).
  // The count is kept apart (OFFSET 0) so that the hits stream from their indexes: with the cap in view
  // PostgreSQL may read the role by name expecting to meet the cap early, and a term fewer hold never does.
  const countedUpTo = Math.max(filter.countUpTo ?? 0, 2 * COMMON_NAME_PEOPLE);
  const hits = await countOfSql(db, sql`select 1 from (${everyone} offset 0) as hit`, countedUpTo);
  const total = Math.min(hits, filter.countUpTo ?? hits);
  if (hits >= countedUpTo) return { rows: await peopleOnPage(inNameOrder), total };
  if (filter.offset >= hits) return { rows: [], total };
  // Kept apart (OFFSET 0; drizzle leaves out an offset of 0), so the hits are read from their indexes, then sorted.
  const sorted = sql`(select found.id from (select ${users.id} as id, ${users.fullName} as full_name from ${users}
      where ${where} offset 0) as found
    order by found.full_name, found.id limit ${filter.limit} offset ${filter.offset})`;
  return { rows: await peopleOnPage(sorted), total };
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
  const holds = personHolds(filter.q, 'name-or-email');
  const where = and(or(eq(users.isSender, true), eq(users.isTraveler, true)), holds);
  // Counted first (the trigram indexes), as far as the page's choice needs: a term that many people hold (an email
  // provider, a common surname) reads each role's name index in order until it has a page, where sorting every
  // hit by name took 50-120 ms at full scale; a rarer one reads its hits and sorts them. Counted up to twice the
  // bound: a cap near PostgreSQL's estimate of the hits makes reading the whole table until the cap look cheap,
  // and ILIKE costs far more per row than it reckons (a surname 3,360 people share: 45 ms up to 1,000, 1.9 ms up
  // to 2,000, at full scale).
  const hits = await countOf(
    db,
    db.select({ one: sql`1` }).from(users).where(where).$dynamic(),
    Math.max(filter.countUpTo, 2 * COMMON_NAME_PEOPLE),
  );
  let pageIds: SQLWrapper;
  if (hits >= COMMON_NAME_PEOPLE) {
    // users_senders_name_idx and users_travelers_name_idx, each in name order.
    const inRole = (role: SQL) =>
      db
        .select({ id: users.id, fullName: users.fullName })
        .from(users)
        .where(and(role, holds))
        .orderBy(asc(users.fullName), asc(users.id))
        .limit(filter.limit);
    const candidates = union(inRole(eq(users.isSender, true)), inRole(eq(users.isTraveler, true))).as(
      'candidates',
    );
    pageIds = db
      .select({ id: candidates.id })
      .from(candidates)
      .orderBy(asc(candidates.fullName), asc(candidates.id))
      .limit(filter.limit);
  } else {
    pageIds = db
      .select({ id: users.id })
      .from(users)
      .where(where)
      .orderBy(asc(users.fullName), asc(users.id))
      .limit(filter.limit);
  }
  const rows = await db
    .select(userColumns)
    .from(users)
    .where(inArray(users.id, pageIds))
    .orderBy(asc(users.fullName), asc(users.id));
  return { rows, total: Math.min(hits, filter.countUpTo) };
}
