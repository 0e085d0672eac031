import type { OrderListQuery } from '@tote/validation/orders';
import { webQueryKeys } from '@tote/web/query-keys';

/**
 * Query keys shared across features, so a mutation in one feature can refresh what another shows (creating,
 * changing or cancelling an order also adds a notification). Invalidating `orders.all` refreshes every list,
 * the home tiles, every order's detail, payment and receipt.
 */
export const queryKeys = {
  orders: {
    all: ['orders'] as const,
    lists: () => ['orders', 'list'] as const,
    list: (query: OrderListQuery) => ['orders', 'list', query] as const,
    overview: () => ['orders', 'overview'] as const,
    detail: (deliveryId: string) => ['orders', 'detail', deliveryId] as const,
    /** The order's payment and price breakdown (a new match makes a new payment). */
    payment: (deliveryId: string) => ['orders', 'payment', deliveryId] as const,
    receipt: (deliveryId: string) => ['orders', 'receipt', deliveryId] as const,
    /** Whether the order's receiver tracking link is on (ADR 021). */
    receiverLink: (deliveryId: string) => ['orders', 'receiver-link', deliveryId] as const,
  },
  notifications: webQueryKeys.notifications.all,
};
