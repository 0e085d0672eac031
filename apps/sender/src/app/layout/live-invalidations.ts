import { type LiveInvalidations, sharedLiveInvalidations } from '@tote/web/events';
import { webQueryKeys } from '@tote/web/query-keys';
import { queryKeys } from '../../lib/query-keys';

/** What each live event refreshes in the sender app (docs/decisions/010-live-events.md): the bell, the chats and the sender's orders. */
export const senderLiveInvalidations: LiveInvalidations = {
  ...sharedLiveInvalidations,
  // A status, address or timeline change: the lists, the home tiles and the tracking page. The payment's
  // webhook, capture, release and refund also announce themselves as an order change, so its payment and
  // receipt refresh too (the Pay button goes, the state in words moves on).
  'order.changed': ({ deliveryId }) => [
    queryKeys.orders.lists(),
    queryKeys.orders.overview(),
    queryKeys.orders.detail(deliveryId),
    queryKeys.orders.payment(deliveryId),
    queryKeys.orders.receipt(deliveryId),
    // Opened or resolved disputes announce themselves as order changes too (ADR 019).
    webQueryKeys.disputes.order(deliveryId),
  ],
  // Matched or unmatched: the tracking page's traveler and the order's chat (Message Traveler) too, and its
  // payment (one payment per match: an unmatch closes it, a new match opens another).
  'match.changed': ({ deliveryId }) => [
    queryKeys.orders.lists(),
    queryKeys.orders.overview(),
    queryKeys.orders.detail(deliveryId),
    queryKeys.orders.payment(deliveryId),
    webQueryKeys.conversations.order(deliveryId),
    webQueryKeys.conversations.lists(),
  ],
};
