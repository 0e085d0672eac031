import { type LiveInvalidations, sharedLiveInvalidations } from '@tote/web/events';
import { webQueryKeys } from '@tote/web/query-keys';
import { queryKeys } from '../../lib/query-keys';

/**
 * What each live event refreshes in the traveler app (ADR 010): the bell, the chats, the deliveries, the
 * trips and the traveler's verification status (read from the session).
 */
export const travelerLiveInvalidations: LiveInvalidations = {
  ...sharedLiveInvalidations,
  'order.changed': ({ deliveryId }) => [
    queryKeys.deliveries.lists(),
    queryKeys.deliveries.overview(),
    queryKeys.deliveries.detail(deliveryId),
    // A trip's remaining weight and delivery count follow its orders.
    queryKeys.trips.all,
  ],
  'match.changed': ({ deliveryId }) => [
    queryKeys.deliveries.all,
    queryKeys.trips.all,
    webQueryKeys.conversations.order(deliveryId),
    webQueryKeys.conversations.lists(),
  ],
  // Approved, rejected or cancelled: the trips lists and the Overview's tiles.
  'trip.changed': () => [queryKeys.trips.all, queryKeys.deliveries.overview()],
  // Staff decided the verification: the Overview's status and what the traveler may do come from the session.
  'verification.changed': () => [queryKeys.session],
};
