import { randomInt } from 'node:crypto';
import { commonErrors } from '@tote/validation/contract';
import { type OrderEventType, type OrderStatus, orderErrors, orderMessages } from '@tote/validation/orders';
import { HAND_OVER_CODE_LENGTH } from '@tote/validation/trips';
import type { Database } from '../../db/client';
import type { OrderRow } from '../../db/schema/orders';
import { HttpError, raise } from '../../errors';
import { publishOnCommit } from '../events/publish';
import { giveRoomBack, lockTrip, takeRoom } from '../trips/trip-room';
import { type Courier, findCourier } from './order-details.repo';
import { notifyTransition } from './order-notices';
import * as repo from './orders.repo';

/** Who did something to an order (written to order_events.actor_user_id); null for the system. */
export type Actor = { id: string } | null;

/** A new 6-digit hand-over code (crypto randomness: not guessable from other codes). */
export function generateHandOverCode(): string {
  return String(randomInt(1_000_000)).padStart(HAND_OVER_CODE_LENGTH, '0');
}

// ---- status rules -----------------------------------------------------------------------------------------

/**
 * The order lifecycle (docs/product/lifecycles.md, Order; docs/decisions/004-orders.md): processing ->
 * matched -> shipping -> delivered; processing or matched -> cancelled; matched -> processing when staff
 * unmatch; matched or shipping -> failed when staff mark the delivery failed (Update Delivery Status,
 * docs/product/admin.md). Nothing leaves delivered, cancelled or failed.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  processing: ['matched', 'cancelled'],
  matched: ['shipping', 'processing', 'cancelled', 'failed'],
  shipping: ['delivered', 'failed'],
  delivered: [],
  cancelled: [],
  failed: [],
};

export const canTransition = (from: OrderStatus, to: OrderStatus) => ORDER_TRANSITIONS[from].includes(to);

/** Before shipping the sender may still change the address or cancel. */
export const isBeforeShipping = (status: OrderStatus) => status === 'processing' || status === 'matched';

/** The history entry each transition writes; going back to processing means the match was undone. */
const EVENT_OF_STATUS: Record<OrderStatus, OrderEventType> = {
  processing: 'unmatched',
  matched: 'matched',
  shipping: 'shipping',
  delivered: 'delivered',
  cancelled: 'cancelled',
  failed: 'failed',
};

/** orderErrors.invalidTransition, its message naming both statuses; tests and callers may match on the class. */
export class OrderTransitionError extends HttpError {
  constructor(
    readonly from: OrderStatus,
    readonly to: OrderStatus,
  ) {
    const { status, code } = orderErrors.invalidTransition;
    super(status, code, orderMessages.invalidTransition(from, to));
  }
}

/** What a transition does to the hand-over code: a new one when matched, none once the parcel cannot move. */
function handOverChange(to: OrderStatus): { handOverCode?: string | null; handOverAttempts?: number } {
  if (to === 'matched') return { handOverCode: generateHandOverCode(), handOverAttempts: 0 };
  if (to === 'delivered' || to === 'cancelled' || to === 'processing' || to === 'failed') {
    return { handOverCode: null };
  }
  return {};
}

/** Ends the order's active match and gives its weight back to the trip (locked after the order). */
async function endMatchBeforePickUp(
  tx: Database,
  order: OrderRow,
  courier: Courier | undefined,
  actor: Actor,
  at: Date,
): Promise<void> {
  await repo.endActiveMatch(tx, order.id, at, actor?.id ?? null);
  if (courier) {
    await lockTrip(tx, courier.trip.id);
    await giveRoomBack(tx, courier.trip.id, order.weightGrams, at);
  }
  await publishOnCommit(
    tx,
    [order.senderId, ...(courier ? [courier.traveler.id] : [])],
    { type: 'match.changed', deliveryId: order.deliveryId, tripId: null },
    { staff: true },
  );
}

