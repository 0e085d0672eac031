import type { OrderTab } from '@tote/validation/orders';
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
import { type OrderRow, orders } from '../../db/schema/orders';
import { trips } from '../../db/schema/trips';
import { users } from '../../db/schema/users';
import { carryingMatch, STATUSES_OF_TAB } from './order-tabs';

// SQL only, reads only: the sender's (and staff's) order lists and the sender home tiles. Times are passed in.

const travelers = alias(users, 'travelers');

/** `%q%` for ILIKE with the user's own % _ and \ taken literally. */
const containsPattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface OrderListFilter {
  /** Only this sender's orders; undefined: everyone's (staff). */
  senderId: string | undefined;
  tab: OrderTab | undefined;
  q: string | undefined;
  limit: number;
  offset: number;
  /** Count at most this many (the rows of MAX_PAGE pages); undefined: count them all. */
  countUpTo?: number | undefined;
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
  const filters = and(
    key.bySender ? eq(orders.senderId, sql.placeholder('senderId')) : undefined,
    key.tab ? inArray(orders.status, STATUSES_OF_TAB[key.tab]) : undefined,
  );
  const name = `orders_list_${key.bySender ? 'sender' : 'all'}_${key.tab ?? 'any'}_${key.search ? 'q' : 'all'}`;
  if (!key.search) {
    // The page's ids from the index alone (orders_sender_created_at_id_idx holds the status for the tabs), then
    // only those rows joined; the total counts index entries, up to `countUpTo` (MAX_PAGE pages): ADR 026.
    return preparedQuery((db) => {
      const pageIds = db
        .select({ id: orders.id })
        .from(orders)
        .where(filters)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'));
      const counted = db
        .select({ one: sql`1` })
        .from(orders)
        .where(filters)
        .limit(sql.placeholder('countUpTo'))
        .as('counted');
      return db
        .select({
          order: summaryColumns,
          travelerName: travelers.fullName,
          total: sql<number>`(select count(*) from ${counted})`.mapWith(Number),
        })
        .from(orders)
        .leftJoin(matches, and(eq(matches.orderId, orders.id), carryingMatch()))
        .leftJoin(trips, eq(trips.id, matches.tripId))
        .leftJoin(travelers, eq(travelers.id, trips.travelerId))
        .where(inArray(orders.id, pageIds))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .prepare(name);
    });
  }
  return preparedQuery((db) =>
    db
      .select({
        order: summaryColumns,
        travelerName: travelers.fullName,
        // The count of every matching row, before LIMIT: the page and its total in one round trip.
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(orders)
      .leftJoin(matches, and(eq(matches.orderId, orders.id), carryingMatch()))
      .leftJoin(trips, eq(trips.id, matches.tripId))
      .leftJoin(travelers, eq(travelers.id, trips.travelerId))
      .where(
        and(
          filters,
          or(
            ilike(orders.searchText, sql.placeholder('pattern')),
            ilike(travelers.fullName, sql.placeholder('pattern')),
          ),
        ),
      )
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name),
  );
}

/** A page of orders, newest first, each with the name of its traveler (carryingMatch: who carries or carried it). */
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
  // One active match per order at most (matches_active_order_key), and a closed order has none besides the one
  // its end closed, so the joins never repeat an order.
  const rows = await shape(db).execute({
    senderId: filter.senderId,
    pattern: filter.q ? containsPattern(filter.q) : undefined,
    limit: filter.limit,
    offset: filter.offset,
    countUpTo: filter.countUpTo ?? null,
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
    .leftJoin(matches, and(eq(matches.orderId, orders.id), carryingMatch()))
    .leftJoin(trips, eq(trips.id, matches.tripId))
    .leftJoin(travelers, eq(travelers.id, trips.travelerId))
    .where(listConditions(filter));
  return counted?.total ?? 0;
}

/**
 * The sender home tiles in one round trip (the sender app's first screen): the sender's shipping order whose
 * flight lands soonest after `now` (or none), and how many orders the sender created in [from, to).
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
