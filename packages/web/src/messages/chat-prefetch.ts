import type { QueryClient } from '@tanstack/react-query';
import type { Conversation } from '@tote/validation/messages';
import { prefetchAnswer, prefetchFirstPage } from '../app/app-router';
import { webQueryKeys } from '../query-keys';
import { chatDeliveryIdOf, conversationIdOf } from './chat-address';

const messageSchemas = () => import('@tote/validation/messages');

/**
 * What the Messages screen draws first, asked for from an app's entry (prefetchAnswer): the conversation list
 * (no side, no search), and the chat the address opens with its newest messages: `?conversation=` at once,
 * `?order=` as soon as the order's chat is known. Before, the messages were asked for by the rendered screen,
 * a round trip after the chat was known (Lighthouse's LCP on /message, bench/lighthouse.mjs).
 */
export function prefetchChat(queryClient: QueryClient, searchParams: URLSearchParams) {
  prefetchAnswer(
    queryClient,
    webQueryKeys.conversations.list({}),
    'conversations',
    async () => (await messageSchemas()).ConversationListSchema,
  );
  const newestMessages = (conversationId: string) =>
    prefetchFirstPage(
      queryClient,
      webQueryKeys.conversations.messages(conversationId),
      `conversations/${encodeURIComponent(conversationId)}/messages`,
      async () => (await messageSchemas()).MessagePageSchema,
    );
  const conversationId = conversationIdOf(searchParams);
  if (conversationId) {
    newestMessages(conversationId);
    return;
  }
  const deliveryId = chatDeliveryIdOf(searchParams);
  if (!deliveryId) return;
  const orderChat = webQueryKeys.conversations.order(deliveryId);
  void prefetchAnswer(
    queryClient,
    orderChat,
    `orders/${encodeURIComponent(deliveryId)}/conversation`,
    async () => (await messageSchemas()).ConversationSchema,
  ).then(() => {
    const conversation = queryClient.getQueryData<Conversation>(orderChat);
    if (conversation) newestMessages(conversation.id);
  });
}
