import type { DeliveryListQuery, TripListQuery } from '@tote/validation/trips';

/**
 * Query keys shared across features, so a change in one refreshes what another shows: a trip cancelled or a
 * delivery moved on also changes the Overview's tiles and adds a notification.
 */
export const queryKeys = {
  trips: {
    all: ['trips'] as const,
    lists: () => ['trips', 'list'] as const,
    list: (query: TripListQuery) => ['trips', 'list', query] as const,
  },
  deliveries: {
    all: ['deliveries'] as const,
    lists: () => ['deliveries', 'list'] as const,
    list: (query: DeliveryListQuery) => ['deliveries', 'list', query] as const,
    overview: () => ['deliveries', 'overview'] as const,
    detail: (deliveryId: string) => ['deliveries', 'detail', deliveryId] as const,
  },
  /** The wallet: balances, history and payouts move together (an earning, a withdrawal, a payout decided). */
  wallet: {
    all: ['wallet'] as const,
    balances: () => ['wallet', 'balances'] as const,
    history: (page: number) => ['wallet', 'history', page] as const,
    payouts: (page: number) => ['wallet', 'payouts', page] as const,
  },
  notifications: ['notifications'] as const,
  session: ['session'] as const,
};
