import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, buildSession, buildTicket, mockApi } from '@tote/testing/mock-api';
import { renderScreen } from '@tote/testing/render';
import { appHref } from '@tote/ui';
import { codeCooldownMessage, messages } from '@tote/validation/accounts';
import { browserLocation } from '@tote/web/session';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmAccountScreen } from './confirm-account-screen';
import { EmailCodeScreen } from './email-code-screen';

const EMAIL = 'ada@example.com';

function renderPassT(kind: 'sender' | 'traveler', ticket = buildTicket(EMAIL, 'verify_email')) {
  return renderScreen(<EmailCodeScreen />, {
    path: `/pass-t?email=${encodeURIComponent(EMAIL)}&kind=${kind}`,
    state: { ticket },
  });
}

function renderConfirmAccount(ticket = buildTicket(EMAIL, 'reset_password')) {
  return renderScreen(<ConfirmAccountScreen />, {
    path: `/confirm-account?email=${encodeURIComponent(EMAIL)}`,
    state: { ticket },
  });
}

const codeInput = () => screen.getByRole('textbox', { name: 'Verification code' });

async function typeCode(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.click(codeInput());
  await user.keyboard(code);
}

describe('code screens: countdown from the ticket', () => {
  beforeEach(() => {
    // Only the clock and the ticking interval are fake; timeouts stay real so requests and findBy* settle.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts down to expiresAt, then says "Code is timed out." and offers Resend OTP, which restarts it', async () => {
    const api = mockApi({
      'POST /auth/codes/resend': () => ({ body: buildTicket(EMAIL, 'verify_email', 45) }),
    });
    renderPassT('traveler', buildTicket(EMAIL, 'verify_email', 3));
    expect(screen.getByText(/You can generate a new code in/)).toHaveTextContent(
      'You can generate a new code in 00:03',
    );
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByText(/You can generate a new code in/)).toHaveTextContent('00:02');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByText(messages.codeTimedOut)).toBeInTheDocument();
    expect(screen.queryByText(/You can generate a new code in/)).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByText(/You can generate a new code in/)).toHaveTextContent('00:45');
    expect(screen.queryByText(messages.codeTimedOut)).not.toBeInTheDocument();
    expect(api.calls[0]?.body).toEqual({ email: EMAIL, purpose: 'verify_email' });
  });

  it('says when a new code can be requested after a 429', async () => {
    mockApi({
      'POST /auth/codes/resend': apiError(429, 'code_cooldown', codeCooldownMessage(20), {
        headers: { 'Retry-After': '20' },
      }),
    });
    renderConfirmAccount(buildTicket(EMAIL, 'reset_password', 0));
    fireEvent.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByText('You can request a new code in 20 seconds.')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(screen.getByText('You can request a new code in 15 seconds.')).toBeInTheDocument();
  });
});

describe('code screens: wrong codes and success', () => {
  it('shows "Incorrect!" on /pass-t for a wrong code', async () => {
    mockApi({ 'POST /auth/verify-email': apiError(400, 'wrong_code', messages.wrongCode) });
    const user = userEvent.setup();
    renderPassT('traveler');
    await typeCode(user, '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(messages.incorrectCode)).toBeInTheDocument();
    expect(screen.queryByText(messages.wrongCode)).not.toBeInTheDocument();
    expect(codeInput()).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows "Wrong code." on /confirm-account for a wrong code', async () => {
    mockApi({ 'POST /auth/password/verify-code': apiError(400, 'wrong_code', messages.wrongCode) });
    const user = userEvent.setup();
    renderConfirmAccount();
    expect(screen.getByText('Enter the verification code sent to you.')).toBeInTheDocument();
    await typeCode(user, '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(messages.wrongCode)).toBeInTheDocument();
    expect(screen.queryByText(messages.incorrectCode)).not.toBeInTheDocument();
  });

  it('asks for all six digits before sending', async () => {
    const api = mockApi({});
    const user = userEvent.setup();
    renderConfirmAccount();
    await typeCode(user, '123');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByText(messages.codeFormat)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('fills every box from a pasted code and sends it; an employer lands in the sender app', async () => {
    const api = mockApi({ 'POST /auth/verify-email': { body: buildSession() } });
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const user = userEvent.setup();
    renderPassT('sender');
    await user.click(codeInput());
    await user.paste(' 654321 ');
    expect(codeInput()).toHaveValue('654321');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(appHref('sender', '/home')));
    expect(api.calls[0]?.body).toEqual({ email: EMAIL, code: '654321' });
  });

  it('sends a traveler on to the role choice', async () => {
    mockApi({
      'POST /auth/verify-email': {
        body: buildSession({ roles: { sender: false, traveler: false, staff: false } }),
      },
    });
    const user = userEvent.setup();
    renderPassT('traveler');
    await typeCode(user, '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('status', { name: 'Current location' })).toHaveTextContent('/user-o');
  });

  it('hands the reset token to /new-password in router state', async () => {
    const reset = { resetToken: 'reset-token-1', expiresAt: new Date(Date.now() + 600_000).toISOString() };
    mockApi({ 'POST /auth/password/verify-code': { body: reset } });
    const user = userEvent.setup();
    renderConfirmAccount();
    await typeCode(user, '111111');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const location = await screen.findByRole('status', { name: 'Current location' });
    expect(location).toHaveTextContent('/new-password');
    expect(location).not.toHaveTextContent('reset-token-1');
    expect(JSON.parse(location.dataset.state ?? 'null')).toEqual({ reset });
  });

  it('links back to the traveler sign-up', () => {
    renderPassT('traveler');
    expect(screen.getByRole('link', { name: 'Back to sign up' })).toHaveAttribute('href', '/signup-t');
  });
});
