import type { TimelineStep } from '@tote/ui/timeline';
import type { Delivery } from '@tote/validation/trips';
import { lastEvent, shippingState } from '@tote/web/delivery-timeline';
import { formatDateTime } from './format';

/**
 * docs/product/traveler.md, Traveler item tracking: Delivery Order Matched, Shipping, Estimated Arrival; a
 * delivered one adds Delivered, a cancelled one Delivery Cancelled.
 */
export function trackingSteps(delivery: Delivery): TimelineStep[] {
  const matched = lastEvent(delivery, 'matched');
  const shipping = lastEvent(delivery, 'shipping');
  const delivered = lastEvent(delivery, 'delivered');
  const steps: TimelineStep[] = [
    {
      id: 'matched',
      title: 'Delivery Order Matched',
      time: matched ? formatDateTime(matched.createdAt) : undefined,
      state: 'done',
    },
  ];
  if (delivery.status === 'cancelled') {
    for (const event of delivery.events.filter((e) => e.type === 'cancelled'))
      steps.push({
        id: event.id,
        title: 'Delivery Cancelled',
        description: event.note ?? undefined,
        time: formatDateTime(event.createdAt),
        state: 'cancelled',
      });
    return steps;
  }
  steps.push({
    id: 'shipping',
    title: 'Shipping',
    description: shipping ? undefined : `Once you pick the items up from ${delivery.senderName}`,
    time: shipping ? formatDateTime(shipping.createdAt) : undefined,
    state: shippingState(delivery.status, Boolean(shipping)),
  });
  steps.push({
    id: 'arrival',
    title: 'Estimated Arrival',
    time: formatDateTime(delivery.estimatedArrivalAt),
    state: delivery.status === 'delivered' ? 'done' : 'upcoming',
  });
  if (delivery.status === 'delivered')
    steps.push({
      id: 'delivered',
      title: 'Delivered',
      time: delivered ? formatDateTime(delivered.createdAt) : undefined,
      state: 'done',
    });
  return steps;
}
