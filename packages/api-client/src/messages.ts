import * as messages from '@tote/validation/contracts/messages';
import type { ConversationListQuery, MessageListQuery } from '@tote/validation/messages';
import { call } from './client';

// Chat's calls (the routes: @tote/validation/contracts/messages).

/** GET /conversations: mine with unread counts (staff: support threads by `side` and `q` on the name). */
export const getConversations = (query: ConversationListQuery = {}) =>
  call(messages.listConversations, { query });

/** GET /conversations/support: my chat with Admin (made with a greeting on first open). */
export const getSupportConversation = () => call(messages.getSupportConversation, {});

/** GET /users/:userId/support-conversation (staff): that person's chat with Admin, made if new. */
export const getUserSupportConversation = (userId: string) =>
  call(messages.getUserSupportConversation, { params: { userId } });

/** GET /orders/:deliveryId/conversation: the order's delivery chat (409 no_traveler before a match). */
export const getOrderConversation = (deliveryId: string) =>
  call(messages.getOrderConversation, { params: { deliveryId } });

/** GET /conversations/:id/messages: one page, ascending; pass `nextBefore` as `before` for older ones. */
export const getMessages = (conversationId: string, query: MessageListQuery = {}) =>
  call(messages.listMessages, { params: { conversationId }, query });

/**
 * POST /conversations/:id/messages: JSON for text, multipart when an image comes along. 400 validation_error
 * (empty or too long), 409 conversation_closed, 429 rate_limited.
 */
export function sendMessage(conversationId: string, body: string, image?: File) {
  const params = { conversationId };
  if (!image) return call(messages.sendMessage, { params, json: { body } });
  const form = new FormData();
  form.set('body', body);
  form.set('image', image, image.name);
  return call(messages.sendMessage, { params, json: undefined, form });
}

/** POST /conversations/:id/read: my side has read up to this message. */
export const markConversationRead = (conversationId: string, upToId: string) =>
  call(messages.markConversationRead, { params: { conversationId }, json: { upToId } });
