import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ApiReply, apiError, buildSession, mockApi } from '@tote/testing/mock-api';
import { renderRoute } from '@tote/testing/render';
import { appHref } from '@tote/ui';
import { messages, PASSWORD_HINT } from '@tote/validation/accounts';
import { profileMessages } from '@tote/validation/profiles';
import { browserLocation } from '@tote/web/session';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '../router';

async function renderSettings(replies: { password?: ApiReply; deactivate?: ApiReply } = {}) {
  const api = mockApi({
    'GET /auth/session': { body: buildSession() },
    'POST /me/password': replies.password ?? { status: 204 },
    'POST /me/deactivate': replies.deactivate ?? { status: 204 },
  });
  const view = renderRoute(routes, '/account-settings');
  await screen.findByRole('heading', { level: 1, name: 'Account Settings' }, { timeout: 10_000 });
  return { api, ...view };
}

const passwordForm = () => screen.getByRole('form', { name: 'Change your password' });
const field = (scope: HTMLElement, label: RegExp) => within(scope).getByLabelText(label);

describe('Account settings (/account-settings)', { timeout: 20_000 }, () => {
  it('has a back arrow to the profile and explains password change and deactivation', async () => {
    await renderSettings();
    expect(screen.getByRole('link', { name: 'Back to Profile' })).toHaveAttribute('href', '/sender-p');
    expect(screen.getByRole('heading', { level: 2, name: 'Change your password' })).toBeInTheDocument();
    expect(screen.getByText(/every other device where you are signed in is signed out/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Deactivate account' })).toBeInTheDocument();
    expect(screen.getByText(/can no longer sign in/)).toBeInTheDocument();
  });

  it('says "Passwords do not match" and sends nothing', async () => {
    const user = userEvent.setup();
    const { api } = await renderSettings();
    const form = passwordForm();
    await user.type(field(form, /^Current password/), 'old-parcel-1');
    await user.type(field(form, /^New password/), 'fresh-parcel-77');
    expect(within(form).getByText(PASSWORD_HINT)).toBeInTheDocument();
    await user.type(field(form, /^Confirm new password/), 'fresh-parcel-78');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText(messages.passwordsDoNotMatch)).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/me/password')).toBe(false);
  });

  it('changes the password and says other devices were signed out', async () => {
    const user = userEvent.setup();
    const { api } = await renderSettings();
    const form = passwordForm();
    await user.type(field(form, /^Current password/), 'old-parcel-1');
    await user.type(field(form, /^New password/), 'fresh-parcel-77');
    await user.type(field(form, /^Confirm new password/), 'fresh-parcel-77');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed. Other devices were signed out.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/me/password')?.body).toEqual({
      currentPassword: 'old-parcel-1',
      password: 'fresh-parcel-77',
      confirmPassword: 'fresh-parcel-77',
    });
    // The form is empty again.
    expect(field(form, /^Current password/)).toHaveValue('');
  });

  it('shows a wrong current password on its field', async () => {
    const user = userEvent.setup();
    await renderSettings({
      password: apiError(400, 'wrong_password', profileMessages.currentPasswordWrong, {
        fields: { currentPassword: profileMessages.currentPasswordWrong },
      }),
    });
    const form = passwordForm();
    await user.type(field(form, /^Current password/), 'not-it-1');
    await user.type(field(form, /^New password/), 'fresh-parcel-77');
    await user.type(field(form, /^Confirm new password/), 'fresh-parcel-77');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(field(form, /^Current password/)).toHaveAccessibleDescription(
        profileMessages.currentPasswordWrong,
      ),
    );
  });

  it('deactivates only after the password and the typed word, then leaves for the public site', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const user = userEvent.setup();
    const { api } = await renderSettings();
    await user.click(screen.getByRole('button', { name: 'Deactivate account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate your account?' });
    await user.type(field(dialog, /^Password/), 'old-parcel-1');
    await user.type(field(dialog, /^Type DEACTIVATE to confirm/), 'deactivate');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate account' }));
    expect(await within(dialog).findByText(profileMessages.deactivateConfirm)).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/me/deactivate')).toBe(false);

    const confirm = field(dialog, /^Type DEACTIVATE to confirm/);
    await user.clear(confirm);
    await user.type(confirm, 'DEACTIVATE');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate account' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(appHref('shell', '/')));
    expect(api.calls.find((call) => call.path === '/me/deactivate')?.body).toEqual({
      password: 'old-parcel-1',
      confirm: 'DEACTIVATE',
    });
  });

  it('keeps the dialog open with the server’s answer when the password is wrong', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const user = userEvent.setup();
    await renderSettings({
      deactivate: apiError(400, 'wrong_password', profileMessages.currentPasswordWrong, {
        fields: { password: profileMessages.currentPasswordWrong },
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Deactivate account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate your account?' });
    await user.type(field(dialog, /^Password/), 'not-it-1');
    await user.type(field(dialog, /^Type DEACTIVATE to confirm/), 'DEACTIVATE');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate account' }));
    expect(await within(dialog).findByText(profileMessages.currentPasswordWrong)).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });
});
