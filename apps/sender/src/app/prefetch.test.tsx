import { screen, waitFor } from '@testing-library/react';
import { buildOrderDisputes } from '@tote/testing/disputes';
import { buildConversation } from '@tote/testing/messages';
import { buildPayment } from '@tote/testing/payments';
import { firstScreenPrefetcher } from '@tote/testing/prefetch';
import { sessionAs } from '@tote/testing/render';
import { describe, expect, it } from 'vitest';
import { buildOrder, buildOrderPage, buildOverview, buildShippingOrder } from '../testing/orders';
import { prefetchFirstScreen } from './prefetch';
import { routes } from './router';

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

  it('asks for the conversations and the order’s chat on Messages', () => {
    const prefetched = prefetchAt('/message?order=TT-3MZ7QA', {
      api: {
        'GET /conversations': { body: { conversations: [], unread: 0 } },
        'GET /orders/TT-3MZ7QA/conversation': { body: buildConversation() },
      },
    });
    expect(prefetched.asked()).toEqual([
      'GET /conversations',
      'GET /notifications',
      'GET /orders/TT-3MZ7QA/conversation',
    ]);
    expect(prefetched.searchOf('/conversations')).toBe('');
  });

  it('asks for no order’s chat when the address names a conversation, as the screen opens that one', () => {
    const prefetched = prefetchAt('/message?conversation=support-1&order=TT-3MZ7QA', {
      api: { 'GET /conversations': { body: { conversations: [], unread: 0 } } },
    });
    expect(prefetched.asked()).toEqual(['GET /conversations', 'GET /notifications']);
  });

  it('asks only for the notifications on other screens', () => {
    expect(prefetchAt('/delivery').asked()).toEqual(['GET /notifications']);
  });
});
