import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HomeIcon } from './icons';
import { buildSession } from './mock-api';
import { ContentLayout } from './page-layout';
import { RoleAppLayout } from './role-app-layout';
import { browserLocation } from './session';
import { appHref } from './sites';
import { renderRoute, sessionAs } from './testing';

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
});
