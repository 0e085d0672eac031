import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError } from '@tote/testing/mock-api';
import { matchMessages } from '@tote/validation/matches';
import { describe, expect, it } from 'vitest';
import {
  buildMatch,
  buildOrder,
  buildSenderCandidatePage,
  buildTravelerCandidatePage,
  buildTrip,
} from '../../../testing/admin';
import { renderRoute } from '../../../testing/render-route';

describe('Match Sender (/sender-m?id=)', () => {
  it('shows the order and Traveler in Sync with the cost; Match With matches and opens the order', async () => {
    const order = buildOrder({ deliveryId: 'TT-DDDDDD', weightKg: 2.5 });
    const trip = buildTrip({ bookingId: 'BK-EEEEEE', travelerName: 'Amina Uwase', remainingKg: 8 });
    const { api, router } = renderRoute(`/sender-m?id=${order.deliveryId}`, {
      api: {
        [`GET /orders/${order.deliveryId}`]: { body: order },
        [`GET /orders/${order.deliveryId}/candidates`]: { body: buildTravelerCandidatePage(order, [trip]) },
        'POST /matches': { status: 201, body: buildMatch(order, trip) },
      },
    });
    const orderCard = (await screen.findByRole('heading', { name: 'Laptop, Charger' })).closest('article');
    if (!orderCard) throw new Error('order card not found');
    expect(within(orderCard).getByText('TT-DDDDDD')).toBeInTheDocument();
    expect(within(orderCard).getByText('2.5 kg')).toBeInTheDocument();

    const list = screen.getByRole('region', { name: 'Traveler in Sync' });
    const row = (await within(list).findByRole('heading', { name: 'Amina Uwase' })).closest('article');
    if (!row) throw new Error('candidate row not found');
    // 2.5 kg × $15.00 per kg
    expect(within(row).getByText('$37.50')).toBeInTheDocument();
    expect(within(row).getByText('8 kg left ·', { exact: false })).toBeInTheDocument();

    await userEvent
      .setup()
      .click(within(row).getByRole('button', { name: 'Match With Amina Uwase (BK-EEEEEE)' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dev-d'));
    expect(router.state.location.search).toBe('?id=TT-DDDDDD');
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      deliveryId: 'TT-DDDDDD',
      tripId: trip.id,
    });
  });

  it('shows the server’s 409 when someone else matched the order first', async () => {
    const order = buildOrder();
    const trip = buildTrip({ bookingId: 'BK-FFFFFF' });
    renderRoute(`/sender-m?id=${order.deliveryId}`, {
      api: {
        [`GET /orders/${order.deliveryId}`]: { body: order },
        [`GET /orders/${order.deliveryId}/candidates`]: { body: buildTravelerCandidatePage(order, [trip]) },
        'POST /matches': apiError(409, 'order_already_matched', matchMessages.orderAlreadyMatched),
      },
    });
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Match With Ada Lovelace (BK-FFFFFF)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(matchMessages.orderAlreadyMatched);
    expect(screen.getByRole('heading', { level: 1, name: 'Match Sender' })).toBeInTheDocument();
  });

  it('says when no trip fits', async () => {
    const order = buildOrder();
    renderRoute(`/sender-m?id=${order.deliveryId}`, {
      api: {
        [`GET /orders/${order.deliveryId}`]: { body: order },
        [`GET /orders/${order.deliveryId}/candidates`]: { body: buildTravelerCandidatePage(order, []) },
      },
    });
    expect(await screen.findByText('No travelers in sync')).toBeInTheDocument();
  });

  it('asks for an order when opened without ?id=', async () => {
    renderRoute('/sender-m');
    expect(await screen.findByText('Choose an order to match')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Delivery Orders' })).toHaveAttribute('href', '/admin-l');
  });
});

describe('Match Traveler (/traveler-m?id=)', () => {
  it('shows the trip and Sender in Sync with the cost; Match With matches and opens the order', async () => {
    const trip = buildTrip({ bookingId: 'BK-GGGGGG', travelerName: 'Amina Uwase' });
    const order = buildOrder({ deliveryId: 'TT-HHHHHH', itemNames: ['Camera'], weightKg: 2 });
    const { api, router } = renderRoute(`/traveler-m?id=${trip.id}`, {
      api: {
        [`GET /trips/${trip.id}`]: { body: trip },
        [`GET /trips/${trip.id}/candidates`]: { body: buildSenderCandidatePage(trip, [order]) },
        'POST /matches': { status: 201, body: buildMatch(order, trip) },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Amina Uwase' })).toBeInTheDocument();
    const list = screen.getByRole('region', { name: 'Sender in Sync' });
    const row = (await within(list).findByRole('heading', { name: 'Camera' })).closest('article');
    if (!row) throw new Error('candidate row not found');
    expect(within(row).getByText('$30.00')).toBeInTheDocument();
    expect(within(row).getByText('Grace Hopper · from Nigeria to Kigali, Rwanda')).toBeInTheDocument();

    await userEvent
      .setup()
      .click(within(row).getByRole('button', { name: 'Match With Grace Hopper (TT-HHHHHH)' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dev-d'));
    expect(router.state.location.search).toBe('?id=TT-HHHHHH');
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      deliveryId: 'TT-HHHHHH',
      tripId: trip.id,
    });
  });

  it('shows the server’s 409 when the trip has no room left', async () => {
    const trip = buildTrip();
    const order = buildOrder({ deliveryId: 'TT-JJJJJJ' });
    renderRoute(`/traveler-m?id=${trip.id}`, {
      api: {
        [`GET /trips/${trip.id}`]: { body: trip },
        [`GET /trips/${trip.id}/candidates`]: { body: buildSenderCandidatePage(trip, [order]) },
        'POST /matches': apiError(409, 'trip_full', matchMessages.tripFull),
      },
    });
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Match With Grace Hopper (TT-JJJJJJ)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(matchMessages.tripFull);
  });

  it('explains a departed trip instead of offering a retry (409 trip_not_open)', async () => {
    const trip = buildTrip();
    renderRoute(`/traveler-m?id=${trip.id}`, {
      api: {
        [`GET /trips/${trip.id}`]: { body: trip },
        [`GET /trips/${trip.id}/candidates`]: apiError(409, 'trip_not_open', matchMessages.tripNotOpen),
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(matchMessages.tripNotOpen);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
