import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, buildSession } from '@tote/testing/mock-api';
import { appHref } from '@tote/ui';
import { browserLocation } from '@tote/web/session';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../testing/render-route';

describe('admin layout (docs/product/admin.md, Layout)', () => {
  it('shows the shared sidebar', async () => {
    renderRoute('/admin');
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    const menu = screen.getByRole('navigation', { name: 'Admin menu' });
    const expected = {
      Home: '/admin',
      Orders: '/admin-l',
      Users: '/user',
      Payouts: '/payouts',
      Messages: '/admin-m',
      Settings: '/settings',
    };
    for (const [name, href] of Object.entries(expected)) {
      expect(within(menu).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it("shows a header card with the admin's name and the role label", async () => {
    renderRoute('/Admin-l');
    await screen.findByRole('heading', { level: 1, name: 'Delivery Orders' });
    const header = screen.getByRole('banner');
    expect(within(header).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(header).getByText('Admin')).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Admin menu' })).getByRole('link', { name: 'Orders' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('is for staff only: another account gets a clear page with sign-out and a way home', async () => {
    renderRoute('/admin', { session: buildSession() });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: "Staff only: this account can't open the admin app",
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sender home' })).toHaveAttribute(
      'href',
      appHref('sender', '/home'),
    );
    expect(screen.queryByRole('navigation', { name: 'Admin menu' })).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to the shell sign-in, coming back here', async () => {
    const replace = vi.spyOn(browserLocation, 'replace').mockImplementation(() => {});
    renderRoute('/admin', { session: apiError(401, 'not_signed_in', 'Sign in to continue.') });
    await waitFor(() => expect(replace).toHaveBeenCalled());
    const target = new URL(replace.mock.calls[0]?.[0] ?? '');
    expect(target.origin).toBe(new URL(appHref('shell')).origin);
    expect(target.pathname).toBe('/login');
    expect(target.searchParams.get('next')).toBe(window.location.href);
  });

  it('signs out with Logout', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const { api } = renderRoute('/admin');
    const menu = await screen.findByRole('navigation', { name: 'Admin menu' });
    await userEvent.click(within(menu).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(appHref('shell', '/login')));
    expect(api.calls.some((call) => call.method === 'POST' && call.path === '/auth/logout')).toBe(true);
  });
});
