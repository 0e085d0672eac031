import { type LiveInvalidations, sharedLiveInvalidations } from '@tote/web/events';
import { webQueryKeys } from '@tote/web/query-keys';
import { queryKeys } from '../../lib/query-keys';

/** What each live event refreshes in the sender app (issue 11): the bell, the chats and the sender's orders. */
export const senderLiveInvalidations: LiveInvalidations = {
  ...sharedLiveInvalidations,
  // A status, address or timeline change: the lists, the home tiles and the tracking page.
  'order.changed': ({ deliveryId }) => [
    queryKeys.orders.lists(),
    queryKeys.orders.overview(),
    queryKeys.orders.detail(deliveryId),
  ],
  // Matched or unmatched: the tracking page's traveler and the order's chat (Message Traveler) too.
  'match.changed': ({ deliveryId }) => [
    queryKeys.orders.lists(),
    queryKeys.orders.overview(),
    queryKeys.orders.detail(deliveryId),
    webQueryKeys.conversations.order(deliveryId),
    webQueryKeys.conversations.lists(),
  ],
};
