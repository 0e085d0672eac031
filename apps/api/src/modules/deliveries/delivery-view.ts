import { commonErrors } from '@tote/validation/contract';
import { type Currency, orderImagePath } from '@tote/validation/orders';
import {
  type Delivery,
  type DeliverySummary,
  HAND_OVER_MAX_ATTEMPTS,
  handOverPhotoPath,
} from '@tote/validation/trips';
import type { Database } from '../../db/client';
import type { OrderRow } from '../../db/schema/orders';
import { raise } from '../../errors';
import { avatarUrlOf, type SessionUser } from '../accounts/users';
import { contentsOf } from '../orders/contents-view';
import { listOrderEvents, listOrderImages } from '../orders/order-records';
import { shownEvents } from '../orders/order-view';
import * as repo from './deliveries.repo';

/** The delivery if one of the traveler's trips carries (or carried) it; for anyone else it does not exist. */
export async function findCarried(
  db: Database,
  traveler: SessionUser,
  deliveryId: string,
): Promise<repo.DeliveryRow> {
  const found = await repo.findDelivery(db, traveler.id, deliveryId);
  if (!found) throw raise(commonErrors.notFound);
  return found;
}

export function toSummary(row: repo.DeliveryRow): DeliverySummary {
  const { order } = row;
  return {
    deliveryId: order.deliveryId,
    category: order.category,
    itemNames: order.itemNames,
    senderName: row.senderName,
    pickupCountry: order.pickupCountry,
    deliveryAddress: order.deliveryAddress,
    deliveryCountry: order.deliveryCountry,
    status: order.status,
    travelerName: row.travelerName,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  };
}

/** The traveler's earnings for one order: its weight at the trip's fee per kg, rounded to the cent. */
const earningsOf = (order: OrderRow, feePerKgMinor: number) =>
  Math.round((order.weightGrams * feePerKgMinor) / 1000);

function tripOf({ trip }: repo.DeliveryRow): Delivery['trip'] {
  return {
    id: trip.id,
    bookingId: trip.bookingId,
    airline: trip.airline,
    flightNumber: trip.flightNumber,
    departureCity: trip.departureCity,
    departureCountry: trip.departureCountry,
    departureAt: trip.departureAt.toISOString(),
    arrivalCity: trip.arrivalCity,
    arrivalCountry: trip.arrivalCountry,
    arrivalAt: trip.arrivalAt.toISOString(),
  };
}

/**
 * The full delivery as its traveler sees it: the order's photos and history, the trip, what they earn; `now`
 * (the app's clock) tells whether the flight has landed.
 */
export async function toDelivery(db: Database, row: repo.DeliveryRow, now: Date): Promise<Delivery> {
  const { order, trip } = row;
  const [images, events] = await Promise.all([listOrderImages(db, order.id), listOrderEvents(db, order.id)]);
  const attemptsLeft = Math.max(0, HAND_OVER_MAX_ATTEMPTS - order.handOverAttempts);
  return {
    ...toSummary(row),
    senderId: order.senderId,
    senderAvatarUrl: avatarUrlOf(row.sender),
    pickupAddress: order.pickupAddress,
    receiverName: order.receiverName,
    receiverPhone: order.receiverPhone,
    weightKg: order.weightGrams / 1000,
    earnings: { amountMinor: earningsOf(order, trip.feePerKgMinor), currency: trip.currency as Currency },
    images: images.map((image) => ({
      id: image.id,
      url: orderImagePath(order.deliveryId, image.id),
      contentType: image.contentType,
    })),
    // The sender's read's cap: every status event, only the latest address changes.
    events: shownEvents(events).map((event) => ({
      id: String(event.id),
      type: event.type,
      note: event.note,
      createdAt: event.createdAt.toISOString(),
    })),
    trip: tripOf(row),
    estimatedArrivalAt: trip.arrivalAt.toISOString(),
    flightLanded: trip.arrivalAt.getTime() <= now.getTime(),
    canPickUp: order.status === 'matched',
    canDeliver: order.status === 'shipping' && attemptsLeft > 0,
    handOverAttemptsLeft: attemptsLeft,
    handOverPhotoUrl: order.handOverPhotoKey ? handOverPhotoPath(order.deliveryId) : null,
    contents: contentsOf(order),
    // Refused at pick-up, before it (docs/decisions/020-declared-contents.md); the pick-up itself is the end of it.
    canRefuse: order.status === 'matched',
  };
}
