import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../testing/render-route';

describe('admin routes (docs/product/admin.md)', () => {
  it.each([
    ['/admin', 'Home'],
    ['/user', 'Users'],
    ['/settings', 'Settings'],
    ['/admin-m', 'Messages'],
    ['/admin-l', 'Delivery Orders'],
    ['/admin-p', 'Admin Profile'],
    ['/dev-d', 'Sender Delivery Detail'],
    ['/tdev-d', 'Traveler Delivery Detail'],
    ['/sender-m', 'Match Sender'],
    ['/traveler-m', 'Match Traveler'],
    ['/payouts', 'Payouts'],
    ['/User', 'Users'],
    ['/Settings', 'Settings'],
    ['/Admin-m', 'Messages'],
    ['/Admin-l', 'Delivery Orders'],
    ['/Admin-p', 'Admin Profile'],
    ['/Tdev-d', 'Traveler Delivery Detail'],
    ['/Sender-M', 'Match Sender'],
    ['/Traveler-M', 'Match Traveler'],
  ])('%s shows "%s"', async (path, heading) => {
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(document.title).toBe(`${heading} · Tote`);
  });

  it('redirects / to /admin', async () => {
    const { router } = renderRoute('/');
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('shows a not-found page with a way home for unknown paths', async () => {
    renderRoute('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: /^Go to / })).toHaveAttribute(
      'href',
      '/admin',
    );
  });
});
