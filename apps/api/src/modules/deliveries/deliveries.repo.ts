import type { OrderTab } from '@tote/validation/orders';
import { and, asc, count, desc, eq, gt, gte, ilike, inArray, isNull, lt, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { matches } from '../../db/schema/matches';
import { type OrderRow, orders } from '../../db/schema/orders';
import { type TripRow, trips } from '../../db/schema/trips';
import { users } from '../../db/schema/users';
import { carryingMatch, carryingMatchAlone, STATUSES_OF_TAB } from '../orders/order-tabs';

// SQL only, and reads only: no rules here (deliveries.service.ts decides). A delivery is an order seen from the
// trip that carries it (orders, matches, trips); none of those tables is this module's, so what the hand-over
// writes on an order (the wrong code count, the photo) goes through the orders module (orders/order-records.ts).
// Times are always passed in (the app's clock), never the database's now().

const senders = alias(users, 'senders');

/** `%q%` for ILIKE with the user's own % _ and \ taken literally. */
const containsPattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// ---- the deliveries a traveler carries --------------------------------------------------------------------

/** Which match puts an order on a traveler's list: the one that carries or carried it (carryingMatch). */
const carriedBy = (travelerId: string | SQL) => and(eq(trips.travelerId, travelerId), carryingMatch());

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
    eq(matches.travelerId, filter.travelerId),
    carryingMatchAlone(),
    filter.tab ? inArray(orders.status, STATUSES_OF_TAB[filter.tab]) : undefined,
    pattern ? or(ilike(orders.searchText, pattern), ilike(senders.fullName, pattern)) : undefined,
  );
  // The page's order ids first, from the traveler's matches in list order (matches_traveler_order_created_at_idx:
  // the match carries the order's created_at), joining the order and its sender only to filter; then the page's
  // rows whole. An OFFSET skips index entries, not joined rows, and the count reads the same index (ADR 026).
  const matching = (select: { id: typeof matches.orderId } | { total: SQL<number> }) => {
    const base = db.select(select).from(matches).$dynamic();
    const withOrders = filter.tab || pattern ? base.innerJoin(orders, eq(orders.id, matches.orderId)) : base;
    return (pattern ? withOrders.innerJoin(senders, eq(senders.id, orders.senderId)) : withOrders).where(
      where,
    );
  };
  const pageIds = matching({ id: matches.orderId })
    .orderBy(desc(matches.orderCreatedAt), desc(matches.orderId))
    .limit(filter.limit)
    .offset(filter.offset);
  const [rows, [counted]] = await Promise.all([
    deliveriesFrom(db)
      .where(and(inArray(orders.id, pageIds), carriedBy(filter.travelerId)))
      .orderBy(desc(orders.createdAt), desc(orders.id)),
    matching({ total: count() }),
  ]);
  return { rows, total: counted && 'total' in counted ? counted.total : 0 };
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
