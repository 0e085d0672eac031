import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, buildSession, mockApi } from '@tote/testing/mock-api';
import { fieldLabelled, renderScreen } from '@tote/testing/render';
import { appHref } from '@tote/ui';
import { twoFactorCopy, twoFactorMessages } from '@tote/validation/two-factor';
import { browserLocation } from '@tote/web/session';
import { describe, expect, it, vi } from 'vitest';
import { EnrolmentScreen } from './enrolment-screen';
import { LoginScreen } from './login-screen';
import { SecondFactorScreen } from './second-factor-screen';

// Staff sign-in goes on to the authenticator (or its first-time setup): ADR 006.

const challenge = { ticket: 'ticket-1', expiresAt: new Date(Date.now() + 600_000).toISOString() };
const state = { challenge, next: null, variant: 'sender' as const };
const staffSession = () => buildSession({ roles: { sender: false, traveler: false, staff: true } });

async function typeCode(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.click(screen.getByRole('textbox', { name: 'Authentication code' }));
  await user.keyboard(code);
}

describe('staff sign-in', () => {
  it('goes from the password to the code screen (ticket in router state, not in the URL)', async () => {
    mockApi({
      'POST /auth/login': apiError(401, 'second_factor_required', twoFactorMessages.secondFactorRequired, {
        challenge,
      }),
    });
    const user = userEvent.setup();
    renderScreen(<LoginScreen variant="sender" />, { path: '/login?next=%2Fabout' });
    await user.type(screen.getByLabelText(fieldLabelled('Email')), 'admin@tote.demo');
    await user.type(screen.getByLabelText(fieldLabelled('Password')), 'tote-demo-admin-1');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const location = await screen.findByRole('status', { name: 'Current location' });
    expect(location).toHaveTextContent('/sign-in/code');
    expect(JSON.parse(location.dataset.state ?? 'null')).toEqual({ ...state, next: '/about' });
  });

  it('goes to the authenticator setup on the first sign-in', async () => {
    mockApi({
      'POST /auth/login': apiError(401, 'enrolment_required', twoFactorMessages.enrolmentRequired, {
        challenge,
      }),
    });
    const user = userEvent.setup();
    renderScreen(<LoginScreen variant="sender" />, { path: '/login' });
    await user.type(screen.getByLabelText(fieldLabelled('Email')), 'admin@tote.demo');
    await user.type(screen.getByLabelText(fieldLabelled('Password')), 'tote-demo-admin-1');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('status', { name: 'Current location' })).toHaveTextContent(
      '/sign-in/authenticator',
    );
  });

  it('shows the server message under the code boxes, then signs in with the right code', async () => {
    const api = mockApi({
      'POST /auth/two-factor/verify': ({ body }) =>
        (body as { code: string }).code === '123456'
          ? apiError(400, 'wrong_code', twoFactorMessages.wrongCode, {
              fields: { code: twoFactorMessages.wrongCode },
            })
          : { body: staffSession() },
    });
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const user = userEvent.setup();
    renderScreen(<SecondFactorScreen />, { path: '/sign-in/code', state });
    await typeCode(user, '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(twoFactorMessages.wrongCode)).toBeInTheDocument();
    await typeCode(user, '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(appHref('admin', '/admin')));
    expect(api.calls.map((call) => call.body)).toEqual([
      { ticket: 'ticket-1', code: '123456' },
      { ticket: 'ticket-1', code: '654321' },
    ]);
  });

  it('offers a recovery code instead, checked by the shared schema', async () => {
    const api = mockApi({ 'POST /auth/two-factor/recover': { body: staffSession() } });
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const user = userEvent.setup();
    renderScreen(<SecondFactorScreen />, { path: '/sign-in/code', state });
    await user.click(screen.getByRole('button', { name: twoFactorCopy.useRecoveryCode }));
    const field = screen.getByLabelText(fieldLabelled('Recovery code'));
    await user.type(field, 'abc');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(twoFactorMessages.recoveryCodeFormat)).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'ABCDE-23456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(appHref('admin', '/admin')));
    expect(api.calls[0]?.body).toEqual({ ticket: 'ticket-1', recoveryCode: 'abcde23456' });
  });

  it('without a ticket, sends the person back to sign in', () => {
    renderScreen(<SecondFactorScreen />, { path: '/sign-in/code' });
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });

  it('enrols: QR code and setup key, first code, then the recovery codes once and Continue', async () => {
    mockApi({
      'POST /auth/two-factor/enrolment': {
        body: {
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          otpauthUri: 'otpauth://totp/Tote:admin?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
        },
      },
      'POST /auth/two-factor/enrolment/confirm': {
        body: { ...staffSession(), recoveryCodes: ['abcde-fghjk', 'mnpqr-stuvw'] },
      },
    });
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const user = userEvent.setup();
    renderScreen(<EnrolmentScreen />, { path: '/sign-in/authenticator', state });
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute(
      'src',
      'data:image/svg+xml;base64,PHN2Zy8+',
    );
    expect(screen.getByRole('definition')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    await typeCode(user, '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm and continue' }));
    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['abcde-fghjk', 'mnpqr-stuvw']);
    expect(assign).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'I saved my codes, continue' }));
    expect(assign).toHaveBeenCalledWith(appHref('admin', '/admin'));
  });
});
