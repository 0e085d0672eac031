// Test-only builders for the chat contract (@tote/validation/messages): answers the stubs of the chat routes.
import type { Conversation, ConversationList, Message, MessagePage } from '@tote/validation/messages';
import type { ApiCall, ApiHandler, ApiReply } from './mock-api';

const AT = '2026-11-20T09:30:00.000Z';

export function buildMessage(overrides: Partial<Message> = {}): Message {
  return {
    id: '1',
    conversationId: 'c0000000-0000-4000-8000-000000000001',
    body: 'Hi Ada, welcome to Tote! This is your chat with our team. How can we help you today?',
    authorName: 'Admin',
    fromStaff: true,
    mine: false,
    imageUrl: null,
    createdAt: AT,
    ...overrides,
  };
}

export function buildConversation(overrides: Partial<Conversation> = {}): Conversation {
  const id = overrides.id ?? 'c0000000-0000-4000-8000-000000000001';
  return {
    id,
    kind: 'support',
    deliveryId: null,
    title: 'Admin',
    person: null,
    lastMessage: buildMessage({ conversationId: id }),
    unread: 0,
    closesAt: null,
    closed: false,
    ...overrides,
  };
}

export const buildConversationList = (conversations: Conversation[]): ConversationList => ({
  conversations,
  unread: conversations.reduce((sum, c) => sum + c.unread, 0),
});

export const buildMessagePage = (messages: Message[], overrides: Partial<MessagePage> = {}): MessagePage => ({
  messages,
  nextBefore: null,
  lastReadId: null,
  ...overrides,
});

export interface ChatApiOptions {
  conversations: Conversation[];
  /** Message pages per conversation id, newest page first (default: one page with its last message). */
  pages?: Record<string, { messages: Message[]; nextBefore?: string | null }[]>;
  /** Another answer to sending (an error). */
  send?: ApiReply;
  /** The signed-in person's name on what they send. */
  me?: string;
  /** The list route's answer for a staff tab or search (default: every conversation). */
  list?: (call: ApiCall) => Conversation[];
}

/**
 * Stubs of the chat routes for a few conversations that remember what was sent and read (a read mark sets
 * the list's unread to 0), keyed for mockApi. The real routes are tested in apps/api (messages.test.ts).
 */
export function chatStub({ conversations, pages = {}, send, me = 'Ada Lovelace', list }: ChatApiOptions) {
  const state = conversations.map((c) => ({ ...c }));
  const threads = { ...pages };
  let nextId = 1000;
  const routes: Record<string, ApiHandler> = {
    'GET /conversations': (call) => {
      const shown = list ? list(call).map((c) => state.find((s) => s.id === c.id) ?? c) : state;
      return { body: buildConversationList(shown) };
    },
  };
  for (const conversation of state) {
    const { id } = conversation;
    threads[id] ??= [{ messages: conversation.lastMessage ? [conversation.lastMessage] : [] }];
    let served = 0;
    routes[`GET /conversations/${id}/messages`] = () => {
      const all = threads[id] ?? [];
      // The newest page first, then each older one as "load older" asks for it.
      const page = all[Math.min(served++, all.length - 1)] ?? { messages: [] };
      return { body: buildMessagePage(page.messages, { nextBefore: page.nextBefore ?? null }) };
    };
    routes[`POST /conversations/${id}/read`] = () => {
      conversation.unread = 0;
      return { body: conversation };
    };
    routes[`POST /conversations/${id}/messages`] = (call) => {
      if (send) return send;
      const message = buildMessage({
        id: String(nextId++),
        conversationId: id,
        body: (call.body as { body: string }).body,
        authorName: me,
        fromStaff: false,
        mine: true,
      });
      const [newest, ...older] = threads[id] ?? [];
      threads[id] = [{ ...newest, messages: [...(newest?.messages ?? []), message] }, ...older];
      served = 0;
      conversation.lastMessage = message;
      return { status: 201, body: message };
    };
  }
  return routes;
}
