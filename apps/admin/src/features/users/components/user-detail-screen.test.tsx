import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError } from '@tote/testing/mock-api';
import { adminMessages } from '@tote/validation/admin';
import { describe, expect, it } from 'vitest';
import { buildOrder, buildTrip } from '../../../testing/admin';
import { buildUserMoney } from '../../../testing/money';
import { renderRoute } from '../../../testing/render-route';
import { buildAdminUser, buildTravelerUser, buildVerification } from '../../../testing/users';

const sectionOf = (name: string) => screen.findByRole('region', { name });

describe('User profile (/admin-p?id=)', () => {
  it('shows a sender: profile, roles, joined date and their orders linking to /dev-d', async () => {
    const order = buildOrder({ deliveryId: 'TT-AAAAAA', itemNames: ['Laptop'], status: 'processing' });
    const grace = buildAdminUser({ fullName: 'Grace Hopper', email: 'grace@example.com', orders: [order] });
    renderRoute(`/admin-p?id=${grace.id}`, {
      api: { [`GET /admin/users/${grace.id}`]: { body: grace } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeInTheDocument();
    const profile = await sectionOf('Profile');
    expect(within(profile).getByText('grace@example.com')).toBeInTheDocument();
    expect(within(profile).getByText('Lagos, Nigeria')).toBeInTheDocument();
    expect(within(profile).getByText('Sender')).toBeInTheDocument();
    expect(within(profile).getByText(/2030/)).toBeInTheDocument();
    const orders = await sectionOf('Orders');
    expect(within(orders).getByRole('link', { name: 'Laptop' })).toHaveAttribute(
      'href',
      '/dev-d?id=TT-AAAAAA',
    );
    expect(within(orders).getByText(/^In Process · /)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Verification' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', '/user');
    expect(screen.getByRole('link', { name: 'Message' })).toHaveAttribute(
      'href',
      `/admin-m?user=${grace.id}`,
    );
  });

  it('shows a traveler: verification, View ID on the audited route, and their trips linking to /tdev-d', async () => {
    const trip = buildTrip({ bookingId: 'BK-CCCCCC', departureCity: 'Lagos', arrivalCity: 'Kigali' });
    const ada = buildTravelerUser({ trips: [trip] });
    renderRoute(`/admin-p?id=${ada.id}`, {
      api: {
        [`GET /admin/users/${ada.id}`]: { body: ada },
        [`GET /admin/users/${ada.id}/money`]: { body: buildUserMoney() },
        [`GET /admin/users/${ada.id}/money`]: { body: buildUserMoney() },
      },
    });
    const verification = await sectionOf('Verification');
    expect(within(verification).getByText('Verification pending')).toBeInTheDocument();
    expect(within(verification).getByText('4 KN 3 Ave, Kigali')).toBeInTheDocument();
    const viewId = within(verification).getByRole('link', { name: /View ID/ });
    expect(viewId).toHaveAttribute('href', `/api/v1/users/${ada.id}/national-id`);
    expect(viewId).toHaveAttribute('target', '_blank');
    const trips = await sectionOf('Trips');
    expect(within(trips).getByRole('link', { name: 'Lagos to Kigali' })).toHaveAttribute(
      'href',
      `/tdev-d?id=${trip.id}`,
    );
    expect(within(trips).getByText(/BK-CCCCCC/)).toBeInTheDocument();
  });

  it('approves a pending verification', async () => {
    const ada = buildTravelerUser();
    let approved = false;
    const { api } = renderRoute(`/admin-p?id=${ada.id}`, {
      api: {
        [`GET /admin/users/${ada.id}/money`]: { body: buildUserMoney() },
        [`GET /admin/users/${ada.id}`]: () => ({
          body: approved
            ? {
                ...ada,
                travelerStatus: 'verified',
                verification: buildVerification({ userId: ada.id, status: 'verified' }),
              }
            : ada,
        }),
        [`POST /traveler-verifications/${ada.id}/approve`]: () => {
          approved = true;
          return { body: buildVerification({ userId: ada.id, status: 'verified' }) };
        },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const verification = await sectionOf('Verification');
    expect(await within(verification).findByText('Verified')).toBeInTheDocument();
    expect(within(verification).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.path === `/traveler-verifications/${ada.id}/approve`)).toBe(true);
  });

  it('rejects only with a reason, and sends it', async () => {
    const ada = buildTravelerUser();
    const { api } = renderRoute(`/admin-p?id=${ada.id}`, {
      api: {
        [`GET /admin/users/${ada.id}`]: { body: ada },
        [`GET /admin/users/${ada.id}/money`]: { body: buildUserMoney() },
        [`POST /traveler-verifications/${ada.id}/reject`]: {
          body: buildVerification({ userId: ada.id, status: 'rejected', reviewNote: 'The ID is blurred.' }),
        },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText(adminMessages.rejectReasonRequired)).toBeInTheDocument();
    expect(api.calls.some((call) => call.path.endsWith('/reject'))).toBe(false);

    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'The ID is blurred.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.find((call) => call.path.endsWith('/reject'))?.body).toEqual({
      reason: 'The ID is blurred.',
    });
  });

  it('deactivates after confirming (with an optional reason), then reactivates', async () => {
    const grace = buildAdminUser({ fullName: 'Grace Hopper' });
    const deactivated = { ...grace, deactivated: true, deactivatedAt: '2030-03-01T09:00:00.000Z' };
    let current = grace;
    const { api } = renderRoute(`/admin-p?id=${grace.id}`, {
      api: {
        [`GET /admin/users/${grace.id}`]: () => ({ body: current }),
        [`POST /admin/users/${grace.id}/deactivate`]: () => {
          current = deactivated;
          return { body: current };
        },
        [`POST /admin/users/${grace.id}/reactivate`]: () => {
          current = grace;
          return { body: current };
        },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Grace Hopper?' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Asked to close the account');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.find((call) => call.path.endsWith('/deactivate'))?.body).toEqual({
      reason: 'Asked to close the account',
    });
    const profile = await sectionOf('Profile');
    expect(within(profile).getByText('Deactivated', { selector: 'span' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reactivate' }));
    expect(await screen.findByRole('button', { name: 'Deactivate' })).toBeInTheDocument();
    expect(within(profile).queryByText('Deactivated', { selector: 'span' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal in the dialog', async () => {
    const grace = buildAdminUser();
    renderRoute(`/admin-p?id=${grace.id}`, {
      api: {
        [`GET /admin/users/${grace.id}`]: { body: grace },
        [`POST /admin/users/${grace.id}/deactivate`]: apiError(409, 'own_account', adminMessages.ownAccount),
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(adminMessages.ownAccount);
  });

  it('offers no deactivation for a staff account', async () => {
    const staff = buildAdminUser({ isStaff: true, isSender: false });
    renderRoute(`/admin-p?id=${staff.id}`, { api: { [`GET /admin/users/${staff.id}`]: { body: staff } } });
    expect(await screen.findByText(adminMessages.staffAccount)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deactivate' })).not.toBeInTheDocument();
  });

  it('says "User not found" with a way back', async () => {
    const id = '00000000-0000-4000-8000-00000000dead';
    renderRoute(`/admin-p?id=${id}`, {
      api: { [`GET /admin/users/${id}`]: apiError(404, 'not_found', 'Not found.') },
    });
    expect(await screen.findByRole('heading', { name: 'User not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Users' })).toHaveAttribute('href', '/user');
  });

  it('without id still shows the Active Log', async () => {
    renderRoute('/admin-p');
    expect(await screen.findByText(/Matches made after 24 hours cannot be Unmatched/)).toBeInTheDocument();
  });
});
