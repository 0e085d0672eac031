import { render, screen } from '@testing-library/react';
import { lastSearchOf, mockApi } from '@tote/testing/mock-api';
import { sessionAs } from '@tote/testing/render';
import { AppProviders, createQueryClient } from '@tote/web/app-providers';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
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

const answers = () => ({
  'GET /auth/session': { body: sessionAs('staff') },
  'GET /notifications': { body: { notifications: [], unread: 0 } },
  'GET /admin/stats': { body: buildAdminStats({ travelers: 12, senders: 34, packagesThisMonth: 56 }) },
  'GET /admin/orders': { body: buildOrderPage([buildOrder({ itemNames: ['Laptop'] })]) },
  'GET /admin/jobs/failing': { body: { jobs: [] } },
  'GET /admin/trips': { body: buildTripPage([]) },
  'GET /traveler-verifications': { body: buildVerificationPage([]) },
});

const asked = (api: ReturnType<typeof mockApi>) =>
  api.calls.map((call) => `${call.method} ${call.path}`).sort();

describe('prefetchFirstScreen (the first screen’s data asked from the entry)', () => {
  it('asks for the home screen’s data under the keys its queries read, so the screen asks for nothing again', async () => {
    const api = mockApi(answers());
    const queryClient = createQueryClient();
    prefetchFirstScreen(queryClient, '/admin');
    // As mountApp renders: the entry's query cache around the real route table.
    render(
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/admin'] })} />
      </AppProviders>,
    );

    expect(await screen.findByRole('heading', { name: 'Laptop' })).toBeInTheDocument();
    expect(screen.getByText('Senders').closest('section')).toHaveTextContent('34');
    // The review queues and Background jobs, lazy sections below the list, ask for their own data once they have
    // loaded (the entry does not: asking for them there delayed the first paint).
    expect(await screen.findByRole('heading', { name: 'No traveler is waiting' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No trip is waiting' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Nothing failing' })).toBeInTheDocument();
    // Each once: the prefetched answers are not asked for again.
    expect(asked(api)).toEqual([
      'GET /admin/jobs/failing',
      'GET /admin/orders',
      'GET /admin/stats',
      'GET /admin/trips',
      'GET /auth/session',
      'GET /notifications',
      'GET /traveler-verifications',
    ]);
    expect(lastSearchOf(api.fetchMock, '/admin/orders')?.toString()).toBe('page=1&pageSize=10');
    expect(api.unexpected).toEqual([]);
  });

  it('treats / as home (it redirects there)', () => {
    const api = mockApi(answers());
    prefetchFirstScreen(createQueryClient(), '/');
    expect(asked(api)).toEqual(['GET /admin/orders', 'GET /admin/stats', 'GET /notifications']);
  });

  it('asks for the first page of Delivery Orders’ Senders tab, which the screen then reads', async () => {
    const api = mockApi(answers());
    const queryClient = createQueryClient();
    prefetchFirstScreen(queryClient, '/admin-l', '');
    render(
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/admin-l'] })} />
      </AppProviders>,
    );

    expect(await screen.findByRole('heading', { name: 'Laptop' })).toBeInTheDocument();
    expect(asked(api)).toEqual(['GET /admin/orders', 'GET /auth/session', 'GET /notifications']);
    expect(lastSearchOf(api.fetchMock, '/admin/orders')?.toString()).toBe(
      'status=processing&page=1&pageSize=10',
    );
    expect(api.unexpected).toEqual([]);
  });

  it('leaves Delivery Orders opened on another tab, page or search to the screen', () => {
    const api = mockApi(answers());
    prefetchFirstScreen(createQueryClient(), '/admin-l', '?tab=travelers');
    expect(asked(api)).toEqual(['GET /notifications']);
  });

  it('asks only for the notifications on other screens', () => {
    const api = mockApi(answers());
    prefetchFirstScreen(createQueryClient(), '/user');
    expect(asked(api)).toEqual(['GET /notifications']);
  });
});
