import { render, screen, waitFor } from '@testing-library/react';
import { buildOrderDisputes } from '@tote/testing/disputes';
import { buildConversation } from '@tote/testing/messages';
import { lastSearchOf, mockApi } from '@tote/testing/mock-api';
import { buildPayment } from '@tote/testing/payments';
import { sessionAs } from '@tote/testing/render';
import { AppProviders, createQueryClient } from '@tote/web/app-providers';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { buildOrder, buildOrderPage, buildOverview, buildShippingOrder } from '../testing/orders';
import { prefetchFirstScreen } from './prefetch';
import { routes } from './router';

const answers = () => ({
  'GET /auth/session': { body: sessionAs('sender') },
  'GET /notifications': { body: { notifications: [], unread: 0 } },
  'GET /orders': { body: buildOrderPage([buildOrder({ itemNames: ['Laptop'] })]) },
  'GET /orders/overview': { body: buildOverview({ onTheWay: null, monthlyCount: 3 }) },
});

const asked = (api: ReturnType<typeof mockApi>) =>
  api.calls.map((call) => `${call.method} ${call.path}`).sort();

describe('prefetchFirstScreen (the first screen’s data asked from the entry)', () => {
  it('asks for the home screen’s data under the keys its queries read, so the screen asks for nothing again', async () => {
    const api = mockApi(answers());
    const queryClient = createQueryClient();
    prefetchFirstScreen(queryClient, '/home');
    // As mountApp renders: the entry's query cache around the real route table.
    render(
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/home'] })} />
      </AppProviders>,
    );

    expect(await screen.findByRole('link', { name: 'Laptop' })).toBeInTheDocument();
    expect(await screen.findByText('Nothing on the way right now')).toBeInTheDocument();
    expect(asked(api)).toEqual([
      'GET /auth/session',
      'GET /notifications',
      'GET /orders',
      'GET /orders/overview',
    ]);
    expect(api.unexpected).toEqual([]);
  });

  it('treats / as home (it redirects there)', () => {
    const api = mockApi(answers());
    prefetchFirstScreen(createQueryClient(), '/');
    expect(asked(api)).toEqual(['GET /notifications', 'GET /orders', 'GET /orders/overview']);
  });

  it('asks for a tracked order, then its payment and disputes, under the keys the screen reads', async () => {
    const order = buildShippingOrder({ deliveryId: 'TT-7K3Q9M', itemNames: ['Laptop'] });
    const api = mockApi({
      ...answers(),
      'GET /orders/TT-7K3Q9M': { body: order },
      'GET /orders/TT-7K3Q9M/payment': { body: buildPayment({ deliveryId: 'TT-7K3Q9M' }) },
      'GET /orders/TT-7K3Q9M/disputes': { body: buildOrderDisputes() },
    });
    const queryClient = createQueryClient();
    prefetchFirstScreen(queryClient, '/delivery-tracking', '?id=tt-7k3q9m');
    render(
      <AppProviders queryClient={queryClient}>
        <RouterProvider
          router={createMemoryRouter(routes, { initialEntries: ['/delivery-tracking?id=tt-7k3q9m'] })}
        />
      </AppProviders>,
    );

    expect(await screen.findByRole('heading', { name: 'Delivery Tracking' })).toBeInTheDocument();
    expect(await screen.findByText(/Amina Yusuf/, { selector: 'span' })).toBeInTheDocument();
    await waitFor(() =>
      expect(asked(api)).toEqual([
        'GET /auth/session',
        'GET /notifications',
        'GET /orders/TT-7K3Q9M',
        'GET /orders/TT-7K3Q9M/disputes',
        'GET /orders/TT-7K3Q9M/payment',
      ]),
    );
    expect(api.unexpected).toEqual([]);
  });

  it('asks for no payment before the order is matched, nor for an id that cannot be one', async () => {
    const api = mockApi({
      ...answers(),
      'GET /orders/TT-7K3Q9M': { body: buildOrder({ deliveryId: 'TT-7K3Q9M' }) },
    });
    const queryClient = createQueryClient();
    prefetchFirstScreen(queryClient, '/delivery-tracking', '?id=TT-7K3Q9M');
    prefetchFirstScreen(queryClient, '/delivery-tracking', '?id=nonsense');
    await waitFor(() => expect(queryClient.getQueryData(['orders', 'detail', 'TT-7K3Q9M'])).toBeDefined());
    expect(asked(api)).toEqual(['GET /notifications', 'GET /orders/TT-7K3Q9M']);
  });

  it('asks for the conversations and the order’s chat on Messages', () => {
    const api = mockApi({
      ...answers(),
      'GET /conversations': { body: { conversations: [], unread: 0 } },
      'GET /orders/TT-3MZ7QA/conversation': { body: buildConversation() },
    });
    prefetchFirstScreen(createQueryClient(), '/message', '?order=TT-3MZ7QA');
    expect(asked(api)).toEqual([
      'GET /conversations',
      'GET /notifications',
      'GET /orders/TT-3MZ7QA/conversation',
    ]);
    expect(lastSearchOf(api.fetchMock, '/conversations')?.toString()).toBe('');
  });

  it('asks only for the notifications on other screens', () => {
    const api = mockApi(answers());
    prefetchFirstScreen(createQueryClient(), '/delivery');
    expect(asked(api)).toEqual(['GET /notifications']);
  });
});
