import type { TimelineStep } from '@tote/ui/timeline';
import type { Order } from '@tote/validation/orders';
import { lastEvent, shippingState } from '@tote/web/delivery-timeline';
import { formatDateTime } from './format';

/**
 * spec §4 "sender sees order placed, shipping, estimated delivery"; a delivered order adds Delivered and a
 * cancelled one Delivery Cancelled.
 */
export function trackingSteps(order: Order): TimelineStep[] {
  const placed = lastEvent(order, 'placed');
  const shipping = lastEvent(order, 'shipping');
  const delivered = lastEvent(order, 'delivered');
  const cancelled = lastEvent(order, 'cancelled');

  const steps: TimelineStep[] = [
    {
      id: 'placed',
      title: 'Delivery Order placed',
      time: formatDateTime(placed?.createdAt ?? order.createdAt),
      state: 'done',
    },
  ];

  if (order.status === 'cancelled') {
    steps.push({
      id: 'cancelled',
      title: 'Delivery Cancelled',
      description: cancelled?.note ?? undefined,
      time: cancelled ? formatDateTime(cancelled.createdAt) : undefined,
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
    state: shippingState(order.status, Boolean(shipping)),
  });
  steps.push({
    id: 'estimated',
    title: 'Estimated Delivery',
    description: order.estimatedDeliveryAt ? undefined : 'Once a traveler is matched',
    time: order.estimatedDeliveryAt ? formatDateTime(order.estimatedDeliveryAt) : undefined,
    state: order.status === 'delivered' ? 'done' : 'upcoming',
  });
  if (order.status === 'delivered') {
    steps.push({
      id: 'delivered',
      title: 'Delivered',
      time: delivered ? formatDateTime(delivered.createdAt) : undefined,
      state: 'done',
    });
  }
  return steps;
}
