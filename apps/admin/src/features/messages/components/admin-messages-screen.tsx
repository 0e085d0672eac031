import { EmptyState } from '@tote/ui/empty-state';
import { MessageIcon, SearchIcon } from '@tote/ui/icons';
import { LoadError, LoadingState } from '@tote/ui/load-states';
import { ContentLayout } from '@tote/ui/page-layout';
import { Tabs } from '@tote/ui/tabs';
import { TextField } from '@tote/ui/text-field';
import { useDebouncedValue } from '@tote/ui/use-debounced-value';
import { CONVERSATION_SIDES, type Conversation } from '@tote/validation/messages';
import {
  ChatPanel,
  ChatProblem,
  ChatSplit,
  ConversationList,
  chatErrorOf,
  useConversations,
  useUserSupportConversation,
} from '@tote/web/messages';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';

export const SEARCH_DEBOUNCE_MS = 300;

type Side = (typeof CONVERSATION_SIDES)[number];
const sideLabels: Record<Side, string> = { senders: 'Senders', travelers: 'Travelers' };
const sideOf = (value: string | null): Side => (value === 'travelers' ? 'travelers' : 'senders');

/**
 * docs/product/admin.md, /admin-m Messages: tabs Senders (default) and Travelers, a search on the person's
 * name (on the server), rows with name, last message time, last message and an unread badge above 0.
 * Selecting a row hides the list (beside it on wide screens) and opens "Chat with {name}"; the back arrow
 * closes it. `?user=<userId>` opens that person's chat with Admin (the Users screen's Message button).
 */
export function AdminMessagesScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const side = sideOf(searchParams.get('tab'));
  const userId = searchParams.get('user')?.trim() || undefined;
  const conversationId = searchParams.get('conversation')?.trim() || undefined;
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const list = useConversations({ side, q: q || undefined });
  const userChat = useUserSupportConversation(userId);
  // The row that was opened, kept while another tab or search no longer lists it.
  const [opened, setOpened] = useState<Conversation | null>(null);

  const params = (next: { tab?: Side; conversation?: string }) => {
    const out = new URLSearchParams();
    const tab = next.tab ?? side;
    if (tab !== 'senders') out.set('tab', tab);
    if (next.conversation) out.set('conversation', next.conversation);
    return out;
  };
  const open = (conversation: Conversation) => {
    setOpened(conversation);
    setSearchParams(params({ conversation: conversation.id }));
  };
  const close = () => setSearchParams(params({}));

  let chat = null;
  if (userId) {
    chat = userChat.data ? (
      <ChatPanel key={userChat.data.id} conversation={userChat.data} onBack={close} />
    ) : (
      <ChatProblem
        pending={userChat.isPending}
        message={chatErrorOf(userChat.error, 'There is no sender or traveler with this link.')}
        onBack={close}
      />
    );
  } else if (conversationId) {
    const current =
      list.data?.conversations.find((c) => c.id === conversationId) ??
      (opened?.id === conversationId ? opened : undefined);
    chat = current ? (
      <ChatPanel key={current.id} conversation={current} onBack={close} />
    ) : (
      <ChatProblem
        pending={list.isPending}
        message={list.error?.message ?? 'This conversation is not in this tab. Choose one from the list.'}
        onBack={close}
      />
    );
  }
  const selectedId = userId ? (userChat.data?.id ?? null) : (conversationId ?? null);

  const listContent = list.isPending ? (
    <LoadingState label="Loading conversations" />
  ) : list.isError ? (
    <LoadError error={list.error} onRetry={() => list.refetch()} retrying={list.isFetching} />
  ) : list.data.conversations.length === 0 ? (
    <EmptyState
      icon={<MessageIcon className="size-6" />}
      title={q ? `No conversations match “${q}”` : 'No conversations yet'}
      description={`Messages from ${sideLabels[side].toLowerCase()} appear here, with unread counts.`}
    />
  ) : (
    <div aria-busy={list.isPlaceholderData || undefined}>
      <ConversationList
        label={`${sideLabels[side]} conversations`}
        conversations={list.data.conversations}
        selectedId={selectedId}
        onSelect={open}
      />
    </div>
  );

  return (
    <ContentLayout title="Messages">
      <ChatSplit
        chat={chat}
        list={
          <div className="flex flex-col gap-3 pt-3 sm:pt-4">
            <div className="px-3 sm:px-4">
              <TextField
                type="search"
                label="Search conversations"
                placeholder="Search by name"
                startAdornment={<SearchIcon aria-hidden="true" className="size-4" />}
                className="pl-9"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              />
            </div>
            <Tabs
              label="Conversations"
              selectedId={side}
              onChange={(id) => setSearchParams(params({ tab: sideOf(id), conversation: conversationId }))}
              tabs={CONVERSATION_SIDES.map((id) => ({
                id,
                label: sideLabels[id],
                content: id === side ? listContent : null,
              }))}
            />
          </div>
        }
      />
    </ContentLayout>
  );
}
