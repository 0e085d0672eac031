import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ApiCall, lastSearchOf, mockApi } from '@tote/testing/mock-api';
import { renderScreen } from '@tote/testing/render';
import { describe, expect, it } from 'vitest';
import { buildOrder, buildOrderPage, buildOverview, buildShippingOrder } from '../../../testing/orders';
import { HomeScreen } from './home-screen';

const renderHome = () => renderScreen(<HomeScreen />, { path: '/home' });

describe('Sender home (/home)', () => {
  it('links Request Delivery to /request and shows the delivery on the way and this month’s count', async () => {
    const shipping = buildShippingOrder({ deliveryId: 'TT-7K3Q9M' });
    mockApi({
      'GET /orders/overview': {
        body: buildOverview({
          onTheWay: {
            deliveryId: 'TT-7K3Q9M',
            travelerName: 'Amina Yusuf',
            category: 'Gadgets',
            hoursAway: 5,
          },
          monthlyCount: 4,
        }),
      },
      'GET /orders': { body: buildOrderPage([shipping]) },
    });
    renderHome();
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Request Delivery/ })).toHaveAttribute('href', '/request');

    const onTheWay = (await screen.findByRole('heading', { name: 'On the Way!' })).closest('section');
    if (!onTheWay) throw new Error('On the Way! tile not found');
    expect(await within(onTheWay).findByText('5 Hours Away')).toBeInTheDocument();
    expect(within(onTheWay).getByText('Amina Yusuf is carrying your Gadgets')).toBeInTheDocument();
    expect(within(onTheWay).getByRole('link', { name: 'Track TT-7K3Q9M' })).toHaveAttribute(
      'href',
      '/delivery-tracking?id=TT-7K3Q9M',
    );
    const monthly = screen.getByRole('heading', { name: 'Monthly' }).closest('section');
    if (!monthly) throw new Error('Monthly tile not found');
    expect(within(monthly).getByText('4')).toBeInTheDocument();
  });

  it('says honestly when nothing is on the way', async () => {
    mockApi({
      'GET /orders/overview': { body: buildOverview({ onTheWay: null, monthlyCount: 1 }) },
      'GET /orders': { body: buildOrderPage([buildOrder()]) },
    });
    renderHome();
    expect(await screen.findByText('Nothing on the way right now')).toBeInTheDocument();
  });

  it('lists deliveries with items, traveler and status, each row linking to its page', async () => {
    const waiting = buildOrder({ deliveryId: 'TT-AAAAAA', itemNames: ['Laptop', 'Charger'] });
    const shipping = buildShippingOrder({
      deliveryId: 'TT-BBBBBB',
      itemNames: ['Dress'],
      category: 'Clothes',
    });
    const cancelled = buildOrder({ deliveryId: 'TT-CCCCCC', itemNames: ['Passport'], status: 'cancelled' });
    const matched = buildShippingOrder({ deliveryId: 'TT-DDDDDD', itemNames: ['Shoes'], status: 'matched' });
    const dropped = buildShippingOrder({ deliveryId: 'TT-EEEEEE', itemNames: ['Bag'], status: 'cancelled' });
    mockApi({
      'GET /orders/overview': { body: buildOverview() },
      'GET /orders': { body: buildOrderPage([waiting, shipping, cancelled, matched, dropped]) },
    });
    renderHome();
    await screen.findByRole('link', { name: 'Laptop, Charger' });
    const table = screen.getByRole('table', { name: 'Deliveries' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Items to be Delivered', 'Traveler', 'Status']);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(6);
    expect(within(rows[1] as HTMLElement).getByRole('link', { name: 'Laptop, Charger' })).toHaveAttribute(
      'href',
      '/delivery-tracking?id=TT-AAAAAA',
    );
    expect(within(rows[1] as HTMLElement).getByText('Finding a traveler')).toBeInTheDocument();
    // Placed, matched and shipping orders read differently (all In Process, each at its step).
    expect(within(rows[1] as HTMLElement).getByText('In Process · Placed')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('Amina Yusuf')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('In Process · Shipping')).toBeInTheDocument();
    expect(within(rows[4] as HTMLElement).getByText('In Process · Matched')).toBeInTheDocument();
    // A cancelled order never says it is still looking for a traveler: it names the one who had it, or none.
    expect(within(rows[3] as HTMLElement).getByText('No traveler')).toBeInTheDocument();
    expect(within(rows[5] as HTMLElement).getByText('Amina Yusuf')).toBeInTheDocument();
    expect(within(table).getAllByText('Finding a traveler')).toHaveLength(1);
    expect(within(rows[3] as HTMLElement).getByRole('link', { name: 'Passport' })).toHaveAttribute(
      'href',
      '/delivery-cancelled?id=TT-CCCCCC',
    );
    expect(within(rows[3] as HTMLElement).getByText('Cancelled')).toBeInTheDocument();
  });

  it('searches on the server (debounced) and pages through the results', async () => {
    const laptop = buildOrder({ itemNames: ['Laptop'] });
    const api = mockApi({
      'GET /orders/overview': { body: buildOverview() },
      'GET /orders': (call: ApiCall) => {
        const search = lastSearchOf(api.fetchMock, call.path);
        const q = search?.get('q');
        const page = Number(search?.get('page') ?? 1);
        if (q === 'laptop') return { body: buildOrderPage([laptop], { total: 1, pageSize: 5 }) };
        return {
          body: buildOrderPage([buildOrder({ itemNames: [`Book ${page}`] })], {
            total: 12,
            page,
            pageSize: 5,
          }),
        };
      },
    });
    const user = userEvent.setup();
    renderHome();
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Book 2' })).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search deliveries' }), 'laptop');
    expect(await screen.findByRole('link', { name: 'Laptop' })).toBeInTheDocument();
    const search = lastSearchOf(api.fetchMock, '/orders');
    expect(search?.get('q')).toBe('laptop');
    expect(search?.get('page')).toBe('1');
    // Debounced: typing six letters asked the server once for the search, not once per letter.
    const searches = api.fetchMock.mock.calls.filter(([input]) =>
      new URL((input as Request).url).searchParams.has('q'),
    );
    expect(searches).toHaveLength(1);
    expect(screen.queryByText(/Page \d of/)).not.toBeInTheDocument();
  });

  it('shows an empty state when the sender has no orders yet', async () => {
    mockApi({
      'GET /orders/overview': { body: buildOverview() },
      'GET /orders': { body: buildOrderPage([]) },
    });
    renderHome();
    expect(await screen.findByRole('heading', { name: 'No deliveries yet' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByRole('link', { name: /Request Delivery/ }).at(-1)).toHaveAttribute(
        'href',
        '/request',
      ),
    );
  });
});
