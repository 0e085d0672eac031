import { screen } from '@testing-library/react';
import { firstScreenPrefetcher } from '@tote/testing/prefetch';
import { buildWallet, buildWalletHistoryPage, usd } from '@tote/testing/wallet';
import { describe, expect, it } from 'vitest';
import { buildDelivery, buildDeliveryPage, buildTravelerOverview, travelerSession } from '../testing/trips';
import { prefetchFirstScreen } from './prefetch';
import { routes } from './router';

const prefetchAt = firstScreenPrefetcher(prefetchFirstScreen, {
  routes,
  api: {
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
  },
});

describe('prefetchFirstScreen (the first screen’s data asked from the entry)', () => {
  it('asks for the Overview’s data under the keys its queries read, so the screen asks for nothing again', async () => {
    const prefetched = prefetchAt('/traveler-home', { render: true });
    expect(prefetched.askedByEntry).toEqual([
      'GET /deliveries',
      'GET /deliveries/overview',
      'GET /notifications',
      'GET /wallet',
    ]);

    expect(await screen.findByRole('link', { name: 'Laptop' })).toBeInTheDocument();
    expect(await screen.findByText('You’re 5 Hours Away')).toBeInTheDocument();
    expect(await screen.findByText('$40.00')).toBeInTheDocument();
    expect(prefetched.asked()).toEqual([
      'GET /auth/session',
      'GET /deliveries',
      'GET /deliveries/overview',
      'GET /notifications',
      'GET /wallet',
    ]);
    expect(prefetched.searchOf('/deliveries')).toBe('page=1&pageSize=5');
    expect(prefetched.unexpected).toEqual([]);
  });

  it('treats / as home (it redirects there)', () => {
    expect(prefetchAt('/').asked()).toEqual([
      'GET /deliveries',
      'GET /deliveries/overview',
      'GET /notifications',
      'GET /wallet',
    ]);
  });

  it('asks for the Wallet’s balances and the first page of its history, which the screen then reads', async () => {
    const prefetched = prefetchAt('/wallet', {
      render: true,
      api: { 'GET /wallet/history': { body: buildWalletHistoryPage([]) } },
    });
    expect(prefetched.askedByEntry).toEqual(['GET /notifications', 'GET /wallet', 'GET /wallet/history']);

    expect(await screen.findByText('$40.00')).toBeInTheDocument();
    expect(prefetched.asked()).toEqual([
      'GET /auth/session',
      'GET /notifications',
      'GET /wallet',
      'GET /wallet/history',
    ]);
    expect(prefetched.searchOf('/wallet/history')).toBe('page=1');
    expect(prefetched.unexpected).toEqual([]);
  });

  it('asks for the first page of Deliveries when the address names no tab or page', async () => {
    const prefetched = prefetchAt('/delivery-order', { render: true });
    expect(prefetched.askedByEntry).toEqual(['GET /deliveries', 'GET /notifications']);

    expect((await screen.findAllByText(/Laptop/)).length).toBeGreaterThan(0);
    expect(prefetched.asked()).toEqual(['GET /auth/session', 'GET /deliveries', 'GET /notifications']);
    expect(prefetched.searchOf('/deliveries')).toBe('tab=processing&page=1&pageSize=10');
    expect(prefetched.unexpected).toEqual([]);

    expect(prefetchAt('/delivery-order?tab=delivered').asked()).toEqual(['GET /notifications']);
  });

  it('asks only for the notifications on other screens', () => {
    expect(prefetchAt('/trips').asked()).toEqual(['GET /notifications']);
  });
});
