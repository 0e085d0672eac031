import type { Order } from '@tote/validation/orders';

// Apart from the screen so that the app's entry can ask for the payment and disputes of a tracked order
// (app/prefetch.ts) under the same rule, without loading the screen. Not delivery-timeline's lastEvent: its
// module brings the country names into the entry.

/**
 * Whether an order has a payment to show: one exists from the first match on (one per match, ADR 017), and
 * before that the API answers 404. Disputes need a traveler too, so the same rule says when to ask for them
 * (docs/product/sender.md, Open a dispute).
 */
export function hasPayment(order: Pick<Order, 'courier' | 'events'>): boolean {
  return Boolean(order.courier || order.events.some((event) => event.type === 'matched'));
}
