import { render, screen } from '@testing-library/react';
import { lastSearchOf, mockApi } from '@tote/testing/mock-api';
import { buildWallet, buildWalletHistoryPage, usd } from '@tote/testing/wallet';
import { AppProviders, createQueryClient } from '@tote/web/app-providers';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { buildDelivery, buildDeliveryPage, buildTravelerOverview, travelerSession } from '../testing/trips';
import { prefetchFirstScreen } from './prefetch';
import { routes } from './router';

const answers = () => ({
  'GET /auth/session': { body: travelerSession() },
  'GET /wallet': { body: buildWallet({ available: usd(4000) }) },
  'GET /notifications': { body: { notifications: [], unread: 0 } },
  'GET /deliveries': { body: buildDeliveryPage([buildDelivery({ itemNames: ['Laptop'] })]) },
  'GET /deliveries/overview': {
    body: buildTravelerOverview({
      nextDelivery: {
        deliveryId: 'TT-7K3Q9M',
        senderName: 'Grace Hopper',
        category: 'Gadgets',
        hoursAway: 5,
      },
    }),
  },
});

const asked = (api: ReturnType<typeof mockApi>) =>
  api.calls.map((call) => `${call.method} ${call.path}`).sort();

describe('prefetchFirstScreen (the first screen’s data asked from the entry)', () => {
  it('asks for the Overview’s data under the keys its queries read, so the screen asks for nothing again', async () => {
    const api = mockApi(answers());
    const queryClient = createQueryClient();
    prefetchFirstScreen(queryClient, '/traveler-home');
    // As mountApp renders: the entry's query cache around the real route table.
    render(
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/traveler-home'] })} />
      </AppProviders>,
    );

    expect(await screen.findByRole('link', { name: 'Laptop' })).toBeInTheDocument();
    expect(await screen.findByText('You’re 5 Hours Away')).toBeInTheDocument();
    expect(await screen.findByText('$40.00')).toBeInTheDocument();
    expect(asked(api)).toEqual([
      'GET /auth/session',
      'GET /deliveries',
      'GET /deliveries/overview',
      'GET /notifications',
      'GET /wallet',
    ]);
    expect(lastSearchOf(api.fetchMock, '/deliveries')?.toString()).toBe('page=1&pageSize=5');
    expect(api.unexpected).toEqual([]);
  });

  it('treats / as home (it redirects there)', () => {
    const api = mockApi(answers());
    prefetchFirstScreen(createQueryClient(), '/');
    expect(asked(api)).toEqual([
      'GET /deliveries',
      'GET /deliveries/overview',
      'GET /notifications',
      'GET /wallet',
    ]);
  });

  it('asks for the Wallet’s balances and the first page of its history, which the screen then reads', async () => {
    const api = mockApi({ ...answers(), 'GET /wallet/history': { body: buildWalletHistoryPage([]) } });
    const queryClient = createQueryClient();
    prefetchFirstScreen(queryClient, '/wallet');
    render(
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/wallet'] })} />
      </AppProviders>,
    );

    expect(await screen.findByText('$40.00')).toBeInTheDocument();
    expect(asked(api)).toEqual([
      'GET /auth/session',
      'GET /notifications',
      'GET /wallet',
      'GET /wallet/history',
    ]);
    expect(lastSearchOf(api.fetchMock, '/wallet/history')?.toString()).toBe('page=1');
    expect(api.unexpected).toEqual([]);
  });

  it('asks for the first page of Deliveries when the address names no tab or page', async () => {
    const api = mockApi(answers());
    const queryClient = createQueryClient();
    prefetchFirstScreen(queryClient, '/delivery-order', '');
    render(
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/delivery-order'] })} />
      </AppProviders>,
    );

    expect((await screen.findAllByText(/Laptop/)).length).toBeGreaterThan(0);
    expect(asked(api)).toEqual(['GET /auth/session', 'GET /deliveries', 'GET /notifications']);
    expect(lastSearchOf(api.fetchMock, '/deliveries')?.toString()).toBe('tab=processing&page=1&pageSize=10');
    expect(api.unexpected).toEqual([]);

    const other = mockApi(answers());
    prefetchFirstScreen(createQueryClient(), '/delivery-order', '?tab=delivered');
    expect(asked(other)).toEqual(['GET /notifications']);
  });

  it('asks only for the notifications on other screens', () => {
    const api = mockApi(answers());
    prefetchFirstScreen(createQueryClient(), '/trips');
    expect(asked(api)).toEqual(['GET /notifications']);
  });
});
