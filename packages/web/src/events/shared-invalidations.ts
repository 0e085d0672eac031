import type { QueryKey } from '@tanstack/react-query';
import { webQueryKeys } from '../query-keys';
import type { LiveInvalidations } from './use-live-events';

const { conversations } = webQueryKeys;

/** What a chat event makes stale in every app: the lists' unread counts, my Admin thread, order chats, the thread. */
const chatKeys = (conversationId: string): readonly QueryKey[] => [
  conversations.lists(),
  conversations.support(),
  ['conversations', 'order'],
  conversations.messages(conversationId),
];

/**
 * The live events every role app maps the same way (the bell and the chats, @tote/web's own queries). Each app
 * spreads it into its map and adds its features' keys for orders, trips and matches.
 */
export const sharedLiveInvalidations = {
  'notification.created': () => [webQueryKeys.notifications.all],
  'message.created': (event) => chatKeys(event.conversationId),
  'message.read': (event) => chatKeys(event.conversationId),
  // Written, shown, replied to, reported or hidden: the order's review box and every profile's rating and list.
  'review.changed': () => [webQueryKeys.reviews.all, ['profiles']],
} satisfies LiveInvalidations;
