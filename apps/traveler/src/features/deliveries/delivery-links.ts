import type { DeliverySummary } from '@tote/validation/trips';
import { paths } from '../../config/paths';

/**
 * Where "View" leads (docs/product/traveler.md, Deliveries): a cancelled delivery to the cancelled view, any
 * other to tracking.
 */
export function deliveryHref(delivery: Pick<DeliverySummary, 'deliveryId' | 'status'>): string {
  return delivery.status === 'cancelled'
    ? paths.deliveryCancelled.getHref(delivery.deliveryId)
    : paths.deliveryTracking.getHref(delivery.deliveryId);
}
