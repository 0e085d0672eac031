import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, lastSearchOf } from '@tote/testing/mock-api';
import { tripMessages } from '@tote/validation/trips';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import { buildTrip, buildTripPage, travelerSession } from '../../../testing/trips';

describe('Your trips (/trips)', () => {
  it('lists the pending trips with route, flight, local times, space left and price', async () => {
    const trip = buildTrip({ bookingId: 'BK-AAAAAA', weightKg: 10, remainingKg: 7.5 });
    const { api } = renderRoute('/trips', {
      session: travelerSession(),
      api: { 'GET /trips': { body: buildTripPage([trip]) } },
    });
    const card = (await screen.findByRole('heading', { name: 'Lagos, Nigeria → Kigali, Rwanda' })).closest(
      'article',
    );
    if (!card) throw new Error('trip card not found');
    expect(within(card).getByText('BK-AAAAAA')).toBeInTheDocument();
    expect(within(card).getByText('Pending approval')).toBeInTheDocument();
    expect(within(card).getByText('RwandAir WB203')).toBeInTheDocument();
    // The airport's own clock: 07:00 UTC is 08:00 in Lagos, 11:00 UTC is 13:00 in Kigali.
    expect(within(card).getByText(/\b(08:00|8:00\sAM)\b.*\(Africa\/Lagos\)/)).toBeInTheDocument();
    expect(within(card).getByText(/\b(13:00|1:00\sPM)\b.*\(Africa\/Kigali\)/)).toBeInTheDocument();
    expect(within(card).getByText('7.5 of 10 kg')).toBeInTheDocument();
    expect(within(card).getByText('$15.00 per kg')).toBeInTheDocument();
    expect(lastSearchOf(api.fetchMock, '/trips')?.get('filter')).toBe('pending');
  });

  it('asks the server for approved and closed trips on their tabs, showing why a trip was rejected', async () => {
    const rejected = buildTrip({
      status: 'rejected',
      rejectionReason: 'The flight number does not exist.',
      canCancel: false,
    });
    const { api } = renderRoute('/trips?filter=past', {
      session: travelerSession(),
      api: {
        'GET /trips': ({ path }) => ({ body: buildTripPage(path === '/trips' ? [rejected] : []) }),
      },
    });
    expect(await screen.findByText('Not approved: The flight number does not exist.')).toBeInTheDocument();
    // A rejected trip may depart next week: its tab says "Closed", and what it holds, not "Past".
    expect(screen.getByRole('tab', { name: 'Closed', selected: true })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Past' })).not.toBeInTheDocument();
    expect(
      screen.getByText('Trips that have landed, were cancelled or were not approved.'),
    ).toBeInTheDocument();
    expect(lastSearchOf(api.fetchMock, '/trips')?.get('filter')).toBe('past');
    expect(screen.queryByRole('button', { name: /^Cancel trip/ })).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('tab', { name: 'Approved' }));
    await waitFor(() => expect(lastSearchOf(api.fetchMock, '/trips')?.get('filter')).toBe('approved'));
  });

  it('cancels a trip that carries nothing, after confirmation', async () => {
    const trip = buildTrip({ bookingId: 'BK-CCCCCC' });
    let cancelled = false;
    const { api } = renderRoute('/trips', {
      session: travelerSession(),
      api: {
        'GET /trips': () => ({ body: buildTripPage(cancelled ? [] : [trip]) }),
        [`POST /trips/${trip.id}/cancel`]: () => {
          cancelled = true;
          return { body: buildTrip({ ...trip, status: 'cancelled', canCancel: false }) };
        },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel trip BK-CCCCCC' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel trip BK-CCCCCC?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel trip' }));
    expect(await screen.findByText('No pending trips')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path.endsWith('/cancel'))).toHaveLength(1);
  });

  it('shows the server’s answer when the trip carries a delivery (409)', async () => {
    const trip = buildTrip({ bookingId: 'BK-DDDDDD', status: 'approved' });
    renderRoute('/trips?filter=approved', {
      session: travelerSession(),
      api: {
        'GET /trips': { body: buildTripPage([trip]) },
        [`POST /trips/${trip.id}/cancel`]: apiError(
          409,
          'trip_has_deliveries',
          tripMessages.tripHasDeliveries,
        ),
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel trip BK-DDDDDD' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel trip BK-DDDDDD?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel trip' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(tripMessages.tripHasDeliveries);
  });
});
