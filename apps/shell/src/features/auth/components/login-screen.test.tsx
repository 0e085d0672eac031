import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, buildSession, buildTicket, mockApi } from '@tote/testing/mock-api';
import { fieldLabelled, renderScreen } from '@tote/testing/render';
import { appHref } from '@tote/ui';
import { messages } from '@tote/validation/accounts';
import { browserLocation } from '@tote/web/session';
import { describe, expect, it, vi } from 'vitest';
import { LoginScreen } from './login-screen';

function renderLogin(variant: 'sender' | 'traveler' = 'sender', search = '') {
  const path = variant === 'sender' ? '/login' : '/traveler-signin';
  return renderScreen(<LoginScreen variant={variant} />, { path: `${path}${search}` });
}

async function signIn(
  user: ReturnType<typeof userEvent.setup>,
  email = 'ada@example.com',
  password = 'engine42',
) {
  await user.type(screen.getByLabelText(fieldLabelled('Email')), email);
  await user.type(screen.getByLabelText(fieldLabelled('Password')), password);
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
}

const stubAssign = () => vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});

describe('login (/login and its messages)', () => {
  it('checks the email format on every change', async () => {
    const user = userEvent.setup();
    renderLogin();
    const email = screen.getByLabelText(fieldLabelled('Email'));
    await user.type(email, 'ada');
    expect(screen.getByText(messages.loginEmailInvalid)).toBeInTheDocument();
    await user.type(email, '@example.com');
    expect(screen.queryByText(messages.loginEmailInvalid)).not.toBeInTheDocument();
  });

  it('shows the server\'s "This email is not registered." on the email field', async () => {
    mockApi({
      'POST /auth/login': apiError(400, 'email_not_registered', messages.emailNotRegistered, {
        fields: { email: messages.emailNotRegistered },
      }),
    });
    const user = userEvent.setup();
    renderLogin();
    await signIn(user, 'nobody@example.com');
    expect(await screen.findByText(messages.emailNotRegistered)).toBeInTheDocument();
    expect(screen.getByLabelText(fieldLabelled('Email'))).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the server\'s "Wrong password" on the password field, until the password changes', async () => {
    mockApi({ 'POST /auth/login': apiError(400, 'wrong_password', messages.wrongPassword) });
    const user = userEvent.setup();
    renderLogin();
    await signIn(user);
    expect(await screen.findByText(messages.wrongPassword)).toBeInTheDocument();
    const password = screen.getByLabelText(fieldLabelled('Password'));
    expect(password).toHaveAttribute('aria-invalid', 'true');
    await user.type(password, 'x');
    expect(screen.queryByText(messages.wrongPassword)).not.toBeInTheDocument();
  });

  it('shows too_many_attempts in an alert banner', async () => {
    const message = 'Too many sign-in attempts. Try again in 15 minutes.';
    mockApi({
      'POST /auth/login': apiError(429, 'too_many_attempts', message, { headers: { 'Retry-After': '900' } }),
    });
    const user = userEvent.setup();
    renderLogin();
    await signIn(user);
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.some((alert) => alert.textContent?.includes(message))).toBe(true);
  });

  it('sends an unverified account to the code screen with the new ticket', async () => {
    const ticket = buildTicket('ada@example.com', 'verify_email');
    mockApi({
      'POST /auth/login': apiError(403, 'email_not_verified', 'Confirm your email first.', { ticket }),
    });
    const user = userEvent.setup();
    renderLogin('traveler');
    await signIn(user);
    const location = await screen.findByRole('status', { name: 'Current location' });
    expect(location).toHaveTextContent('/pass-t?email=ada%40example.com&kind=traveler');
    expect(JSON.parse(location.dataset.state ?? 'null')).toEqual({ ticket });
  });

  it('sends the keep-logged-in choice and lands a sender in the sender app', async () => {
    const api = mockApi({ 'POST /auth/login': { body: buildSession() } });
    const assign = stubAssign();
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole('checkbox', { name: 'Keep me logged in' }));
    await signIn(user, 'Ada@Example.com');
    await waitFor(() => expect(assign).toHaveBeenCalledWith(appHref('sender', '/home')));
    expect(api.calls[0]?.body).toEqual({
      email: 'ada@example.com',
      password: 'engine42',
      keepLoggedIn: true,
    });
  });

  it('lands staff in the admin app and a traveler (from /traveler-signin) in the traveler app', async () => {
    mockApi({
      'POST /auth/login': { body: buildSession({ roles: { sender: false, traveler: false, staff: true } }) },
    });
    const assign = stubAssign();
    const user = userEvent.setup();
    const first = renderLogin();
    await signIn(user);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(appHref('admin', '/admin')));
    first.unmount();

    mockApi({
      'POST /auth/login': { body: buildSession({ roles: { sender: false, traveler: true, staff: false } }) },
    });
    renderLogin('traveler');
    await signIn(user);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(appHref('traveler', '/traveler-home')));
  });

  it('sends a traveler sign-in without the traveler role to the role choice', async () => {
    mockApi({ 'POST /auth/login': { body: buildSession() } });
    const user = userEvent.setup();
    renderLogin('traveler');
    await signIn(user);
    expect(await screen.findByRole('status', { name: 'Current location' })).toHaveTextContent('/user-o');
  });

  it('follows ?next= within the four apps, and never to another site', async () => {
    mockApi({ 'POST /auth/login': { body: buildSession() } });
    const assign = stubAssign();
    const user = userEvent.setup();
    const inTraveler = appHref('traveler', '/wallet');
    const first = renderLogin('sender', `?next=${encodeURIComponent(inTraveler)}`);
    await signIn(user);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(inTraveler));
    first.unmount();
    assign.mockClear();

    const second = renderLogin('sender', `?next=${encodeURIComponent('https://evil.example/phish')}`);
    await signIn(user);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(appHref('sender', '/home')));
    second.unmount();

    renderLogin('sender', `?next=${encodeURIComponent('/user-v')}`);
    await signIn(user);
    expect(await screen.findByRole('status', { name: 'Current location' })).toHaveTextContent('/user-v');
  });

  it('links to recovery, sign-up, the traveler variant and the social sites', () => {
    renderLogin('sender', '?next=%2Fuser-o');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Sign up now' })).toHaveAttribute('href', '/sign-up');
    const traveler = screen.getByText(/Want to sign in as a traveler\?/);
    expect(within(traveler).getByRole('link', { name: 'Sign in now' })).toHaveAttribute(
      'href',
      '/traveler-signin?next=%2Fuser-o',
    );
    const google = screen.getByRole('link', { name: 'Google (opens in a new tab)' });
    expect(google).toHaveAttribute('href', 'https://accounts.google.com/');
    expect(google).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Apple (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://appleid.apple.com/',
    );
    expect(screen.getByRole('link', { name: 'Facebook (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://www.facebook.com/',
    );
  });

  it('titles the traveler variant and links back to the sender sign-in and the traveler sign-up', () => {
    renderLogin('traveler');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in as a traveler' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up now' })).toHaveAttribute('href', '/signup-t');
    expect(screen.getByRole('link', { name: 'Sign in now' })).toHaveAttribute('href', '/login');
  });
});
