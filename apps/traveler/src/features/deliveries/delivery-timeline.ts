import type { TimelineStep } from '@tote/ui/timeline';
import type { Delivery } from '@tote/validation/trips';
import { deliveryTimeline } from '@tote/web/delivery-timeline';

/**
 * docs/product/traveler.md, Traveler item tracking: the shared timeline as the traveler reads it, from their
 * match on (Delivery Order Matched, Shipping, Estimated Arrival, then Delivered; or Delivery Cancelled).
 */
export function trackingSteps(delivery: Delivery): TimelineStep[] {
  return deliveryTimeline(
    {
      status: delivery.status,
      createdAt: delivery.createdAt,
      events: delivery.events,
      estimatedAt: delivery.estimatedArrivalAt,
      senderName: delivery.senderName,
    },
    'traveler',
  ).map(({ at: _at, ...step }) => step);
}
