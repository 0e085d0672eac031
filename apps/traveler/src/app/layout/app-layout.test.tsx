import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildSession } from '@tote/testing/mock-api';
import { appHref } from '@tote/ui';
import { browserLocation } from '@tote/web/session';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../testing/render-route';

describe('traveler layout (docs/product/traveler.md, Layout)', () => {
  it('shows the side menu with every item', async () => {
    renderRoute('/traveler-home');
    await screen.findByRole('heading', { level: 1, name: 'Overview' });
    const menu = screen.getByRole('navigation', { name: 'Traveler menu' });
    expect(within(menu).getByRole('link', { name: 'Overview' })).toHaveAttribute('href', '/traveler-home');
    expect(within(menu).getByRole('link', { name: 'Delivery Order' })).toHaveAttribute(
      'href',
      '/delivery-order',
    );
    expect(within(menu).getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/message-t');
    expect(within(menu).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile-t');
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Go to Sender View' }).getAttribute('href')).toMatch(
      /^https?:\/\/[^/]+\/home$/,
    );
  });

  it('has a top bar with a welcome, view switch and an empty notification list', async () => {
    const user = userEvent.setup();
    renderRoute('/delivery-order');
    await screen.findByRole('heading', { level: 1, name: 'Deliveries' });
    const topBar = screen.getByRole('banner');
    expect(within(topBar).getByText('Welcome back, Ada')).toBeInTheDocument();
    expect(within(topBar).getByRole('link', { name: 'Go to Sender View' }).getAttribute('href')).toMatch(
      /\/home$/,
    );
    await user.click(within(topBar).getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
  });
  it('sends an account that is not a traveler to the role choice', async () => {
    const replace = vi.spyOn(browserLocation, 'replace').mockImplementation(() => {});
    renderRoute('/traveler-home', { session: buildSession() });
    await waitFor(() => expect(replace).toHaveBeenCalledWith(appHref('shell', '/user-o')));
    expect(screen.queryByRole('navigation', { name: 'Traveler menu' })).not.toBeInTheDocument();
  });
});