/**
 * The one way an order's status changes: locks the order, checks ORDER_TRANSITIONS, and on the caller's
 * transaction
 * - becoming `matched` (the match row written first, by matchOrderToTrip, same transaction): a new hand-over code;
 * - leaving `matched` for processing or cancelled: ends the active match and gives its weight back to the trip
 *   (trip row locked after the order, the order every path takes);
 * - delivered or cancelled: the hand-over code is cleared (only open deliveries have one);
 * - writes the event and notifies the sender and the traveler of the match, so nothing is announced that did
 *   not commit.
 */
export async function transitionOrder(
  tx: Database,
  orderId: string,
  to: OrderStatus,
  actor: Actor,
  options: { at: Date; note?: string | null },
): Promise<OrderRow> {
  const order = await repo.lockOrder(tx, orderId);
  if (!order) throw raise(commonErrors.notFound);
  if (!canTransition(order.status, to)) throw new OrderTransitionError(order.status, to);
  const courier = await findCourier(tx, orderId);
  if (to === 'matched' && !courier) throw raise(orderErrors.noActiveMatch);
  // Before pick-up the trip still has the room: ending the match gives it back. Once shipping, the flight took it.
  if (order.status === 'matched' && (to === 'processing' || to === 'cancelled' || to === 'failed')) {
    await endMatchBeforePickUp(tx, order, courier, actor, options.at);
  }
  const updated = await repo.updateOrder(tx, orderId, {
    status: to,
    ...handOverChange(to),
    updatedAt: options.at,
  });
  await repo.insertOrderEvent(tx, {
    orderId,
    type: EVENT_OF_STATUS[to],
    note: options.note ?? null,
    actorUserId: actor?.id ?? null,
    createdAt: options.at,
  });
  // Live screens of the sender and the traveler refresh once this commits (modules/events/publish.ts); the
  // notices follow, so a screen has the new status before its bell rings.
  // Staff too: every status change moves the admin stats and queues (docs/decisions/013-staff-events.md).
  await publishOnCommit(
    tx,
    [order.senderId, ...(courier ? [courier.traveler.id] : [])],
    { type: 'order.changed', deliveryId: order.deliveryId },
    { staff: true },
  );
  await notifyTransition(tx, updated, to, courier, options.at, options.note ?? null);
  return updated;
}

/**
 * Puts an order on a trip (docs/product/lifecycles.md, Match; the staff match route and the test factory use
 * it): locks the order, then the trip; the trip must be approved with room for the order's weight, which is
 * taken off its remaining capacity; then the match row and transitionOrder to matched (hand-over code, event,
 * notices). All on the caller's transaction. Which trips staff may pick (not departed, the route fits) is the
 * staff route's business.
 */
export async function matchOrderToTrip(
  tx: Database,
  input: { orderId: string; tripId: string; staffId: string | null; at: Date },
): Promise<OrderRow> {
  const order = await repo.lockOrder(tx, input.orderId);
  if (!order) throw raise(commonErrors.notFound);
  if (!canTransition(order.status, 'matched')) throw new OrderTransitionError(order.status, 'matched');
  const trip = await lockTrip(tx, input.tripId);
  if (!trip) throw raise(commonErrors.notFound);
  if (trip.status !== 'approved') throw raise(orderErrors.tripNotApproved);
  if (trip.remainingGrams < order.weightGrams) throw raise(orderErrors.tripFull);
  await takeRoom(tx, trip.id, order.weightGrams, input.at);
  await repo.insertMatch(tx, {
    orderId: order.id,
    tripId: trip.id,
    matchedBy: input.staffId,
    matchedAt: input.at,
  });
  await publishOnCommit(
    tx,
    [order.senderId, trip.travelerId],
    { type: 'match.changed', deliveryId: order.deliveryId, tripId: trip.id },
    { staff: true },
  );
  return transitionOrder(tx, order.id, 'matched', input.staffId ? { id: input.staffId } : null, {
    at: input.at,
  });
}
