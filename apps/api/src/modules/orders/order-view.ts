import type { Currency, Order, OrderSummary } from '@tote/validation/orders';
import { ADDRESS_CHANGES_SHOWN, orderImagePath } from '@tote/validation/orders';
import type { Database } from '../../db/client';
import type { OrderEventRow } from '../../db/schema/order-events';
import type { OrderImageRow } from '../../db/schema/order-images';
import type { OrderRow } from '../../db/schema/orders';
import { avatarUrlOf } from '../accounts/users';
import { contentsOf } from './contents-view';
import { type Courier, findCourier, findUserName } from './order-details.repo';
import type { OrderSummaryRow } from './order-lists.repo';
import { isBeforeShipping } from './order-status';
import * as repo from './orders.repo';

// ---- views ------------------------------------------------------------------------------------------------

/**
 * The history a read returns: every status event, but only the latest ADDRESS_CHANGES_SHOWN address changes
 * (docs/product/sender.md, Change Address), so what one order's read returns stays bounded.
 */
export function shownEvents<T extends { type: string }>(events: readonly T[]): T[] {
  let skip = events.filter((event) => event.type === 'address_changed').length - ADDRESS_CHANGES_SHOWN;
  if (skip <= 0) return [...events];
  return events.filter((event) => event.type !== 'address_changed' || skip-- <= 0);
}

export function toSummary(
  order: Omit<OrderSummaryRow, 'travelerName'>,
  travelerName: string | null,
): OrderSummary {
  return {
    id: order.id,
    deliveryId: order.deliveryId,
    category: order.category,
    itemNames: order.itemNames,
    pickupCountry: order.pickupCountry,
    deliveryAddress: order.deliveryAddress,
    deliveryCountry: order.deliveryCountry,
    status: order.status,
    travelerName,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  };
}

/**
 * The full order as its owner and staff see it: images, history oldest first, the courier of the match, and
 * for the sender only (`viewerId`) the hand-over code while it is matched or shipping.
 * `people`: the sender's name and the courier when the caller read them with the order already.
 */
export async function loadOrderView(
  db: Database,
  order: OrderRow,
  viewerId: string,
  people?: {
    senderName: string | null;
    courier: Courier | undefined;
    images?: OrderImageRow[];
    events?: OrderEventRow[];
  },
): Promise<Order> {
  const [senderName, images, events, courier] = await Promise.all([
    people ? people.senderName : findUserName(db, order.senderId),
    people?.images ?? repo.listOrderImages(db, order.id),
    people?.events ?? repo.listOrderEvents(db, order.id),
    people ? people.courier : findCourier(db, order.id),
  ]);
  const open = isBeforeShipping(order.status);
  return {
    ...toSummary(order, courier?.traveler.fullName ?? null),
    senderId: order.senderId,
    senderName: senderName ?? '',
    pickupAddress: order.pickupAddress,
    receiverName: order.receiverName,
    receiverPhone: order.receiverPhone,
    weightKg: order.weightGrams / 1000,
    price: { amountMinor: order.priceMinor, currency: order.currency as Currency },
    images: images.map((image) => ({
      id: image.id,
      url: orderImagePath(order.deliveryId, image.id),
      contentType: image.contentType,
    })),
    events: shownEvents(events).map((event) => ({
      id: String(event.id),
      type: event.type,
      note: event.note,
      createdAt: event.createdAt.toISOString(),
    })),
    courier: courier
      ? {
          travelerId: courier.traveler.id,
          travelerName: courier.traveler.fullName,
          travelerAvatarUrl: avatarUrlOf(courier.traveler),
          airline: courier.trip.airline,
          flightNumber: courier.trip.flightNumber,
          departureCity: courier.trip.departureCity,
          destinationCity: courier.trip.arrivalCity,
          departureAt: courier.trip.departureAt.toISOString(),
          arrivalAt: courier.trip.arrivalAt.toISOString(),
        }
      : null,
    estimatedDeliveryAt: courier?.trip.arrivalAt.toISOString() ?? null,
    canChangeAddress: open,
    canCancel: open,
    handOverCode:
      viewerId === order.senderId && (order.status === 'matched' || order.status === 'shipping')
        ? order.handOverCode
        : null,
    contents: contentsOf(order),
  };
}
