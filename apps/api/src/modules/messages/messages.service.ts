import type { ConversationListQuery, MessageListQuery } from '@tote/validation/messages';
import type { SessionUser } from '../accounts/users';
import type { UploadForm } from '../uploads/uploads';
import { listMessages, markRead, readImage, send } from './chat';
import { access } from './conversation-view';
import { forOrder, listConversations, support, supportOf } from './conversations';
import type { MessagesDeps } from './messages.deps';

export type { MessagesConfig, MessagesDeps } from './messages.deps';

/**
 * Chat (the Messages screens of docs/product/sender.md, traveler.md and admin.md; the rules in
 * docs/product/lifecycles.md, Conversations): the conversations (conversations.ts) and their messages
 * (chat.ts); who sees what: conversation-view.ts.
 */
export function createMessagesService(deps: MessagesDeps) {
  return {
    list: (viewer: SessionUser, query: ConversationListQuery) => listConversations(deps, viewer, query),
    support: (viewer: SessionUser) => support(deps, viewer),
    supportOf: (viewer: SessionUser, userId: string) => supportOf(deps, viewer, userId),
    forOrder: (viewer: SessionUser, deliveryId: string) => forOrder(deps, viewer, deliveryId),
    /** Asserts the viewer may post here, before a multipart body is read. */
    assertParticipant: async (viewer: SessionUser, conversationId: string): Promise<void> => {
      await access(deps.db, viewer, conversationId);
    },
    messages: (viewer: SessionUser, conversationId: string, query: MessageListQuery) =>
      listMessages(deps, viewer, conversationId, query),
    send: (
      viewer: SessionUser,
      conversationId: string,
      body: string,
      image?: Pick<UploadForm, 'storeFiles' | 'keep' | 'fileCount'>,
    ) => send(deps, viewer, conversationId, body, image),
    markRead: (viewer: SessionUser, conversationId: string, upToId: string) =>
      markRead(deps, viewer, conversationId, upToId),
    readImage: (viewer: SessionUser, conversationId: string, messageId: string) =>
      readImage(deps, viewer, conversationId, messageId),
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
