import type { OrderSummary } from '@tote/validation/orders';
import { paths } from '../../config/paths';

/**
 * Where "View" leads (docs/product/sender.md, /delivery): a cancelled order to the cancelled view, any other to
 * tracking.
 */
export function orderHref(order: Pick<OrderSummary, 'deliveryId' | 'status'>): string {
  return order.status === 'cancelled'
    ? paths.deliveryCancelled.getHref(order.deliveryId)
    : paths.deliveryTracking.getHref(order.deliveryId);
}
