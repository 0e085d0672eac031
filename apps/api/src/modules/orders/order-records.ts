import type { Database } from '../../db/client';
import type { OrderEventRow } from '../../db/schema/order-events';
import type { OrderImageRow } from '../../db/schema/order-images';
import type { OrderRow } from '../../db/schema/orders';
import { findCourier } from './order-details.repo';
import * as repo from './orders.repo';

/*
 * The orders module's public face on its tables, for the other modules (matches, deliveries, admin, payments):
 * read an order, lock it, and the hand-over's own writes. The orders module owns orders, order_images,
 * order_events and matches (docs/architecture.md, "Who owns which table"); only orders.repo.ts has SQL on them.
 * A status change is not here: it goes through transitionOrder (order-status.ts), the one way an order moves.
 * Each function takes the database or the caller's transaction.
 */

/** The order by its public delivery id (TT-…), whoever may see it: the caller decides that. */
export function findOrderByDeliveryId(db: Database, deliveryId: string): Promise<OrderRow | undefined> {
  return repo.findOrderByDeliveryId(db, deliveryId);
}

/**
 * The order, locked until the caller's transaction ends. Every path that locks an order and a trip locks the
 * order first (docs/decisions/011-matching.md).
 */
export function lockOrder(tx: Database, orderId: string): Promise<OrderRow | undefined> {
  return repo.lockOrder(tx, orderId);
}

/** The item photos, by position. */
export function listOrderImages(db: Database, orderId: string): Promise<OrderImageRow[]> {
  return repo.listOrderImages(db, orderId);
}

/** The order's history, oldest first. */
export function listOrderEvents(db: Database, orderId: string): Promise<OrderEventRow[]> {
  return repo.listOrderEvents(db, orderId);
}

/**
 * Counts one wrong hand-over code in one statement, so two guesses at once both count; the new total. The
 * caller holds the order's lock and decides what the count means (HAND_OVER_MAX_ATTEMPTS).
 */
export function countWrongHandOver(tx: Database, orderId: string): Promise<number> {
  return repo.countWrongHandOver(tx, orderId);
}

/** Names the hand-over photo on the order (stored by the caller, kept once this commits). */
export function recordHandOverPhoto(
  tx: Database,
  orderId: string,
  photo: { key: string; contentType: string; sizeBytes: number; by: string },
): Promise<void> {
  return repo.recordHandOverPhoto(tx, orderId, photo);
}

/**
 * Who carries the order, for a view that names them without their account (the receiver's tracking link,
 * docs/decisions/021-receiver-link.md): the traveler's full name (the caller keeps only what it may show) and
 * the flight's arrival. Undefined while no match is active.
 */
export async function findOrderCarrier(
  db: Database,
  orderId: string,
): Promise<{ travelerFullName: string; arrivalAt: Date } | undefined> {
  const courier = await findCourier(db, orderId);
  return courier && { travelerFullName: courier.traveler.fullName, arrivalAt: courier.trip.arrivalAt };
}
