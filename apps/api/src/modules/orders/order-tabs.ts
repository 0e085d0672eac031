import type { OrderStatus, OrderTab } from '@tote/validation/orders';

/** Which statuses each sender tab shows (tabOfStatus in @tote/validation/orders, as SQL). */
export const STATUSES_OF_TAB: Record<OrderTab, OrderStatus[]> = {
  processing: ['processing', 'matched', 'shipping'],
  delivered: ['delivered'],
  cancelled: ['cancelled', 'failed'],
};
