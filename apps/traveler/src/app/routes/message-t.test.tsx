import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildConversation, buildMessage, chatStub } from '@tote/testing/messages';
import { messageMessages } from '@tote/validation/messages';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../testing/render-route';
import { buildDelivery, buildShippingDelivery, travelerSession } from '../../testing/trips';

const SUPPORT = 'c0000000-0000-4000-8000-00000000000a';
const DELIVERY = 'c0000000-0000-4000-8000-00000000000b';
const greeting = buildMessage({
  id: '11',
  conversationId: SUPPORT,
  body: messageMessages.greeting('Tess'),
});
const adminThread = buildConversation({ id: SUPPORT, lastMessage: greeting, unread: 1 });
const senderThread = buildConversation({
  id: DELIVERY,
  kind: 'delivery',
  deliveryId: 'TT-3MZ7QA',
  title: 'Grace Sender · TT-3MZ7QA',
  person: { id: 'user-3', name: 'Grace Sender', avatarUrl: null },
  lastMessage: null,
});

const openMessages = (path: string, api = chatStub({ conversations: [adminThread, senderThread] })) =>
  renderRoute(path, { session: travelerSession(), api });

const conversations = () => screen.findByRole('list', { name: 'Conversations' });

describe('Traveler messages (/message-t)', { timeout: 20_000 }, () => {
  it('shows the Admin thread with unread 1 until it is opened, then 0', async () => {
    const user = userEvent.setup();
    const { api } = openMessages('/message-t');
    const admin = await within(await conversations()).findByRole('button', { name: /^Admin/ });
    expect(admin).toHaveTextContent('1 unread');
    expect(within(await conversations()).getByRole('button', { name: /^Grace Sender/ })).toHaveTextContent(
      'No messages yet',
    );

    await user.click(admin);
    expect(await screen.findByRole('heading', { level: 2, name: 'Chat with Admin' })).toBeInTheDocument();
    expect(
      await screen.findByText(messageMessages.greeting('Tess'), { selector: 'li div' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(admin).not.toHaveTextContent(/unread/));
    expect(api.calls.find((call) => call.path === `/conversations/${SUPPORT}/read`)?.body).toEqual({
      upToId: '11',
    });
  });

  it('opens the delivery chat from ?order= and sends to the sender', async () => {
    const user = userEvent.setup();
    openMessages('/message-t?order=TT-3MZ7QA', {
      ...chatStub({ conversations: [adminThread, senderThread], me: 'Tess Traveler' }),
      'GET /orders/TT-3MZ7QA/conversation': { body: senderThread },
    });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Chat with Grace Sender' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('No messages yet. Say hello!')).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('Type a message...'), 'Picking it up tomorrow.{Enter}');
    const sent = await screen.findByRole('listitem', { name: 'Sent message' });
    expect(sent).toHaveTextContent('Picking it up tomorrow.');
  });
});

describe('Message Sender on delivery tracking', { timeout: 20_000 }, () => {
  it('links a matched or shipping delivery to its chat, and not a cancelled one', async () => {
    const { unmount } = renderRoute('/delivery-tracking?id=TT-3MZ7QA', {
      session: travelerSession(),
      api: { 'GET /deliveries/TT-3MZ7QA': { body: buildDelivery({ deliveryId: 'TT-3MZ7QA' }) } },
    });
    expect(await screen.findByRole('link', { name: 'Message Sender' }, { timeout: 10_000 })).toHaveAttribute(
      'href',
      '/message-t?order=TT-3MZ7QA',
    );
    unmount();

    renderRoute('/delivery-tracking?id=TT-3MZ7QB', {
      session: travelerSession(),
      api: { 'GET /deliveries/TT-3MZ7QB': { body: buildShippingDelivery({ deliveryId: 'TT-3MZ7QB' }) } },
    });
    expect(await screen.findByRole('link', { name: 'Message Sender' }, { timeout: 10_000 })).toHaveAttribute(
      'href',
      '/message-t?order=TT-3MZ7QB',
    );
  });

  it('keeps Message Sender on a delivered delivery (the chat stays open for some days)', async () => {
    renderRoute('/delivery-tracking?id=TT-3MZ7QD', {
      session: travelerSession(),
      api: {
        'GET /deliveries/TT-3MZ7QD': {
          body: buildShippingDelivery({ deliveryId: 'TT-3MZ7QD', status: 'delivered' }),
        },
      },
    });
    expect(await screen.findByRole('link', { name: 'Message Sender' }, { timeout: 10_000 })).toHaveAttribute(
      'href',
      '/message-t?order=TT-3MZ7QD',
    );
  });

  it('has no Message Sender on a cancelled delivery', async () => {
    renderRoute('/delivery-tracking?id=TT-3MZ7QC', {
      session: travelerSession(),
      api: {
        'GET /deliveries/TT-3MZ7QC': {
          body: buildDelivery({ deliveryId: 'TT-3MZ7QC', status: 'cancelled', canPickUp: false }),
        },
      },
    });
    expect(await screen.findByText('TT-3MZ7QC', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Message Sender' })).not.toBeInTheDocument();
  });
});
