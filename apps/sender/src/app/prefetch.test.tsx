import { screen, waitFor } from '@testing-library/react';
import { buildOrderDisputes } from '@tote/testing/disputes';
import { buildConversation, buildMessage, chatStub } from '@tote/testing/messages';
import { buildPayment } from '@tote/testing/payments';
import { firstScreenPrefetcher } from '@tote/testing/prefetch';
import { sessionAs } from '@tote/testing/render';
import { describe, expect, it } from 'vitest';
import { buildOrder, buildOrderPage, buildOverview, buildShippingOrder } from '../testing/orders';
import { prefetchFirstScreen } from './prefetch';
import { routes } from './router';

const ORDER_CHAT = 'c0000000-0000-4000-8000-000000000007';

const prefetchAt = firstScreenPrefetcher(prefetchFirstScreen, {
  routes,
  api: {
    'GET /auth/session': { body: sessionAs('sender') },
    'GET /notifications': { body: { notifications: [], unread: 0 } },
    'GET /orders': { body: buildOrderPage([buildOrder({ itemNames: ['Laptop'] })]) },
    'GET /orders/overview': { body: buildOverview({ onTheWay: null, monthlyCount: 3 }) },
  },
});

describe('prefetchFirstScreen (the first screen’s data asked from the entry)', () => {
  it('asks for the home screen’s data under the keys its queries read, so the screen asks for nothing again', async () => {
    const prefetched = prefetchAt('/home', { render: true });
    expect(prefetched.askedByEntry).toEqual(['GET /notifications', 'GET /orders', 'GET /orders/overview']);

    expect(await screen.findByRole('link', { name: 'Laptop' })).toBeInTheDocument();
    expect(await screen.findByText('Nothing on the way right now')).toBeInTheDocument();
    expect(prefetched.asked()).toEqual([
      'GET /auth/session',
      'GET /notifications',
      'GET /orders',
      'GET /orders/overview',
    ]);
    expect(prefetched.unexpected).toEqual([]);
  });

  it('treats / as home (it redirects there)', () => {
    expect(prefetchAt('/').asked()).toEqual(['GET /notifications', 'GET /orders', 'GET /orders/overview']);
  });

  it('asks for a tracked order, then its payment and disputes, under the keys the screen reads', async () => {
    const order = buildShippingOrder({ deliveryId: 'TT-7K3Q9M', itemNames: ['Laptop'] });
    const prefetched = prefetchAt('/delivery-tracking?id=tt-7k3q9m', {
      render: true,
      api: {
        'GET /orders/TT-7K3Q9M': { body: order },
        'GET /orders/TT-7K3Q9M/payment': { body: buildPayment({ deliveryId: 'TT-7K3Q9M' }) },
        'GET /orders/TT-7K3Q9M/disputes': { body: buildOrderDisputes() },
      },
    });
    // The payment and disputes follow once the order has arrived.
    expect(prefetched.askedByEntry).toEqual(['GET /notifications', 'GET /orders/TT-7K3Q9M']);

    expect(await screen.findByRole('heading', { name: 'Delivery Tracking' })).toBeInTheDocument();
    expect(await screen.findByText(/Amina Yusuf/, { selector: 'span' })).toBeInTheDocument();
    await waitFor(() =>
      expect(prefetched.asked()).toEqual([
        'GET /auth/session',
        'GET /notifications',
        'GET /orders/TT-7K3Q9M',
        'GET /orders/TT-7K3Q9M/disputes',
        'GET /orders/TT-7K3Q9M/payment',
      ]),
    );
    expect(prefetched.unexpected).toEqual([]);
  });

  it('asks for no payment before the order is matched, nor for an id that cannot be one', async () => {
    const prefetched = prefetchAt('/delivery-tracking?id=TT-7K3Q9M', {
      api: { 'GET /orders/TT-7K3Q9M': { body: buildOrder({ deliveryId: 'TT-7K3Q9M' }) } },
    });
    // Into the same cache and stub, from an address whose id cannot be a Delivery ID.
    prefetchFirstScreen(prefetched.queryClient, '/delivery-tracking', '?id=nonsense');
    await waitFor(() =>
      expect(prefetched.queryClient.getQueryData(['orders', 'detail', 'TT-7K3Q9M'])).toBeDefined(),
    );
    expect(prefetched.asked()).toEqual(['GET /notifications', 'GET /orders/TT-7K3Q9M']);
  });

  it('asks for the conversations, the order’s chat and then its messages on Messages; the screen asks for none again', async () => {
    const chat = buildConversation({
      id: ORDER_CHAT,
      kind: 'delivery',
      deliveryId: 'TT-3MZ7QA',
      title: 'Tunde',
    });
    const hello = buildMessage({ conversationId: ORDER_CHAT, body: 'Landing at 6, see you there' });
    const prefetched = prefetchAt('/message?order=TT-3MZ7QA', {
      render: true,
      api: {
        ...chatStub({ conversations: [chat], pages: { [ORDER_CHAT]: [{ messages: [hello] }] } }),
        'GET /orders/TT-3MZ7QA/conversation': { body: chat },
      },
    });
    // The messages follow once the order's chat (and so its id) has arrived.
    expect(prefetched.askedByEntry).toEqual([
      'GET /conversations',
      'GET /notifications',
      'GET /orders/TT-3MZ7QA/conversation',
    ]);
    expect(await screen.findByText('Landing at 6, see you there')).toBeInTheDocument();
    await waitFor(() => expect(prefetched.asked()).toContain(`GET /conversations/${ORDER_CHAT}/messages`));
    // The screen asks for no messages or chat again (it refreshes the list after marking the chat read).
    const asked = prefetched.asked();
    expect(asked.filter((line) => line === `GET /conversations/${ORDER_CHAT}/messages`)).toHaveLength(1);
    expect(asked.filter((line) => line === 'GET /orders/TT-3MZ7QA/conversation')).toHaveLength(1);
    expect(prefetched.searchOf('/conversations')).toBe('');
    expect(prefetched.unexpected).toEqual([]);
  });

  it('asks for the order’s chat messages itself, without the screen', async () => {
    const chat = buildConversation({ id: ORDER_CHAT, kind: 'delivery', deliveryId: 'TT-3MZ7QA' });
    const prefetched = prefetchAt('/message?order=TT-3MZ7QA', {
      api: { ...chatStub({ conversations: [chat] }), 'GET /orders/TT-3MZ7QA/conversation': { body: chat } },
    });
    await waitFor(() =>
      expect(prefetched.asked()).toEqual([
        'GET /conversations',
        `GET /conversations/${ORDER_CHAT}/messages`,
        'GET /notifications',
        'GET /orders/TT-3MZ7QA/conversation',
      ]),
    );
  });

  it('asks for the named conversation’s messages at once, and no order’s chat, as the screen opens that one', () => {
    const prefetched = prefetchAt(`/message?conversation=${ORDER_CHAT}&order=TT-3MZ7QA`, {
      api: chatStub({ conversations: [buildConversation({ id: ORDER_CHAT })] }),
    });
    expect(prefetched.askedByEntry).toEqual([
      'GET /conversations',
      `GET /conversations/${ORDER_CHAT}/messages`,
      'GET /notifications',
    ]);
  });

  it('asks only for the notifications on other screens', () => {
    expect(prefetchAt('/delivery').asked()).toEqual(['GET /notifications']);
  });
});
