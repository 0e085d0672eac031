import { type LiveInvalidations, sharedLiveInvalidations } from '@tote/web/events';
import { webQueryKeys } from '@tote/web/query-keys';
import { queryKeys } from '../../lib/query-keys';

/**
 * What each live event refreshes in the traveler app (ADR 010): the bell, the chats, the deliveries, the
 * trips, the traveler's verification status (read from the session) and the wallet.
 */
export const travelerLiveInvalidations: LiveInvalidations = {
  ...sharedLiveInvalidations,
  // A payout approved, paid or failed reaches the traveler as a notification: their balances and payouts follow.
  'notification.created': () => [...sharedLiveInvalidations['notification.created'](), queryKeys.wallet.all],
  'order.changed': ({ deliveryId }) => [
    queryKeys.deliveries.lists(),
    queryKeys.deliveries.overview(),
    queryKeys.deliveries.detail(deliveryId),
    // A trip's remaining weight and delivery count follow its orders.
    queryKeys.trips.all,
    // Delivered adds a pending earning; a refund or a dispute changes what is pending.
    queryKeys.wallet.all,
    webQueryKeys.disputes.order(deliveryId),
  ],
  'match.changed': ({ deliveryId }) => [
    queryKeys.deliveries.all,
    queryKeys.trips.all,
    webQueryKeys.conversations.order(deliveryId),
    webQueryKeys.conversations.lists(),
  ],
  // Approved, rejected or cancelled: the trips lists and the Overview's tiles.
  'trip.changed': () => [queryKeys.trips.all, queryKeys.deliveries.overview()],
  // An earning became available, a payout was asked for, paid or failed.
  'wallet.changed': () => [queryKeys.wallet.all],
  // Staff decided the verification: the Overview's status and what the traveler may do come from the session.
  'verification.changed': () => [queryKeys.session],
};
