import {
  type ConversationListQuery,
  ConversationListSchema,
  ConversationSchema,
  type MessageListQuery,
  MessagePageSchema,
  MessageSchema,
} from '@tote/validation/messages';
import { request } from './client';

const conversationPath = (conversationId: string) => `conversations/${encodeURIComponent(conversationId)}`;

/** GET /conversations: mine with unread counts (staff: support threads by `side` and `q` on the name). */
export function getConversations(query: ConversationListQuery = {}) {
  const searchParams = new URLSearchParams();
  if (query.side) searchParams.set('side', query.side);
  const q = query.q?.trim();
  if (q) searchParams.set('q', q);
  return request(ConversationListSchema, 'conversations', { searchParams });
}

/** GET /conversations/support: my chat with Admin (made with a greeting on first open). */
export const getSupportConversation = () => request(ConversationSchema, 'conversations/support');

/** GET /users/:userId/support-conversation (staff): that person's chat with Admin, made if new. */
export const getUserSupportConversation = (userId: string) =>
  request(ConversationSchema, `users/${encodeURIComponent(userId)}/support-conversation`);

/** GET /orders/:deliveryId/conversation: the order's delivery chat (409 no_traveler before a match). */
export const getOrderConversation = (deliveryId: string) =>
  request(ConversationSchema, `orders/${encodeURIComponent(deliveryId)}/conversation`);

/** GET /conversations/:id/messages: one page, ascending; pass `nextBefore` as `before` for older ones. */
export function getMessages(conversationId: string, query: MessageListQuery = {}) {
  const searchParams = new URLSearchParams();
  if (query.before !== undefined) searchParams.set('before', String(query.before));
  if (query.limit !== undefined) searchParams.set('limit', String(query.limit));
  return request(MessagePageSchema, `${conversationPath(conversationId)}/messages`, { searchParams });
}

/**
 * POST /conversations/:id/messages: JSON for text, multipart when an image comes along. 400 validation_error
 * (empty or too long), 409 conversation_closed, 429 rate_limited.
 */
export function sendMessage(conversationId: string, body: string, image?: File) {
  const path = `${conversationPath(conversationId)}/messages`;
  if (!image) return request(MessageSchema, path, { method: 'post', json: { body } });
  const form = new FormData();
  form.set('body', body);
  form.set('image', image, image.name);
  return request(MessageSchema, path, { method: 'post', body: form });
}

/** POST /conversations/:id/read: my side has read up to this message. */
export const markConversationRead = (conversationId: string, upToId: string) =>
  request(ConversationSchema, `${conversationPath(conversationId)}/read`, {
    method: 'post',
    json: { upToId },
  });
