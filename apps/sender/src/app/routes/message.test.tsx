import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildConversation, buildMessage, type ChatApiOptions, chatStub } from '@tote/testing/messages';
import { type ApiHandler, apiError, lastSearchOf } from '@tote/testing/mock-api';
import { type Conversation, messageMessages } from '@tote/validation/messages';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../testing/render-route';

const SUPPORT = 'c0000000-0000-4000-8000-000000000001';
const DELIVERY = 'c0000000-0000-4000-8000-000000000002';

const greeting = buildMessage({ id: '5', conversationId: SUPPORT });
const support = buildConversation({ id: SUPPORT, lastMessage: greeting, unread: 1 });
const fromTraveler = buildMessage({
  id: '7',
  conversationId: DELIVERY,
  body: 'Landing on Friday.',
  authorName: 'Tess Traveler',
  fromStaff: false,
});
const delivery = buildConversation({
  id: DELIVERY,
  kind: 'delivery',
  deliveryId: 'TT-3MZ7QA',
  title: 'Tess Traveler · TT-3MZ7QA',
  person: { id: 'user-9', name: 'Tess Traveler', avatarUrl: null },
  lastMessage: fromTraveler,
});

const chatApi = (options: Omit<ChatApiOptions, 'conversations'> & { conversations?: Conversation[] } = {}) =>
  chatStub({ conversations: [support, delivery], ...options });

async function openMessages(path = '/message', api: Record<string, ApiHandler> = chatApi()) {
  const view = renderRoute(path, { api });
  await screen.findByRole('heading', { level: 1, name: 'Messages' }, { timeout: 10_000 });
  return view;
}

const row = async (name: RegExp) =>
  within(await screen.findByRole('list', { name: 'Conversations' })).findByRole('button', { name });
const messageInput = () => screen.getByPlaceholderText('Type a message...');
const sendButton = () => screen.getByRole('button', { name: 'Send' });
const bubbles = () => screen.findByRole('list', { name: 'Messages' });

async function openAdminChat() {
  const user = userEvent.setup();
  const view = await openMessages();
  await user.click(await row(/^Admin/));
  await screen.findByRole('heading', { level: 2, name: 'Chat with Admin' });
  await bubbles();
  return { user, ...view };
}

