import { ApiError } from '@tote/api-client/api-error';
import { Button } from '@tote/ui/button';
import { EmptyState } from '@tote/ui/empty-state';
import { AlertIcon, MessageIcon } from '@tote/ui/icons';
import { ContentLayout } from '@tote/ui/page-layout';
import { Spinner } from '@tote/ui/spinner';
import { type Conversation, messageMessages } from '@tote/validation/messages';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { chatDeliveryIdOf, conversationIdOf } from './chat-address';
import { ChatPanel } from './chat-panel';
import { useConversations, useOrderConversation } from './chat-queries';
import { ChatSplit } from './chat-split';
import { ConversationList } from './conversation-list';

export interface MessagesScreenProps {
  /** Says who the person talks to here (under the title). */
  description?: string;
}

/**
 * The sender's /message and the traveler's /message-t (docs/product/sender.md, traveler.md): the conversation
 * list (the Admin support thread and the delivery chats, with unread counts); selecting one opens "Chat with
 * {name}". `?conversation=<id>` opens a chat directly, `?order=<deliveryId>` the order's delivery chat
 * (Message Traveler / Message Sender).
 */
export function MessagesScreen({ description }: MessagesScreenProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const conversationId = conversationIdOf(searchParams);
  const deliveryId = chatDeliveryIdOf(searchParams);
  const list = useConversations();
  const orderChat = useOrderConversation(deliveryId);

  const open = (conversation: Conversation) => setSearchParams({ conversation: conversation.id });
  const close = () => setSearchParams({});

  let chat: ReactNode = null;
  let selectedId: string | null = null;
  if (deliveryId) {
    selectedId = orderChat.data?.id ?? null;
    chat = orderChat.data ? (
      <ChatPanel key={orderChat.data.id} conversation={orderChat.data} onBack={close} />
    ) : (
      <ChatProblem
        pending={orderChat.isPending}
        message={chatErrorOf(
          orderChat.error,
          'There is no delivery chat for this order, or it is not yours.',
        )}
        onBack={close}
      />
    );
  } else if (conversationId) {
    selectedId = conversationId;
    const found = list.data?.conversations.find((c) => c.id === conversationId);
    chat = found ? (
      <ChatPanel key={found.id} conversation={found} onBack={close} />
    ) : (
      <ChatProblem
        pending={list.isPending}
        message={list.error?.message ?? 'This conversation is not among yours.'}
        onBack={close}
      />
    );
  }

  return (
    <ContentLayout title="Messages" description={description}>
      <ChatSplit
        chat={chat}
        list={
          list.isPending ? (
            <div className="flex justify-center p-8">
              <Spinner label="Loading conversations" />
            </div>
          ) : list.isError ? (
            <EmptyState
              icon={<AlertIcon className="size-6" />}
              title="We could not load your conversations"
              description={<span role="alert">{list.error.message}</span>}
              action={
                <Button variant="outline" onClick={() => list.refetch()} loading={list.isFetching}>
                  Try again
                </Button>
              }
            />
          ) : list.data.conversations.length === 0 ? (
            <EmptyState
              icon={<MessageIcon className="size-6" />}
              title="No messages yet"
              description="Conversations with your traveler and the Tote team appear here."
            />
          ) : (
            <ConversationList
              conversations={list.data.conversations}
              selectedId={selectedId}
              onSelect={open}
            />
          )
        }
      />
    </ContentLayout>
  );
}

/** Why a chat did not open: a 404 in this screen's words, no traveler yet, or what the server said. */
export function chatErrorOf(error: Error | null, notFound: string): string | null {
  if (!error) return null;
  if (error instanceof ApiError && error.status === 404) return notFound;
  if (error instanceof ApiError && error.code === 'no_traveler') return messageMessages.noTraveler;
  return error.message;
}

export interface ChatProblemProps {
  pending: boolean;
  /** Why the chat cannot open (null while there is no answer yet). */
  message: string | null;
  onBack: () => void;
}

/** In the chat's place: loading, or why the chat cannot open (with the way back to the list). */
export function ChatProblem({ pending, message, onBack }: ChatProblemProps) {
  if (pending || !message)
    return (
      <div className="flex justify-center p-10">
        <Spinner label="Opening the chat" />
      </div>
    );
  return (
    <EmptyState
      icon={<AlertIcon className="size-6" />}
      title="This chat cannot be opened"
      description={<span role="alert">{message}</span>}
      action={
        <Button variant="outline" onClick={onBack}>
          Back to conversations
        </Button>
      }
    />
  );
}
