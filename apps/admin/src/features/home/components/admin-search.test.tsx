import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lastSearchOf } from '@tote/testing/mock-api';
import { describe, expect, it } from 'vitest';
import { buildOrder, buildSearchResult, buildTrip, buildUserSummary } from '../../../testing/admin';
import { renderRoute } from '../../../testing/render-route';

describe('the /admin search box', () => {
  it('searches orders, trips and users on the server and links each to its screen', async () => {
    const order = buildOrder({ itemNames: ['Kente cloth'], senderName: 'Grace Hopper' });
    const trip = buildTrip({ travelerName: 'Kofi Mensah' });
    const person = buildUserSummary({ fullName: 'Grace Hopper' });
    const { api } = renderRoute('/admin', {
      api: {
        'GET /admin/search': { body: buildSearchResult({ orders: [order], trips: [trip], users: [person] }) },
      },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('searchbox', { name: 'Search orders and users' }), 'grace');
    const results = await screen.findByRole('region', { name: 'Search results' });
    expect(await within(results).findByRole('link', { name: /Kente cloth/ })).toHaveAttribute(
      'href',
      `/dev-d?id=${order.deliveryId}`,
    );
    expect(within(results).getByRole('link', { name: new RegExp(trip.bookingId) })).toHaveAttribute(
      'href',
      `/tdev-d?id=${trip.id}`,
    );
    expect(within(results).getByRole('link', { name: /Grace Hopper.*Sender/ })).toHaveAttribute(
      'href',
      `/admin-p?id=${person.id}`,
    );
    expect(lastSearchOf(api.fetchMock, '/admin/search')?.get('q')).toBe('grace');
  });

  it('says how many more there are than it shows', async () => {
    renderRoute('/admin', {
      api: {
        'GET /admin/search': { body: buildSearchResult({ orders: [buildOrder()] }, { orderTotal: 12 }) },
      },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('searchbox', { name: 'Search orders and users' }), 'laptop');
    const results = await screen.findByRole('region', { name: 'Search results' });
    expect(await within(results).findByText('The first 1; type more to narrow it.')).toBeInTheDocument();
    expect(within(results).getByRole('heading', { name: 'Orders (12)' })).toBeInTheDocument();
  });

  it('says "100+" where the API stopped counting', async () => {
    renderRoute('/admin', {
      api: {
        'GET /admin/search': {
          body: buildSearchResult({ orders: [buildOrder()] }, { orderTotal: 100, userTotal: 99 }),
        },
      },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('searchbox', { name: 'Search orders and users' }), 'okafor');
    const results = await screen.findByRole('region', { name: 'Search results' });
    expect(await within(results).findByRole('heading', { name: 'Orders (100+)' })).toBeInTheDocument();
    expect(within(results).getByRole('heading', { name: 'Users (99)' })).toBeInTheDocument();
  });

  it('says so when nothing matches', async () => {
    renderRoute('/admin', { api: { 'GET /admin/search': { body: buildSearchResult() } } });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('searchbox', { name: 'Search orders and users' }), 'zzz');
    expect(await screen.findByText('Nothing matches “zzz”.')).toBeInTheDocument();
  });
});
