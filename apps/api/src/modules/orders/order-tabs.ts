import type { OrderStatus, OrderTab } from '@tote/validation/orders';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
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