describe('Messages (/message)', { timeout: 20_000 }, () => {
  it('lists Admin and the delivery chats with the last message, its time and an unread badge only above 0', async () => {
    await openMessages();
    const admin = await row(/^Admin/);
    expect(admin).toHaveTextContent(greeting.body);
    expect(admin).toHaveTextContent('1 unread');
    expect(admin.querySelector('time')).toHaveAttribute('dateTime', greeting.createdAt);
    const traveler = await row(/^Tess Traveler/);
    expect(traveler).toHaveTextContent('Landing on Friday.');
    expect(traveler).toHaveTextContent('Delivery TT-3MZ7QA');
    expect(traveler).not.toHaveTextContent(/unread/);
  });

  it('opens "Chat with Admin" and reads it up to the newest message (unread 1, then 0); back closes it', async () => {
    const { user, api } = await openAdminChat();
    expect(within(await bubbles()).getByRole('listitem', { name: 'Message from Admin' })).toHaveTextContent(
      greeting.body,
    );
    await waitFor(() =>
      expect(api.calls.find((call) => call.path === `/conversations/${SUPPORT}/read`)?.body).toEqual({
        upToId: '5',
      }),
    );
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Conversations' })).not.toHaveTextContent(/unread/),
    );

    await user.click(screen.getByRole('button', { name: 'Back to conversations' }));
    expect(screen.queryByRole('heading', { name: 'Chat with Admin' })).not.toBeInTheDocument();
    expect(await row(/^Admin/)).toBeInTheDocument();
  });

  it('sends a message: a sent bubble, the input cleared, the list showing it', async () => {
    const { user, api } = await openAdminChat();
    await user.type(messageInput(), '  Where is my parcel?  ');
    await user.click(sendButton());
    const sent = await within(await bubbles()).findByRole('listitem', { name: 'Sent message' });
    expect(sent).toHaveTextContent('Where is my parcel?');
    expect(api.calls.find((call) => call.method === 'POST' && call.path.endsWith('/messages'))?.body).toEqual(
      {
        body: 'Where is my parcel?',
      },
    );
    expect(messageInput()).toHaveValue('');
    await waitFor(async () => expect(await row(/^Admin/)).toHaveTextContent('You: Where is my parcel?'));
  });

  it('refuses an empty or only-spaces message with the validation message, sending nothing', async () => {
    const { user, api } = await openAdminChat();
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(messageMessages.empty);
    await user.type(messageInput(), '    ');
    await user.keyboard('{Enter}');
    expect(messageInput()).toHaveAccessibleDescription(messageMessages.empty);
    expect(api.calls.some((call) => call.method === 'POST' && call.path.endsWith('/messages'))).toBe(false);
  });

  it.each([
    [
      'a closed conversation (409)',
      apiError(409, 'conversation_closed', messageMessages.closed),
      messageMessages.closed,
    ],
    [
      'too many messages (429, Retry-After)',
      apiError(429, 'rate_limited', messageMessages.rateLimited(42), { headers: { 'retry-after': '42' } }),
      messageMessages.rateLimited(42),
    ],
    [
      'a body the server refuses (400)',
      apiError(400, 'validation_error', 'Please correct 1 field and try again.', {
        fields: { body: messageMessages.tooLong },
      }),
      messageMessages.tooLong,
    ],
  ])('shows the server’s answer to %s and keeps the text', async (_, send, shown) => {
    const user = userEvent.setup();
    await openMessages('/message', chatApi({ send }));
    await user.click(await row(/^Admin/));
    await bubbles();
    await user.type(messageInput(), 'Hello?');
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
    expect(messageInput()).toHaveValue('Hello?');
  });

  it('loads older messages while there are more', async () => {
    const older = buildMessage({ id: '2', conversationId: SUPPORT, body: 'An older answer.' });
    const user = userEvent.setup();
    const { api } = await openMessages(
      '/message',
      chatApi({
        pages: { [SUPPORT]: [{ messages: [greeting], nextBefore: '5' }, { messages: [older] }] },
      }),
    );
    await user.click(await row(/^Admin/));
    await bubbles();
    await user.click(screen.getByRole('button', { name: 'Load older messages' }));
    const list = await bubbles();
    await within(list).findByText('An older answer.');
    // Oldest first.
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.slice(0, 15)),
    ).toEqual(['An older answer', greeting.body.slice(0, 15)]);
    expect(lastSearchOf(api.fetchMock, `/conversations/${SUPPORT}/messages`)?.get('before')).toBe('5');
    expect(screen.queryByRole('button', { name: 'Load older messages' })).not.toBeInTheDocument();
  });

  it('?order=<deliveryId> opens the order’s delivery chat (Message Traveler)', async () => {
    await openMessages('/message?order=TT-3MZ7QA', {
      ...chatApi(),
      'GET /orders/TT-3MZ7QA/conversation': { body: delivery },
    });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Chat with Tess Traveler' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Delivery TT-3MZ7QA', { selector: 'p' })).toBeInTheDocument();
    expect(await within(await bubbles()).findByText('Landing on Friday.')).toBeInTheDocument();
  });

  it('says why an order’s chat cannot open before a traveler is matched', async () => {
    await openMessages('/message?order=TT-3MZ7QA', {
      ...chatApi(),
      'GET /orders/TT-3MZ7QA/conversation': apiError(409, 'no_traveler', messageMessages.noTraveler),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(messageMessages.noTraveler);
  });

  it('?conversation=<id> opens that chat; a closed delivery chat says so instead of the input', async () => {
    await openMessages(
      `/message?conversation=${DELIVERY}`,
      chatApi({ conversations: [support, { ...delivery, closed: true }] }),
    );
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Chat with Tess Traveler' }),
    ).toBeInTheDocument();
    expect(screen.getByText(messageMessages.closed)).toBeInTheDocument();
    expect(screen.queryByPlaceholderText('Type a message...')).not.toBeInTheDocument();
  });
});
