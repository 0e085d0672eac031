import {
  type InfiniteData,
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  getConversations,
  getMessages,
  getOrderConversation,
  getUserSupportConversation,
  markConversationRead,
  sendMessage,
} from '@tote/api-client/messages';
import type {
  Conversation,
  ConversationList,
  ConversationListQuery,
  MessagePage,
} from '@tote/validation/messages';
import { webQueryKeys } from '../query-keys';

const keys = webQueryKeys.conversations;

/** The list's query as its key holds it: no empty search, so "" and undefined share one cache entry. */
function listQuery(query: ConversationListQuery) {
  const q = query.q?.trim();
  return { ...(query.side ? { side: query.side } : {}), ...(q ? { q } : {}) };
}

export const conversationsQueryOptions = (query: ConversationListQuery = {}) =>
  queryOptions({
    queryKey: keys.list(listQuery(query)),
    queryFn: () => getConversations(listQuery(query)),
  });

/** GET /conversations: mine with unread counts (staff: one tab of support threads, searched by name). */
export const useConversations = (query: ConversationListQuery = {}) =>
  useQuery({ ...conversationsQueryOptions(query), placeholderData: (previous) => previous });

/** GET /orders/:deliveryId/conversation: the order's delivery chat (409 no_traveler before a match). */
export const useOrderConversation = (deliveryId: string | undefined) =>
  useQuery({
    queryKey: keys.order(deliveryId ?? ''),
    queryFn: () => getOrderConversation(deliveryId ?? ''),
    enabled: Boolean(deliveryId),
    retry: false,
  });

/** Staff: GET /users/:userId/support-conversation, that person's chat with Admin. */
export const useUserSupportConversation = (userId: string | undefined) =>
  useQuery({
    // Under the conversations' root, so the live events that refresh conversations refresh this one too.
    queryKey: [...keys.all, 'user-support', userId ?? ''] as const,
    queryFn: () => getUserSupportConversation(userId ?? ''),
    enabled: Boolean(userId),
    retry: false,
  });

export const messagesQueryOptions = (conversationId: string) =>
  infiniteQueryOptions({
    queryKey: keys.messages(conversationId),
    queryFn: ({ pageParam }) =>
      getMessages(conversationId, pageParam === undefined ? {} : { before: Number(pageParam) }),
    initialPageParam: undefined as string | undefined,
    // Pages go backwards in time: the first page is the newest, `nextBefore` reaches older ones.
    getNextPageParam: (page: MessagePage) => page.nextBefore ?? undefined,
  });

/** The messages of a conversation: the newest page first, "load older" fetches the next page back. */
export const useMessages = (conversationId: string) => useInfiniteQuery(messagesQueryOptions(conversationId));

/** Patches one conversation wherever a list, the support thread or an order's chat holds it. */
function patchConversation(
  queryClient: ReturnType<typeof useQueryClient>,
  conversationId: string,
  patch: (conversation: Conversation) => Conversation,
) {
  queryClient.setQueriesData<ConversationList>({ queryKey: keys.lists() }, (list) => {
    if (!list?.conversations.some((c) => c.id === conversationId)) return list;
    const conversations = list.conversations.map((c) => (c.id === conversationId ? patch(c) : c));
    return { conversations, unread: conversations.reduce((sum, c) => sum + c.unread, 0) };
  });
}

/**
 * POST /conversations/:id/messages: the sent message joins the newest page at once (the server's answer, with
 * its id), then the chat and the lists are asked again so they hold what the server recorded.
 */
export function useSendMessage(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, image }: { body: string; image?: File }) => sendMessage(conversationId, body, image),
    onSuccess: async (message) => {
      queryClient.setQueryData<InfiniteData<MessagePage, string | undefined>>(
        keys.messages(conversationId),
        (data) => {
          const [newest, ...older] = data?.pages ?? [];
          if (!data || !newest || newest.messages.some((m) => m.id === message.id)) return data;
          return {
            ...data,
            pages: [{ ...newest, messages: [...newest.messages, message], lastReadId: message.id }, ...older],
          };
        },
      );
      patchConversation(queryClient, conversationId, (c) => ({ ...c, lastMessage: message, unread: 0 }));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.messages(conversationId) }),
        queryClient.invalidateQueries({ queryKey: keys.lists() }),
      ]);
    },
  });
}

/** POST /conversations/:id/read: my side has read up to the newest message shown; badges drop to 0 at once. */
export function useMarkConversationRead(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upToId: string) => markConversationRead(conversationId, upToId),
    onSuccess: async (conversation) => {
      patchConversation(queryClient, conversationId, (c) => ({ ...c, unread: conversation.unread }));
      await queryClient.invalidateQueries({ queryKey: keys.lists() });
    },
  });
}
