import type { OrderStatus } from '@tote/validation/orders';
import type { Database } from '../../db/client';
import type { OrderRow } from '../../db/schema/orders';
import { notify } from '../notifications/notifications.service';
import type { Courier } from './order-details.repo';

/** What the sender and the traveler are told about an order (the bell menu of each app). */
export const orderNotices = {
  placed: (deliveryId: string) => ({
    title: 'Order placed',
    body: `Delivery ${deliveryId} was placed. We’ll let you know when a traveler is matched.`,
  }),
  matched: (deliveryId: string, travelerName: string) => ({
    title: 'Traveler matched',
    body: `${travelerName} will carry delivery ${deliveryId}. Your hand-over code is on its tracking page.`,
  }),
  matchedForTraveler: (deliveryId: string, bookingId: string) => ({
    title: 'New delivery',
    body: `Delivery ${deliveryId} was matched to your trip ${bookingId}.`,
  }),
  shipping: (deliveryId: string, travelerName: string) => ({
    title: 'Order shipped',
    body: `${travelerName} picked up delivery ${deliveryId}.`,
  }),
  shippingForTraveler: (deliveryId: string) => ({
    title: 'Delivery picked up',
    body: `You picked up delivery ${deliveryId}. Ask the receiver for the hand-over code when you deliver it.`,
  }),
  delivered: (deliveryId: string, receiverName: string) => ({
    title: 'Order delivered',
    body: `${receiverName} received delivery ${deliveryId}.`,
  }),
  deliveredForTraveler: (deliveryId: string) => ({
    title: 'Delivery completed',
    body: `Delivery ${deliveryId} was handed over. Thank you!`,
  }),
  cancelled: (deliveryId: string) => ({
    title: 'Order cancelled',
    body: `Delivery ${deliveryId} was cancelled. Nothing will be collected.`,
  }),
  cancelledForTraveler: (deliveryId: string) => ({
    title: 'Delivery cancelled',
    body: `The sender cancelled delivery ${deliveryId}; it is no longer part of your trip.`,
  }),
  unmatched: (deliveryId: string) => ({
    title: 'Looking for another traveler',
    body: `Delivery ${deliveryId} is no longer on a trip; we’ll let you know when a traveler is matched.`,
  }),
  unmatchedForTraveler: (deliveryId: string) => ({
    title: 'Delivery removed from your trip',
    body: `Delivery ${deliveryId} is no longer part of your trip.`,
  }),
  addressChangedForTraveler: (deliveryId: string, address: string) => ({
    title: 'Delivery address changed',
    body: `The sender changed where delivery ${deliveryId} goes: ${address}.`,
  }),
  failed: (deliveryId: string, reason: string | null) => ({
    title: 'Delivery failed',
    body: `Delivery ${deliveryId} could not be completed${reason ? `: ${reason}` : '.'} Our team will contact you.`,
  }),
  failedForTraveler: (deliveryId: string, reason: string | null) => ({
    title: 'Delivery marked as failed',
    body: `Delivery ${deliveryId} was marked as failed${reason ? `: ${reason}` : '.'}`,
  }),
} as const;

/** The sender and the traveler of the match hear of every status change (their bell menus). */
export async function notifyTransition(
  tx: Database,
  order: OrderRow,
  to: OrderStatus,
  courier: Courier | undefined,
  at: Date,
  note: string | null,
): Promise<void> {
  const id = order.deliveryId;
  const travelerName = courier?.traveler.fullName ?? 'Your traveler';
  const notices = {
    processing: [orderNotices.unmatched(id), orderNotices.unmatchedForTraveler(id)],
    matched: [
      orderNotices.matched(id, travelerName),
      orderNotices.matchedForTraveler(id, courier?.trip.bookingId ?? ''),
    ],
    shipping: [orderNotices.shipping(id, travelerName), orderNotices.shippingForTraveler(id)],
    delivered: [orderNotices.delivered(id, order.receiverName), orderNotices.deliveredForTraveler(id)],
    cancelled: [orderNotices.cancelled(id), orderNotices.cancelledForTraveler(id)],
    failed: [orderNotices.failed(id, note), orderNotices.failedForTraveler(id, note)],
  } as const;
  const [forSender, forTraveler] = notices[to];
  await notify(tx, { userId: order.senderId, ...forSender, deliveryId: id }, at);
  if (courier) await notify(tx, { userId: courier.traveler.id, ...forTraveler, deliveryId: id }, at);
}
