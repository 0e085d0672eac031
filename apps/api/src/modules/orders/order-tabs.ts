import type { OrderStatus, OrderTab } from '@tote/validation/orders';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { matches } from '../../db/schema/matches';
import { orders } from '../../db/schema/orders';

/** Which statuses each sender tab shows (tabOfStatus in @tote/validation/orders, as SQL). */
export const STATUSES_OF_TAB: Record<OrderTab, OrderStatus[]> = {
  processing: ['processing', 'matched', 'shipping'],
  delivered: ['delivered'],
  cancelled: ['cancelled', 'failed'],
};

/**
 * The match that says who carries (or carried) an order, one rule for the sender's list and the traveler's:
 * its active match, or for a cancelled or failed order the match its end closed. transitionOrder ends that
 * match at the instant it writes the order's updated_at, and nothing changes a closed order afterwards, so the
 * two are equal exactly for that match (an earlier match that staff ended stays out). A failed order that had
 * shipped keeps its match active.
 */
export const carryingMatch = () =>
  or(
    isNull(matches.unmatchedAt),
    and(inArray(orders.status, ['cancelled', 'failed']), eq(matches.unmatchedAt, orders.updatedAt)),
  );

/** The order an ended match belongs to, named apart from any `orders` the outer query joins. */
const closedOrders = alias(orders, 'closed_orders');

/**
 * carryingMatch for a query that reads the match without its order (a traveler's deliveries paged from
 * matches_traveler_order_created_at_idx): an active match carries; only an ended one looks its order up, by its
 * primary key. A scalar subquery, not EXISTS: PostgreSQL may run an EXISTS under OR as one hashed pass over every
 * cancelled and failed order (docs/decisions/026-lists-at-scale.md, plans that hash a whole table).
 */
export const carryingMatchAlone = () =>
  or(
    isNull(matches.unmatchedAt),
    sql`coalesce((select ${closedOrders.status} in ('cancelled', 'failed') and ${closedOrders.updatedAt} = ${matches.unmatchedAt}
      from ${orders} as ${sql.identifier('closed_orders')} where ${closedOrders.id} = ${matches.orderId}), false)`,
  );
