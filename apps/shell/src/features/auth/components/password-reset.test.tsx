import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, buildTicket, mockApi } from '@tote/testing/mock-api';
import { fieldLabelled, renderScreen } from '@tote/testing/render';
import { messages, PASSWORD_HINT } from '@tote/validation/accounts';
import { describe, expect, it } from 'vitest';
import { ForgotPasswordScreen } from './forgot-password-screen';
import { NewPasswordScreen } from './new-password-screen';
import { PasswordChangedScreen } from './password-changed-screen';

const reset = { resetToken: 'reset-token-1', expiresAt: new Date(Date.now() + 600_000).toISOString() };

describe('forgot password (/forgot-password and its messages)', () => {
  it('shows "Wrong email" for a malformed address and does not move on', async () => {
    const api = mockApi({});
    const user = userEvent.setup();
    renderScreen(<ForgotPasswordScreen />, { path: '/forgot-password' });
    expect(screen.getByText('Enter the email used to register your account.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(fieldLabelled('Email')), 'ada@example');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByText(messages.wrongEmail)).toBeInTheDocument();
    expect(screen.getByLabelText(fieldLabelled('Email'))).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('status', { name: 'Current location' })).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('shows "Wrong email" for an address the server does not know, and does not move on', async () => {
    mockApi({
      'POST /auth/password/forgot': apiError(400, 'wrong_email', messages.wrongEmail, {
        fields: { email: messages.wrongEmail },
      }),
    });
    const user = userEvent.setup();
    renderScreen(<ForgotPasswordScreen />, { path: '/forgot-password' });
    await user.type(screen.getByLabelText(fieldLabelled('Email')), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(messages.wrongEmail)).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Current location' })).not.toBeInTheDocument();
  });

  it('goes on to /confirm-account with the ticket for a registered address', async () => {
    const ticket = buildTicket('ada@example.com', 'reset_password');
    mockApi({ 'POST /auth/password/forgot': { body: ticket } });
    const user = userEvent.setup();
    renderScreen(<ForgotPasswordScreen />, { path: '/forgot-password' });
    await user.type(screen.getByLabelText(fieldLabelled('Email')), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const location = await screen.findByRole('status', { name: 'Current location' });
    expect(location).toHaveTextContent('/confirm-account?email=ada%40example.com');
    expect(JSON.parse(location.dataset.state ?? 'null')).toEqual({ ticket });
    expect(screen.queryByRole('link', { name: 'Back to Login' })).not.toBeInTheDocument();
  });

  it('links back to the login', () => {
    renderScreen(<ForgotPasswordScreen />, { path: '/forgot-password' });
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });
});

describe('new password (/new-password and its messages)', () => {
  const renderNewPassword = () =>
    renderScreen(<NewPasswordScreen />, { path: '/new-password', state: { reset } });

  it('sends a visitor without a reset token back to /forgot-password', async () => {
    renderScreen(<NewPasswordScreen />, { path: '/new-password' });
    expect(await screen.findByRole('status', { name: 'Current location' })).toHaveTextContent(
      '/forgot-password',
    );
  });

  it('says "Passwords do not match" and shows the hint', async () => {
    const api = mockApi({});
    const user = userEvent.setup();
    renderNewPassword();
    expect(screen.getByText('Try not to misplace it this time.')).toBeInTheDocument();
    expect(screen.getByText(PASSWORD_HINT)).toBeInTheDocument();
    await user.type(screen.getByLabelText(fieldLabelled('Password')), 'engine42');
    await user.type(screen.getByLabelText(fieldLabelled('Confirm Password')), 'engine24');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText(messages.passwordsDoNotMatch)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('shows or hides both fields with one toggle', async () => {
    const user = userEvent.setup();
    renderNewPassword();
    const toggles = screen.getAllByRole('button', { name: 'Show password' });
    expect(toggles).toHaveLength(1);
    await user.click(toggles[0] as HTMLElement);
    expect(screen.getByLabelText(fieldLabelled('Password'))).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText(fieldLabelled('Confirm Password'))).toHaveAttribute('type', 'text');
  });

  it('sets the password with the reset token and shows the confirmation', async () => {
    const api = mockApi({ 'POST /auth/password/reset': { status: 204 } });
    const user = userEvent.setup();
    renderNewPassword();
    await user.type(screen.getByLabelText(fieldLabelled('Password')), 'engine42');
    await user.type(screen.getByLabelText(fieldLabelled('Confirm Password')), 'engine42');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('status', { name: 'Current location' })).toHaveTextContent(
      '/login-confirmation',
    );
    expect(api.calls[0]?.body).toEqual({
      resetToken: 'reset-token-1',
      password: 'engine42',
      confirmPassword: 'engine42',
    });
  });

  it('explains an expired reset and offers to start again', async () => {
    mockApi({
      'POST /auth/password/reset': apiError(
        400,
        'reset_expired',
        'This password reset has expired. Request a new code.',
      ),
    });
    const user = userEvent.setup();
    renderNewPassword();
    await user.type(screen.getByLabelText(fieldLabelled('Password')), 'engine42');
    await user.type(screen.getByLabelText(fieldLabelled('Confirm Password')), 'engine42');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This password reset has expired.');
    expect(screen.getByRole('link', { name: 'Start again' })).toHaveAttribute('href', '/forgot-password');
  });
});

describe('password changed (/login-confirmation)', () => {
  it('has the heading "New Password" and a Login button', () => {
    renderScreen(<PasswordChangedScreen />, { path: '/login-confirmation' });
    expect(screen.getByRole('heading', { level: 1, name: 'New Password' })).toBeInTheDocument();
    expect(screen.getByText(/signed you out on every device/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });
});
