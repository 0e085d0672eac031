import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { preloadRegions } from '@tote/ui/edit-profile-dialog';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildMatchMadeAgo, buildMatchPage, buildProfile } from '../../../testing/admin';
import { renderRoute } from '../../../testing/render-route';

// Edit Profile's states are loaded while its page shows; loaded first here, so opening the dialog never suspends
// inside a click (React warns of a component suspending in an act that was not awaited).
beforeAll(() => preloadRegions());

describe('own profile (/admin-p without id)', () => {
  it('shows the card with the name and Admin, and the Active Log tab first', async () => {
    const match = buildMatchMadeAgo(2.5, { itemNames: ['Drone'] });
    renderRoute('/admin-p', { api: { 'GET /matches': { body: buildMatchPage([match]) } } });
    const card = await screen.findByRole('region', { name: 'Ada Lovelace' });
    expect(within(card).getByText('Admin')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Active Log', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Drone' })).toBeInTheDocument();
  });

  it('edits the profile through PUT /users/{userId}/profile', async () => {
    const { api } = renderRoute('/admin-p', {
      api: {
        'PUT /users/user-1/profile': {
          body: buildProfile({ fullName: 'Ada King', state: 'Texas', country: 'US' }),
        },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Profile' });
    const name = within(dialog).getByRole('textbox', { name: /^Full name/ });
    await user.clear(name);
    await user.type(name, 'Ada King');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Country/ }), 'US');
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /^State/ })).toBeEnabled());
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^State/ }), 'Texas');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      fullname: 'Ada King',
      country: 'US',
      state: 'Texas',
    });
  });

  it('Settings: password change and language, English only said plainly', async () => {
    const { api } = renderRoute('/admin-p', { api: { 'POST /me/password': { status: 204 } } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Settings' }));
    expect(screen.getByRole('radio', { name: 'English, UK' })).toBeChecked();
    expect(screen.getByText(/Tote is in English only for now/)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Current password/), 'old-Parcel-42');
    await user.type(screen.getByLabelText(/^New password/), 'New-parcel-carrier-42');
    await user.type(screen.getByLabelText(/^Confirm/), 'New-parcel-carrier-42');
    await user.click(screen.getByRole('button', { name: /^(Save|Change) password/ }));
    await waitFor(() => expect(api.calls.some((call) => call.path === '/me/password')).toBe(true));
  });
});

describe('/settings', () => {
  it('shows the same settings', async () => {
    renderRoute('/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Change your password' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Language' })).toBeInTheDocument();
  });
});
