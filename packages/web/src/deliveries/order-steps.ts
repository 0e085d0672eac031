import type { TimelineStep } from '@tote/ui/timeline';
import type { OrderEvent, OrderStatus } from '@tote/validation/orders';
import { formatDateTime } from './format';
import { lastEvent, shippingState } from './timeline';

/** What the order's timeline reads: the sender's Order, or the receiver's view through their link (ADR 021). */
export interface TrackedOrder {
  status: OrderStatus;
  createdAt: string;
  events: readonly OrderEvent[];
  estimatedDeliveryAt: string | null;
  /** The traveler carrying it; the receiver's view names only their first name and no flight. */
  courier: { travelerName: string; departureCity?: string; departureAt?: string } | null;
}

/** A step with the instant it happened, for interleaving other steps (the sender's payment) by time. */
export type TimedStep = TimelineStep & { at?: string };

/**
 * docs/product/sender.md, Delivery Tracking: Delivery Order placed, Shipping, Estimated Delivery; a delivered
 * order adds Delivered and a cancelled one Delivery Cancelled. The sender's tracking page and the receiver's
 * link page both draw it, so the two timelines never disagree.
 */
export function orderSteps(order: TrackedOrder): TimedStep[] {
  const placed = lastEvent(order, 'placed');
  const shipping = lastEvent(order, 'shipping');
  const delivered = lastEvent(order, 'delivered');
  const cancelled = lastEvent(order, 'cancelled');

  const steps: TimedStep[] = [
    {
      id: 'placed',
      title: 'Delivery Order placed',
      time: formatDateTime(placed?.createdAt ?? order.createdAt),
      at: placed?.createdAt ?? order.createdAt,
      state: 'done',
    },
  ];

  if (order.status === 'cancelled') {
    steps.push({
      id: 'cancelled',
      title: 'Delivery Cancelled',
      description: cancelled?.note ?? undefined,
      time: cancelled ? formatDateTime(cancelled.createdAt) : undefined,
      at: cancelled?.createdAt,
      state: 'cancelled',
    });
    return steps;
  }

  steps.push({
    id: 'shipping',
    title: 'Shipping',
    description: shipping ? undefined : shippingWaitText(order.courier),
    time: shipping ? formatDateTime(shipping.createdAt) : undefined,
    at: shipping?.createdAt,
    state: shippingState(order.status, Boolean(shipping)),
  });
  steps.push({
    id: 'estimated',
    title: 'Estimated Delivery',
    description: order.estimatedDeliveryAt ? undefined : 'Once a traveler is matched',
    time: order.estimatedDeliveryAt ? formatDateTime(order.estimatedDeliveryAt) : undefined,
    // Done once delivered: it sorts at the delivery (an estimate is not when anything happened).
    at: delivered?.createdAt,
    state: order.status === 'delivered' ? 'done' : 'upcoming',
  });
  if (order.status === 'delivered') {
    steps.push({
      id: 'delivered',
      title: 'Delivered',
      time: delivered ? formatDateTime(delivered.createdAt) : undefined,
      at: delivered?.createdAt,
      state: 'done',
    });
  }
  return steps;
}

function shippingWaitText(courier: TrackedOrder['courier']): string {
  if (!courier) return 'Once a traveler sets off with your items';
  if (courier.departureCity && courier.departureAt)
    return `${courier.travelerName} sets off from ${courier.departureCity} on ${formatDateTime(courier.departureAt)}`;
  return `${courier.travelerName} sets off with the items soon`;
}
