import type { TimelineStepState } from '@tote/ui/timeline';
import type { OrderEventType, OrderStatus } from '@tote/validation/orders';

// What the sender's and the traveler's tracking timelines both compute from an order's events.

/** The latest event of a type (an order can be matched, unmatched and matched again). */
export function lastEvent<Event extends { type: OrderEventType }>(
  delivery: { events: readonly Event[] },
  type: OrderEventType,
): Event | undefined {
  return delivery.events.findLast((event) => event.type === type);
}

/** The Shipping step: current while the items travel, done once they have (or have been delivered). */
export function shippingState(status: OrderStatus, shipped: boolean): TimelineStepState {
  if (status === 'shipping') return 'current';
  return shipped || status === 'delivered' ? 'done' : 'upcoming';
}
