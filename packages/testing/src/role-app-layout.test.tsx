import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HomeIcon } from '@tote/ui/icons';
import { ContentLayout } from '@tote/ui/page-layout';
import { appHref } from '@tote/ui/sites';
import { healthMessages } from '@tote/validation/health';
import { RoleAppLayout } from '@tote/web/role-app-layout';
import { browserLocation } from '@tote/web/session';
import { describe, expect, it, vi } from 'vitest';
import { apiError, buildSession } from './mock-api';
import { renderRoute, sessionAs } from './render';

const routes = [
  {
    element: (
      <RoleAppLayout
        app="sender"
        requires="sender"
        homeHref="/home"
        navLabel="Sender menu"
        nav={[{ label: 'Home', to: '/home', icon: <HomeIcon /> }]}
        switchView={{ href: appHref('traveler', '/traveler-home'), menuLabel: 'Switch', buttonLabel: 'Go' }}
        liveInvalidations={{}}
      />
    ),
    children: [
      {
        path: '/home',
        element: (
          <ContentLayout title="Home" description="Your deliveries" back={{ href: '/main', label: 'Back' }}>
            Body
          </ContentLayout>
        ),
      },
    ],
  },
];

describe('RoleAppLayout', () => {
  it('shows the brand, the menu with Logout and the view switch, and the greeting', async () => {
    renderRoute(routes, '/home', { session: sessionAs('sender') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(document.title).toBe('Home · Tote');
    expect(screen.getByText('Your deliveries')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/main');
    const menu = screen.getByRole('navigation', { name: 'Sender menu' });
    expect(within(menu).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Switch' })).toHaveAttribute(
      'href',
      appHref('traveler', '/traveler-home'),
    );
    expect(screen.getByRole('link', { name: 'Tote' })).toHaveAttribute('href', '/home');
    const topBar = screen.getByRole('banner');
    expect(within(topBar).getByText('Welcome back, Ada')).toBeInTheDocument();
    expect(within(topBar).getByRole('link', { name: 'Go' })).toBeInTheDocument();
  });

  it('greets an account made a minute ago as new, not as someone coming back', async () => {
    renderRoute(routes, '/home', {
      session: buildSession({
        roles: { sender: true, traveler: false, staff: false },
        createdAt: new Date(Date.now() - 60_000).toISOString(),
      }),
    });
    const topBar = await screen.findByRole('banner');
    expect(within(topBar).getByText('Welcome, Ada')).toBeInTheDocument();
    expect(within(topBar).queryByText(/Welcome back/)).not.toBeInTheDocument();
  });

  it('signs out with Logout', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const { api } = renderRoute(routes, '/home', { session: sessionAs('sender') });
    const menu = await screen.findByRole('navigation', { name: 'Sender menu' });
    await userEvent.click(within(menu).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(appHref('shell', '/login')));
    expect(api?.calls.some((call) => call.path === '/auth/logout')).toBe(true);
  });

  it('keeps out an account of another kind', async () => {
    const replace = vi.spyOn(browserLocation, 'replace').mockImplementation(() => {});
    renderRoute(routes, '/home', {
      session: buildSession({ roles: { sender: false, traveler: false, staff: false } }),
    });
    await waitFor(() => expect(replace).toHaveBeenCalledWith(appHref('shell', '/user-o')));
    expect(screen.queryByRole('navigation', { name: 'Sender menu' })).not.toBeInTheDocument();
  });

  it('lists the notifications in the bell and marks them read when it opens', async () => {
    const user = userEvent.setup();
    let unread = 1;
    const notification = {
      id: 'n-1',
      title: 'Order shipped',
      body: 'Amina Yusuf has picked up your laptop.',
      deliveryId: 'TT-7K3Q9M',
      createdAt: new Date(Date.now() - 3 * 60_000).toISOString(),
      readAt: null as string | null,
    };
    const { api } = renderRoute(routes, '/home', {
      session: sessionAs('sender'),
      api: {
        'GET /notifications': () => ({ body: { notifications: [notification], unread } }),
        'POST /notifications/read-all': () => {
          unread = 0;
          notification.readAt = new Date().toISOString();
          return { status: 204 };
        },
      },
    });
    const bell = within(await screen.findByRole('banner')).getByRole('button', { name: 'Notifications' });
    await waitFor(() => expect(bell).toHaveAccessibleDescription('1 new'));
    await user.click(bell);
    const item = (await screen.findByText('Order shipped')).closest('li');
    expect(item).not.toBeNull();
    expect(item).toHaveTextContent('Amina Yusuf has picked up your laptop.');
    expect(item).toHaveTextContent('3 minutes ago');
    await waitFor(() => expect(bell).not.toHaveAccessibleDescription('1 new'));
    // Read now: no longer marked new.
    await waitFor(() => expect(item).not.toHaveTextContent('New:'));
    expect(api.calls.filter((call) => call.path === '/notifications/read-all')).toHaveLength(1);
    // Opening it again with nothing unread asks nothing more.
    await user.click(bell);
    await user.click(bell);
    expect(api.calls.filter((call) => call.path === '/notifications/read-all')).toHaveLength(1);
  });

  it('says so in the bell when the notifications cannot be loaded', async () => {
    const user = userEvent.setup();
    renderRoute(routes, '/home', {
      session: sessionAs('sender'),
      api: {
        'GET /notifications': apiError(503, 'database_unavailable', healthMessages.databaseUnavailable),
      },
    });
    const bell = within(await screen.findByRole('banner')).getByRole('button', { name: 'Notifications' });
    await user.click(bell);
    expect(await screen.findByRole('alert')).toHaveTextContent(healthMessages.databaseUnavailable);
  });
});
