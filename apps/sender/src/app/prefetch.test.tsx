import { render, screen } from '@testing-library/react';
import { mockApi } from '@tote/testing/mock-api';
import { sessionAs } from '@tote/testing/render';
import { AppProviders, createQueryClient } from '@tote/web/app-providers';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { buildOrder, buildOrderPage, buildOverview } from '../testing/orders';
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

  it('asks only for the notifications on other screens', () => {
    const api = mockApi(answers());
    prefetchFirstScreen(createQueryClient(), '/delivery');
    expect(asked(api)).toEqual(['GET /notifications']);
  });
});
