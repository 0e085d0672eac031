import type { TimelineStep } from '@tote/ui/timeline';
import type { Order } from '@tote/validation/orders';
import type { Payment } from '@tote/validation/payments';
import { lastEvent, shippingState } from '@tote/web/delivery-timeline';
import { formatDateTime } from './format';
import { paymentSteps } from './payment-format';

/**
 * docs/product/sender.md, Delivery Tracking: Delivery Order placed, Shipping, Estimated Delivery; a delivered
 * order adds Delivered and a cancelled one Delivery Cancelled. With the order's payment, its steps (paid,
 * captured, released, voided, refunded, or the awaiting payment still to do) go in among them by time.
 */
export function trackingSteps(order: Order, payment?: Payment): TimelineStep[] {
  const steps = orderSteps(order);
  if (!payment) return steps;
  return mergeByTime(steps.map(withInstant), paymentSteps(payment));
}

/**
 * When an order step happened, for placing the payment's steps: its time if it is done, or never yet (an
 * upcoming step, whose time is an estimate, stays after everything that happened).
 */
function withInstant(step: TimelineStep & { at?: string }): { step: TimelineStep; at: number } {
  const { at, ...rest } = step;
  return { step: rest, at: at && step.state !== 'upcoming' ? Date.parse(at) : Number.POSITIVE_INFINITY };
}

/** Interleaves two lists each already in time order; on a tie the order's step comes first. */
function mergeByTime(
  a: { step: TimelineStep; at: number }[],
  b: { step: TimelineStep; at: number }[],
): TimelineStep[] {
  const merged: TimelineStep[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const left = a[i];
    const right = b[j];
    if (left && (!right || left.at <= right.at)) {
      merged.push(left.step);
      i += 1;
    } else if (right) {
      merged.push(right.step);
      j += 1;
    }
  }
  return merged;
}

function orderSteps(order: Order): (TimelineStep & { at?: string })[] {
  const placed = lastEvent(order, 'placed');
  const shipping = lastEvent(order, 'shipping');
  const delivered = lastEvent(order, 'delivered');
  const cancelled = lastEvent(order, 'cancelled');

  const steps: (TimelineStep & { at?: string })[] = [
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
    description: shipping
      ? undefined
      : order.courier
        ? `${order.courier.travelerName} sets off from ${order.courier.departureCity} on ${formatDateTime(order.courier.departureAt)}`
        : 'Once a traveler sets off with your items',
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
