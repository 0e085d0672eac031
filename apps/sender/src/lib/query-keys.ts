import type { OrderListQuery } from '@tote/validation/orders';
import { webQueryKeys } from '@tote/web/query-keys';

/**
 * Query keys shared across features, so a mutation in one feature can refresh what another shows (creating,
 * changing or cancelling an order also adds a notification). Invalidating `orders.all` refreshes every list,
 * the home tiles and every order's detail.
 */
export const queryKeys = {
  orders: {
    all: ['orders'] as const,
    lists: () => ['orders', 'list'] as const,
    list: (query: OrderListQuery) => ['orders', 'list', query] as const,
    overview: () => ['orders', 'overview'] as const,
    detail: (deliveryId: string) => ['orders', 'detail', deliveryId] as const,
  },
  notifications: webQueryKeys.notifications.all,
};
