import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appHref } from '@tote/ui';
import { browserLocation } from '@tote/ui/session';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../testing/render-route';

describe('sender layout (spec §2 "Sender dashboard shell")', () => {
  it('shows the side menu with every item', async () => {
    renderRoute('/home');
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    const menu = screen.getByRole('navigation', { name: 'Sender menu' });
    expect(within(menu).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
    expect(within(menu).getByRole('link', { name: 'Delivery' })).toHaveAttribute('href', '/delivery');
    expect(within(menu).getByRole('link', { name: 'Message' })).toHaveAttribute('href', '/message');
    expect(within(menu).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/sender-p');
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Go to traveler view' }).getAttribute('href')).toMatch(
      /^https?:\/\/[^/]+\/traveler-home$/,
    );
    expect(within(menu).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });

  it('has a top bar with greeting, view switch, notifications and avatar', async () => {
    renderRoute('/delivery');
    await screen.findByRole('heading', { level: 1, name: 'Deliveries' });
    const topBar = screen.getByRole('banner');
    expect(within(topBar).getByText('Welcome back, Ada')).toBeInTheDocument();
    expect(within(topBar).getByRole('link', { name: 'Go to TRAVELER View' }).getAttribute('href')).toMatch(
      /\/traveler-home$/,
    );
    expect(within(topBar).getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByText('No deliveries yet')).toBeInTheDocument();
  });
  it('signs out with Logout', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const { api } = renderRoute('/home');
    const menu = await screen.findByRole('navigation', { name: 'Sender menu' });
    await userEvent.click(within(menu).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(appHref('shell', '/login')));
    expect(api.calls.some((call) => call.method === 'POST' && call.path === '/auth/logout')).toBe(true);
  });
});
