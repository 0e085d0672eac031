import type {
  AdminOrderListQuery,
  AdminTripListQuery,
  AdminUserListQuery,
  VerificationListQuery,
} from '@tote/validation/admin';
import type { CandidateQuery, MatchListQuery } from '@tote/validation/matches';

/**
 * Query keys shared across the admin screens, so a match refreshes everything it changes: the order, the trip,
 * both candidate lists and the Delivery Orders lists.
 */
export const queryKeys = {
  stats: ['admin-stats'] as const,
  orders: {
    all: ['orders'] as const,
    list: (query: AdminOrderListQuery) => ['orders', 'list', query] as const,
    detail: (deliveryId: string) => ['orders', 'detail', deliveryId] as const,
  },
  trips: {
    all: ['trips'] as const,
    list: (query: AdminTripListQuery) => ['trips', 'list', query] as const,
    detail: (tripId: string) => ['trips', 'detail', tripId] as const,
  },
  candidates: {
    all: ['candidates'] as const,
    travelers: (deliveryId: string, query: CandidateQuery) =>
      ['candidates', 'travelers', deliveryId, query] as const,
    senders: (tripId: string, query: CandidateQuery) => ['candidates', 'senders', tripId, query] as const,
  },
  users: {
    all: ['admin-users'] as const,
    list: (query: AdminUserListQuery) => ['admin-users', 'list', query] as const,
    detail: (userId: string) => ['admin-users', 'detail', userId] as const,
  },
  /** The traveler verification queue (a review on /admin-p?id= changes it too; live: verification.changed). */
  verifications: {
    all: ['verifications'] as const,
    list: (query: VerificationListQuery) => ['verifications', 'list', query] as const,
  },
  search: (q: string) => ['admin-search', q] as const,
  matches: {
    all: ['matches'] as const,
    list: (query: MatchListQuery) => ['matches', 'list', query] as const,
  },
};
