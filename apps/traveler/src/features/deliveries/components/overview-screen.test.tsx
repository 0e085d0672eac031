import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lastSearchOf } from '@tote/testing/mock-api';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import {
  buildDelivery,
  buildDeliveryPage,
  buildShippingDelivery,
  buildTravelerOverview,
  travelerSession,
} from '../../../testing/trips';

const tile = (name: string) => {
  const section = screen.getByRole('heading', { name }).closest('section');
  if (!section) throw new Error(`${name} tile not found`);
  return section;
};

describe('Overview (/traveler-home)', () => {
  it('shows Upload Traveler Details, the next delivery, Monthly and Wallet', async () => {
    renderRoute('/traveler-home', {
      session: travelerSession(),
      api: {
        'GET /deliveries/overview': {
          body: buildTravelerOverview({
            nextDelivery: {
              deliveryId: 'TT-7K3Q9M',
              senderName: 'Grace Hopper',
              category: 'Gadgets',
              hoursAway: 5,
            },
            monthlyDelivered: 3,
          }),
        },
        'GET /deliveries': { body: buildDeliveryPage([buildDelivery()]) },
      },
    });
    expect(await screen.findByRole('link', { name: /Upload Traveler Details/ })).toHaveAttribute(
      'href',
      '/traveler-request',
    );
    expect(await within(tile('Next Delivery')).findByText('You’re 5 Hours Away')).toBeInTheDocument();
    expect(within(tile('Next Delivery')).getByText('Grace Hopper’s Gadgets')).toBeInTheDocument();
    expect(within(tile('Next Delivery')).getByRole('link', { name: 'Track TT-7K3Q9M' })).toHaveAttribute(
      'href',
      '/delivery-tracking?id=TT-7K3Q9M',
    );
    expect(within(tile('Monthly')).getByText('3')).toBeInTheDocument();
    expect(within(tile('Monthly')).getByText('Packages delivered this month')).toBeInTheDocument();
    // The tile's figures are the wallet feature's (wallet-tile.test.tsx); the route puts it among the tiles.
    expect(within(tile('Wallet')).getByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', '/wallet');
  });

  it('says “1 Package” for a single delivery this month', async () => {
    renderRoute('/traveler-home', {
      session: travelerSession(),
      api: { 'GET /deliveries/overview': { body: buildTravelerOverview({ monthlyDelivered: 1 }) } },
    });
    await screen.findByRole('heading', { name: 'Monthly' });
    expect(await within(tile('Monthly')).findByText('1')).toBeInTheDocument();
    expect(within(tile('Monthly')).getByText('Package delivered this month')).toBeInTheDocument();
    expect(within(tile('Monthly')).queryByText('Packages delivered this month')).not.toBeInTheDocument();
  });

  it('says honestly when there is nothing to carry, and leads to an empty table’s next step', async () => {
    renderRoute('/traveler-home', { session: travelerSession() });
    expect(await screen.findByText('Nothing to carry right now')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No deliveries yet' })).toBeInTheDocument();
  });

  it('lists deliveries (Items to be Delivered, Traveler, Status) and searches on the server', async () => {
    const laptop = buildDelivery({ deliveryId: 'TT-AAAAAA', itemNames: ['Laptop', 'Charger'] });
    const dress = buildShippingDelivery({
      deliveryId: 'TT-BBBBBB',
      itemNames: ['Dress'],
      category: 'Clothes',
    });
    const cancelled = buildDelivery({
      deliveryId: 'TT-CCCCCC',
      itemNames: ['Passport'],
      status: 'cancelled',
    });
    const { api } = renderRoute('/traveler-home', {
      session: travelerSession(),
      api: {
        'GET /deliveries': ({ path }) => {
          const q = lastSearchOf(api.fetchMock, path)?.get('q');
          return { body: buildDeliveryPage(q ? [dress] : [laptop, dress, cancelled]) };
        },
      },
    });
    await screen.findByRole('link', { name: 'Laptop, Charger' });
    const table = screen.getByRole('table', { name: 'Deliveries' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Items to be Delivered', 'Traveler', 'Status']);
    expect(screen.getByRole('link', { name: 'Laptop, Charger' })).toHaveAttribute(
      'href',
      '/delivery-tracking?id=TT-AAAAAA',
    );
    expect(screen.getByRole('link', { name: 'Passport' })).toHaveAttribute(
      'href',
      '/delivery-cancelled?id=TT-CCCCCC',
    );
    expect(within(table).getAllByText('Ada Lovelace')).toHaveLength(3);

    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search deliveries' }), 'dress');
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Laptop, Charger' })).not.toBeInTheDocument(),
    );
    expect(lastSearchOf(api.fetchMock, '/deliveries')?.get('q')).toBe('dress');
    // Debounced: one request for the whole word, not one per letter.
    const searches = api.fetchMock.mock.calls.filter(([input]) =>
      String(input instanceof Request ? input.url : input).includes('q='),
    );
    expect(searches).toHaveLength(1);
  });
});
