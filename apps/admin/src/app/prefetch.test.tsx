import { screen } from '@testing-library/react';
import { firstScreenPrefetcher } from '@tote/testing/prefetch';
import { sessionAs } from '@tote/testing/render';
import { describe, expect, it } from 'vitest';
import {
  buildAdminStats,
  buildOrder,
  buildOrderPage,
  buildTripPage,
  buildVerificationPage,
} from '../testing/admin';
import { prefetchFirstScreen } from './prefetch';
import { routes } from './router';

const prefetchAt = firstScreenPrefetcher(prefetchFirstScreen, {
  routes,
  api: {
    'GET /auth/session': { body: sessionAs('staff') },
    'GET /notifications': { body: { notifications: [], unread: 0 } },
    'GET /admin/stats': { body: buildAdminStats({ travelers: 12, senders: 34, packagesThisMonth: 56 }) },
    'GET /admin/orders': { body: buildOrderPage([buildOrder({ itemNames: ['Laptop'] })]) },
    'GET /admin/jobs/failing': { body: { jobs: [] } },
    'GET /admin/trips': { body: buildTripPage([]) },
    'GET /traveler-verifications': { body: buildVerificationPage([]) },
    'GET /admin/reviews': { body: { reviews: [] } },
  },
});

describe('prefetchFirstScreen (the first screen’s data asked from the entry)', () => {
  it('asks for the home screen’s data under the keys its queries read, so the screen asks for nothing again', async () => {
    const prefetched = prefetchAt('/admin', { render: true });
    expect(prefetched.askedByEntry).toEqual(['GET /admin/orders', 'GET /admin/stats', 'GET /notifications']);

    expect(await screen.findByRole('heading', { name: 'Laptop' })).toBeInTheDocument();
    expect(screen.getByText('Senders').closest('section')).toHaveTextContent('34');
    // The review queues, Background jobs and reported reviews, lazy sections below the list, ask for their own
    // data once they have loaded after the first paint (the entry does not: asking for them there delayed it).
    expect(await screen.findByRole('heading', { name: 'No traveler is waiting' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No trip is waiting' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Nothing failing' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No reported reviews' })).toBeInTheDocument();
    // Each once: the prefetched answers are not asked for again.
    expect(prefetched.asked()).toEqual([
      'GET /admin/jobs/failing',
      'GET /admin/orders',
      'GET /admin/reviews',
      'GET /admin/stats',
      'GET /admin/trips',
      'GET /auth/session',
      'GET /notifications',
      'GET /traveler-verifications',
    ]);
    expect(prefetched.searchOf('/admin/orders')).toBe('page=1&pageSize=10');
    expect(prefetched.unexpected).toEqual([]);
  });

  it('treats / as home (it redirects there)', () => {
    expect(prefetchAt('/').asked()).toEqual(['GET /admin/orders', 'GET /admin/stats', 'GET /notifications']);
  });

  it('asks for the first page of Delivery Orders’ Senders tab, which the screen then reads', async () => {
    const prefetched = prefetchAt('/admin-l', { render: true });
    expect(prefetched.askedByEntry).toEqual(['GET /admin/orders', 'GET /notifications']);

    expect(await screen.findByRole('heading', { name: 'Laptop' })).toBeInTheDocument();
    expect(prefetched.asked()).toEqual(['GET /admin/orders', 'GET /auth/session', 'GET /notifications']);
    expect(prefetched.searchOf('/admin/orders')).toBe('status=processing&page=1&pageSize=10');
    expect(prefetched.unexpected).toEqual([]);
  });

  it('leaves Delivery Orders opened on another tab, page or search to the screen', () => {
    expect(prefetchAt('/admin-l?tab=travelers').asked()).toEqual(['GET /notifications']);
  });

  it('asks only for the notifications on other screens', () => {
    expect(prefetchAt('/user').asked()).toEqual(['GET /notifications']);
  });
});
