import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, lastSearchOf } from '@tote/testing/mock-api';
import { adminMessages } from '@tote/validation/admin';
import { tripMessages } from '@tote/validation/trips';
import { describe, expect, it } from 'vitest';
import { buildTrip, buildTripPage, buildVerification, buildVerificationPage } from '../../../testing/admin';
import { renderRoute } from '../../../testing/render-route';

function rowOf(heading: HTMLElement): HTMLElement {
  const row = heading.closest('article');
  if (!row) throw new Error('row not found');
  return row;
}

describe('review queues on /admin', () => {
  it('lists pending travelers with View ID, and approving one takes it off the queue', async () => {
    const amani = buildVerification({ fullName: 'Amani Uwimana', submittedAt: '2030-03-01T09:00:00.000Z' });
    let decided = false;
    const { api } = renderRoute('/admin', {
      api: {
        'GET /traveler-verifications': () => ({ body: buildVerificationPage(decided ? [] : [amani]) }),
        [`POST /traveler-verifications/${amani.userId}/approve`]: () => {
          decided = true;
          return { body: { ...amani, status: 'verified' } };
        },
      },
    });
    const queue = await screen.findByRole('region', { name: /^Traveler verifications/ });
    const row = rowOf(await within(queue).findByRole('heading', { name: 'Amani Uwimana' }));
    expect(within(row).getByText(/Submitted 1 Mar 2030/)).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'View ID of Amani Uwimana' })).toHaveAttribute(
      'href',
      `/api/v1/users/${amani.userId}/national-id`,
    );
    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'Approve Amani Uwimana' }));
    expect(await within(queue).findByText('No traveler is waiting')).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === `/traveler-verifications/${amani.userId}/approve`)).toBe(
      true,
    );
  });

  it('asks for a reason before rejecting a traveler, and sends it', async () => {
    const chidi = buildVerification({ fullName: 'Chidi Okeke' });
    const { api } = renderRoute('/admin', {
      api: {
        'GET /traveler-verifications': { body: buildVerificationPage([chidi]) },
        [`POST /traveler-verifications/${chidi.userId}/reject`]: {
          body: { ...chidi, status: 'rejected', reviewNote: 'The photo is blurred' },
        },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reject Chidi Okeke' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Chidi Okeke' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText(adminMessages.rejectReasonRequired)).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'The photo is blurred');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      reason: 'The photo is blurred',
    });
  });

  it('shows the server’s 409 when another staff member decided first', async () => {
    const amani = buildVerification({ fullName: 'Amani Uwimana' });
    renderRoute('/admin', {
      api: {
        'GET /traveler-verifications': { body: buildVerificationPage([amani]) },
        [`POST /traveler-verifications/${amani.userId}/approve`]: apiError(
          409,
          'not_pending',
          'This traveler was reviewed already.',
        ),
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Approve Amani Uwimana' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This traveler was reviewed already.');
  });

  it('lists trips awaiting approval with route, dates, weight, fee per kg and traveler; approves and rejects', async () => {
    const trip = buildTrip({
      status: 'pending',
      travelerName: 'Kofi Mensah',
      departureCity: 'Accra',
      departureCountry: 'GH',
      arrivalCity: 'Kampala',
      arrivalCountry: 'UG',
      weightKg: 18,
      feePerKg: { amountMinor: 1300, currency: 'USD' },
    });
    const other = buildTrip({ status: 'pending', travelerName: 'Tess Traveler' });
    const { api } = renderRoute('/admin', {
      api: {
        'GET /admin/trips': { body: buildTripPage([trip, other]) },
        [`POST /trips/${trip.id}/approve`]: { body: { ...trip, status: 'approved' } },
        [`POST /trips/${other.id}/reject`]: { body: { ...other, status: 'rejected' } },
      },
    });
    const queue = await screen.findByRole('region', { name: /^Trips awaiting approval/ });
    const row = rowOf(
      await within(queue).findByRole('heading', { name: 'from Accra, Ghana to Kampala, Uganda' }),
    );
    expect(row).toHaveTextContent('Kofi Mensah');
    expect(row).toHaveTextContent('18 kg');
    expect(row).toHaveTextContent('$13.00');
    expect(row).toHaveTextContent(/Departs.*2030/);
    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: `Approve trip ${trip.bookingId}` }));
    await waitFor(() =>
      expect(api.calls.some((call) => call.path === `/trips/${trip.id}/approve`)).toBe(true),
    );
    expect(lastSearchOf(api.fetchMock, '/admin/trips')?.get('status')).toBe('pending');

    await user.click(within(queue).getByRole('button', { name: `Reject trip ${other.bookingId}` }));
    const dialog = await screen.findByRole('dialog', { name: `Reject trip ${other.bookingId}` });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText(tripMessages.rejectReasonRequired)).toBeInTheDocument();
    await user.type(
      within(dialog).getByRole('textbox', { name: /^Reason/ }),
      'The flight number does not exist',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.find((call) => call.path === `/trips/${other.id}/reject`)?.body).toEqual({
      reason: 'The flight number does not exist',
    });
  });

  it('pages a long queue on the server', async () => {
    const first = buildVerification({ fullName: 'First Waiting' });
    const sixth = buildVerification({ fullName: 'Sixth Waiting' });
    const { api } = renderRoute('/admin', {
      api: {
        'GET /traveler-verifications': () => {
          const page = Number(lastSearchOf(api.fetchMock, '/traveler-verifications')?.get('page') ?? '1');
          return {
            body: buildVerificationPage(page === 1 ? [first] : [sixth], { total: 6, pageSize: 5, page }),
          };
        },
      },
    });
    const queue = await screen.findByRole('region', { name: /^Traveler verifications/ });
    expect(await within(queue).findByRole('heading', { name: 'First Waiting' })).toBeInTheDocument();
    expect(within(queue).getByText('(6 pending)')).toBeInTheDocument();
    const pages = within(queue).getByRole('navigation', { name: 'Traveler verifications pages' });
    const user = userEvent.setup();
    await user.click(within(pages).getByRole('button', { name: /next/i }));
    expect(await within(queue).findByRole('heading', { name: 'Sixth Waiting' })).toBeInTheDocument();
    expect(lastSearchOf(api.fetchMock, '/traveler-verifications')?.get('page')).toBe('2');
  });
});
