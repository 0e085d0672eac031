import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../testing/render-route';

describe('sender routes (docs/product/sender.md)', () => {
  it.each([
    ['/home', 'Home'],
    ['/request', 'Request Delivery'],
    ['/delivery', 'Deliveries'],
    ['/delivery-tracking', 'Delivery Tracking'],
    ['/delivery-cancelled', 'Delivery Cancelled'],
    ['/deliverycancelled', 'Delivery Cancelled'],
    ['/change-address', 'Change Address'],
    ['/message', 'Messages'],
    ['/sender-p', 'Profile'],
    ['/account-settings', 'Account Settings'],
    ['/receipt', 'Receipt'],
    ['/Home', 'Home'],
    ['/Sender-P', 'Profile'],
    ['/DeliveryCancelled', 'Delivery Cancelled'],
  ])('%s shows "%s"', async (path, heading) => {
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(document.title).toBe(`${heading} · Tote`);
  });

  it.each([['/main', '/home', 'Home']])('%s lands on %s ("%s")', async (path, target, heading) => {
    const { router } = renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(target);
    // Replaced, not pushed: Back does not bounce through the redirect again.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('redirects / to /home', async () => {
    const { router } = renderRoute('/');
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe('/home');
  });

  it('answers /payment-successful that names no order with the not-found page', async () => {
    renderRoute('/payment-successful');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('shows a not-found page with a way home for unknown paths', async () => {
    renderRoute('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: /^Go to / })).toHaveAttribute(
      'href',
      '/home',
    );
  });
});
