import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appHref } from '@tote/ui/sites';
import { INTERNAL_ERROR_MESSAGE } from '@tote/validation/errors';
import { healthMessages } from '@tote/validation/health';
import {
  browserLocation,
  prefetchSession,
  RequireSession,
  type RequireSessionProps,
} from '@tote/web/session';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, buildSession, mockApi } from './mock-api';

function renderGuard(
  props: Omit<RequireSessionProps, 'children'>,
  children: ReactNode = <p>Inside the app</p>,
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <RequireSession {...props}>{children}</RequireSession>
    </QueryClientProvider>,
  );
}

const roles = (sender: boolean, traveler: boolean, staff: boolean) => ({
  roles: { sender, traveler, staff },
});

describe('RequireSession', () => {
  it('shows a spinner while the session loads, then the app', async () => {
    mockApi({ 'GET /auth/session': { body: buildSession() } });
    renderGuard({ app: 'sender', requires: 'sender' });
    expect(screen.getByRole('status', { name: 'Checking your session' })).toBeInTheDocument();
    expect(await screen.findByText('Inside the app')).toBeInTheDocument();
  });

  it('replaces the page with the shell sign-in, coming back here, without a session', async () => {
    const replace = vi.spyOn(browserLocation, 'replace').mockImplementation(() => {});
    mockApi({ 'GET /auth/session': apiError(401, 'not_signed_in', 'Sign in to continue.') });
    renderGuard({ app: 'sender' });
    await waitFor(() =>
      expect(replace).toHaveBeenCalledWith(
        appHref('shell', `/login?next=${encodeURIComponent(window.location.href)}`),
      ),
    );
    expect(screen.queryByText('Inside the app')).not.toBeInTheDocument();
  });

  it('sends an account without the traveler role from the traveler app to the role choice', async () => {
    const replace = vi.spyOn(browserLocation, 'replace').mockImplementation(() => {});
    mockApi({ 'GET /auth/session': { body: buildSession(roles(true, false, false)) } });
    renderGuard({ app: 'traveler', requires: 'traveler' });
    await waitFor(() => expect(replace).toHaveBeenCalledWith(appHref('shell', '/user-o')));
  });

  it('offers a traveler-only account the sender role, then lets it into the sender view', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /auth/session': { body: buildSession(roles(false, true, false)) },
      'POST /me/roles': () => ({ body: buildSession(roles(true, true, false)) }),
    });
    renderGuard({ app: 'sender', requires: 'sender' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Send packages with Tote too' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Inside the app')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to traveler view' })).toHaveAttribute(
      'href',
      appHref('traveler', '/traveler-home'),
    );
    await user.click(screen.getByRole('button', { name: 'Add sender role' }));
    expect(await screen.findByText('Inside the app')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === '/me/roles').map((call) => call.body)).toEqual([
      { role: 'sender' },
    ]);
  });

  it('shows why the sender role could not be added', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /auth/session': { body: buildSession(roles(false, true, false)) },
      'POST /me/roles': apiError(500, 'internal_error', INTERNAL_ERROR_MESSAGE),
    });
    renderGuard({ app: 'sender', requires: 'sender' });
    await user.click(await screen.findByRole('button', { name: 'Add sender role' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(INTERNAL_ERROR_MESSAGE);
  });

  it('lets a staff member into the sender view', async () => {
    mockApi({ 'GET /auth/session': { body: buildSession(roles(false, false, true)) } });
    renderGuard({ app: 'sender', requires: 'sender' });
    expect(await screen.findByText('Inside the app')).toBeInTheDocument();
  });

  it('tells a non-staff account that the admin app is for staff', async () => {
    mockApi({ 'GET /auth/session': { body: buildSession(roles(true, false, false)) } });
    renderGuard({ app: 'admin', requires: 'staff' });
    expect(
      await screen.findByRole('heading', { name: "Staff only: this account can't open the admin app" }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Inside the app')).not.toBeInTheDocument();
  });

  it('offers a retry when the session cannot be checked', async () => {
    mockApi({
      'GET /auth/session': apiError(503, 'database_unavailable', healthMessages.databaseUnavailable),
    });
    renderGuard({ app: 'sender' });
    // One retry (after about a second) before giving up.
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      healthMessages.databaseUnavailable,
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

// A role app's main.tsx asks for the session with plain fetch before the auth client loads (so the request
// starts at once: Lighthouse's LCP, bench/lighthouse.mjs); the guard must read that answer exactly as it reads
// its own.
describe('prefetchSession', () => {
  it('answers the first session query, asking the API once', async () => {
    const api = mockApi({ 'GET /auth/session': { body: buildSession() } });
    prefetchSession();
    renderGuard({ app: 'sender', requires: 'sender' });
    expect(await screen.findByText('Inside the app')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === '/auth/session')).toHaveLength(1);
  });

  it('sends a signed-out person to the shell sign-in', async () => {
    const replace = vi.spyOn(browserLocation, 'replace').mockImplementation(() => {});
    mockApi({ 'GET /auth/session': apiError(401, 'not_signed_in', 'Sign in to continue.') });
    prefetchSession();
    renderGuard({ app: 'sender' });
    await waitFor(() =>
      expect(replace).toHaveBeenCalledWith(
        appHref('shell', `/login?next=${encodeURIComponent(window.location.href)}`),
      ),
    );
  });

  it("shows the API's message when the early answer is an error", async () => {
    mockApi({
      'GET /auth/session': apiError(503, 'database_unavailable', healthMessages.databaseUnavailable),
    });
    prefetchSession();
    renderGuard({ app: 'sender' });
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      healthMessages.databaseUnavailable,
    );
  });

  it('refuses an answer that is not a session', async () => {
    mockApi({ 'GET /auth/session': { body: { user: { id: 42 } }, offContract: true } });
    prefetchSession();
    renderGuard({ app: 'sender' });
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      'Tote sent an answer this page did not expect.',
    );
  });
});
