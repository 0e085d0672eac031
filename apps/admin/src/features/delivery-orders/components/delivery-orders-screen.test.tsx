import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lastSearchOf } from '@tote/testing/mock-api';
import { describe, expect, it } from 'vitest';
import { buildOrder, buildOrderPage, buildTrip, buildTripPage } from '../../../testing/admin';
import { renderRoute } from '../../../testing/render-route';

function cardOf(heading: HTMLElement): HTMLElement {
  const card = heading.closest('article');
  if (!card) throw new Error('card not found');
  return card;
}

describe('Delivery Orders (/admin-l)', () => {
  it('opens on Senders: sender cards with items, category, route by country name and Delivery ID', async () => {
    const order = buildOrder({
      deliveryId: 'TT-AAAAAA',
      category: 'Gadgets',
      itemNames: ['Laptop', 'Charger'],
    });
    const { api } = renderRoute('/admin-l', {
      api: { 'GET /admin/orders': { body: buildOrderPage([order]) } },
    });
    const card = cardOf(await screen.findByRole('heading', { name: 'Laptop, Charger' }));
    expect(screen.getByRole('tab', { name: 'Senders', selected: true })).toBeInTheDocument();
    expect(within(card).getByText('Gadgets')).toBeInTheDocument();
    expect(within(card).getByText('from Nigeria to Kigali, Rwanda')).toBeInTheDocument();
    expect(within(card).getByText('TT-AAAAAA')).toBeInTheDocument();
    expect(within(card).getByText('Grace Hopper')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View order TT-AAAAAA' })).toHaveAttribute(
      'href',
      '/dev-d?id=TT-AAAAAA',
    );
    // Orders waiting for a traveler: the side staff match.
    expect(lastSearchOf(api.fetchMock, '/admin/orders')?.get('status')).toBe('processing');
  });

  it('Match goes to /sender-m without also opening the card', async () => {
    const order = buildOrder({ deliveryId: 'TT-BBBBBB' });
    const { router } = renderRoute('/admin-l', {
      api: { 'GET /admin/orders': { body: buildOrderPage([order]) } },
    });
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Match order TT-BBBBBB' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sender-m'));
    expect(router.state.location.search).toBe('?id=TT-BBBBBB');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('shows traveler cards on Travelers: weight left, airline, route, date and time, booking ID', async () => {
    const trip = buildTrip({ bookingId: 'BK-CCCCCC', remainingKg: 7.5 });
    const { api, router } = renderRoute('/admin-l', {
      api: { 'GET /admin/trips': { body: buildTripPage([trip]) } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Travelers' }));
    const card = cardOf(await screen.findByRole('heading', { name: 'Ada Lovelace' }));
    expect(within(card).getByText('7.5 kg left')).toBeInTheDocument();
    expect(within(card).getByText('RwandAir WB203')).toBeInTheDocument();
    expect(within(card).getByText('from Lagos, Nigeria to Kigali, Rwanda')).toBeInTheDocument();
    expect(within(card).getByText(/\b(08:00|8:00\sAM)\b.*\(Africa\/Lagos\)/)).toBeInTheDocument();
    expect(within(card).getByText('BK-CCCCCC')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View trip BK-CCCCCC' })).toHaveAttribute(
      'href',
      `/tdev-d?id=${trip.id}`,
    );
    const search = lastSearchOf(api.fetchMock, '/admin/trips');
    expect(search?.get('status')).toBe('approved');
    expect(search?.get('upcoming')).toBe('true');

    await user.click(within(card).getByRole('link', { name: 'Match trip BK-CCCCCC' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/traveler-m'));
    expect(router.state.location.search).toBe(`?id=${trip.id}`);
  });

  it('sends Next no start while a new search is loading (the rows shown are the last search’s)', async () => {
    const orders = Array.from({ length: 10 }, () => buildOrder());
    let release = () => {};
    const { api } = renderRoute('/admin-l', {
      api: {
        'GET /admin/orders': () => {
          const query = lastSearchOf(api.fetchMock, '/admin/orders');
          const page = Number(query?.get('page') ?? '1');
          const reply = { body: buildOrderPage(orders, { total: 30, page }) };
          if (query?.get('q') === 'camera' && page === 1)
            return new Promise((resolve) => {
              release = () => resolve(reply);
            });
          return reply;
        },
      },
    });
    const user = userEvent.setup();
    const asked = () => lastSearchOf(api.fetchMock, '/admin/orders');
    await screen.findAllByRole('link', { name: /^View order / });
    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'camera');
    await waitFor(() => expect(asked()?.get('q')).toBe('camera'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(asked()?.get('page')).toBe('2'));
    expect(asked()?.has('after')).toBe(false);
    release();
  });

  it('searches and pages on the server, each next page after the last order shown', async () => {
    const pages = Array.from({ length: 3 }, () => Array.from({ length: 10 }, () => buildOrder()));
    const lastOf = (page: number) => pages[page - 1]?.at(-1)?.deliveryId;
    const { api, router } = renderRoute('/admin-l', {
      api: {
        'GET /admin/orders': () => {
          const query = lastSearchOf(api.fetchMock, '/admin/orders');
          const page = Number(query?.get('page') ?? '1');
          if (query?.get('q')) return { body: buildOrderPage([], { page }) };
          return { body: buildOrderPage(pages[page - 1] ?? [], { total: 30, page }) };
        },
      },
    });
    const user = userEvent.setup();
    const asked = () => lastSearchOf(api.fetchMock, '/admin/orders');
    await screen.findAllByRole('link', { name: /^View order / });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(asked()?.get('page')).toBe('2'));
    expect(asked()?.get('after')).toBe(lastOf(1));
    await screen.findByText('Page 2 of 3');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(asked()?.get('after')).toBe(lastOf(2)));
    expect(new URLSearchParams(router.state.location.search).get('after')).toBe(lastOf(2));
    await screen.findByText('Page 3 of 3');
    // Previous goes back to where page 2 started; page 1 has no start.
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await screen.findByText('Page 2 of 3');
    expect(new URLSearchParams(router.state.location.search).get('after')).toBe(lastOf(1));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await screen.findByText('Page 1 of 3');
    expect(new URLSearchParams(router.state.location.search).has('after')).toBe(false);

    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'camera');
    expect(await screen.findByText('No orders match “camera”')).toBeInTheDocument();
    const search = lastSearchOf(api.fetchMock, '/admin/orders');
    expect(search?.get('q')).toBe('camera');
    // A new search starts on its first page.
    expect(search?.get('page')).toBe('1');
  });
});
