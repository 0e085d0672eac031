import type {
  AdminOrderListQuery,
  AdminTripListQuery,
  AdminUserListQuery,
  VerificationListQuery,
} from '@tote/validation/admin';
import type { CandidateQuery, MatchListQuery } from '@tote/validation/matches';
import type { PayoutListQuery } from '@tote/validation/wallet';

/**
 * Query keys shared across the admin screens, so a match refreshes everything it changes: the order, the trip,
 * both candidate lists and the Delivery Orders lists.
 */
export const queryKeys = {
  stats: ['admin-stats'] as const,
  /** /admin's Background jobs (the job queue's retrying and failed jobs). */
  failingJobs: ['failing-jobs'] as const,
  orders: {
    all: ['orders'] as const,
    list: (query: AdminOrderListQuery) => ['orders', 'list', query] as const,
    detail: (deliveryId: string) => ['orders', 'detail', deliveryId] as const,
    /** /dev-d's Money section: under `orders`, so every order and match change refreshes it too. */
    moneyAll: ['orders', 'money'] as const,
    money: (deliveryId: string) => ['orders', 'money', deliveryId] as const,
    /** /dev-d's refusals at pick-up and their photos: under `orders`, so a new refusal refreshes them. */
    refusals: (deliveryId: string) => ['orders', 'refusals', deliveryId] as const,
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
    /** /admin-p?id='s Money section: a traveler's balances move with their deliveries and their payouts. */
    moneyAll: ['admin-users', 'money'] as const,
    money: (userId: string) => ['admin-users', 'money', userId] as const,
  },
  /** The Payouts queue (/payouts; live: wallet.changed). */
  payouts: {
    all: ['payouts'] as const,
    list: (query: PayoutListQuery) => ['payouts', 'list', query] as const,
  },
  /** The traveler verification queue (a review on /admin-p?id= changes it too; live: verification.changed). */
  verifications: {
    all: ['verifications'] as const,
    list: (query: VerificationListQuery) => ['verifications', 'list', query] as const,
  },
  search: (q: string) => ['admin-search', q] as const,
  /** Reviews for moderation (docs/decisions/018-reviews.md; live: review.changed). */
  reviews: {
    all: ['admin-reviews'] as const,
    reported: () => ['admin-reviews', 'reported'] as const,
    about: (userId: string) => ['admin-reviews', 'about', userId] as const,
  },
  matches: {
    all: ['matches'] as const,
    list: (query: MatchListQuery) => ['matches', 'list', query] as const,
  },
};
