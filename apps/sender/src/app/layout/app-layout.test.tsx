import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildSession } from '@tote/testing/mock-api';
import { appHref } from '@tote/ui';
import { browserLocation } from '@tote/web/session';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../testing/render-route';

describe('sender layout (docs/product/sender.md, Layout)', () => {
  it('shows the side menu with every item', async () => {
    renderRoute('/home');
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    const menu = screen.getByRole('navigation', { name: 'Sender menu' });
    expect(within(menu).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
    expect(within(menu).getByRole('link', { name: 'Delivery' })).toHaveAttribute('href', '/delivery');
    expect(within(menu).getByRole('link', { name: 'Message' })).toHaveAttribute('href', '/message');
    expect(within(menu).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/sender-p');
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });

  it('has a top bar with greeting, view switch, notifications and avatar', async () => {
    renderRoute('/delivery');
    await screen.findByRole('heading', { level: 1, name: 'Deliveries' });
    const topBar = screen.getByRole('banner');
    expect(within(topBar).getByText('Welcome back, Ada')).toBeInTheDocument();
    expect(within(topBar).getByRole('link', { name: 'Go to Traveler View' })).toBeInTheDocument();
    expect(within(topBar).getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(await screen.findByText('No deliveries in process')).toBeInTheDocument();
  });
  it('leads a sender who is not a traveler yet to traveler onboarding, and a traveler to the traveler app', async () => {
    const { unmount } = renderRoute('/home');
    const menu = await screen.findByRole('navigation', { name: 'Sender menu' });
    expect(within(menu).getByRole('link', { name: 'Go to Traveler View' })).toHaveAttribute(
      'href',
      appHref('shell', '/user-o'),
    );
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'Go to Traveler View' }),
    ).toHaveAttribute('href', appHref('shell', '/user-o'));
    unmount();
    renderRoute('/home', {
      session: buildSession({ roles: { sender: true, traveler: true, staff: false } }),
    });
    const travelerMenu = await screen.findByRole('navigation', { name: 'Sender menu' });
    expect(within(travelerMenu).getByRole('link', { name: 'Go to Traveler View' })).toHaveAttribute(
      'href',
      appHref('traveler', '/traveler-home'),
    );
  });

  it('lists notifications from GET /notifications in the bell menu, with the unread count', async () => {
    const user = userEvent.setup();
    const { api } = renderRoute('/home', {
      api: {
        'GET /notifications': {
          body: {
            notifications: [
              {
                id: 'n-1',
                title: 'Order placed',
                body: 'TT-7K3Q9M: we are finding a traveler.',
                deliveryId: 'TT-7K3Q9M',
                createdAt: new Date(Date.now() - 2 * 3600_000).toISOString(),
                readAt: null,
              },
            ],
            unread: 1,
          },
        },
      },
    });
    const topBar = await screen.findByRole('banner');
    const bell = within(topBar).getByRole('button', { name: 'Notifications' });
    await waitFor(() => expect(bell).toHaveAccessibleDescription('1 new'));
    await user.click(bell);
    expect(await screen.findByText('Order placed')).toBeInTheDocument();
    expect(screen.getByText('TT-7K3Q9M: we are finding a traveler.')).toBeInTheDocument();
    expect(screen.getByText('2 hours ago')).toBeInTheDocument();
    // The notice opens the order it is about.
    expect(screen.getByRole('link', { name: 'Order placed' })).toHaveAttribute(
      'href',
      '/delivery-tracking?id=TT-7K3Q9M',
    );
    // Opened, so read (docs/product/sender.md, Layout: opening the bell marks notifications read).
    await waitFor(() =>
      expect(api.calls.filter((call) => call.path === '/notifications/read-all')).toHaveLength(1),
    );
  });

  it('shows the person’s picture in the top bar', async () => {
    renderRoute('/home', {
      session: buildSession({
        avatarUrl: '/api/v1/users/user-1/avatar',
        roles: { sender: true, traveler: false, staff: false },
      }),
    });
    const topBar = await screen.findByRole('banner');
    expect(within(topBar).getByRole('img', { name: 'Ada Lovelace' })).toHaveAttribute(
      'src',
      '/api/v1/users/user-1/avatar',
    );
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
