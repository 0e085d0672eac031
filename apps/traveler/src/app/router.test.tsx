import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../testing/render-route';

describe('traveler routes (docs/product/traveler.md)', () => {
  it.each([
    ['/traveler-home', 'Overview'],
    ['/traveler-request', 'Upload Traveler Details'],
    ['/trips', 'Your Trips'],
    ['/delivery-order', 'Deliveries'],
    ['/delivery-tracking', 'Delivery Tracking'],
    ['/delivery-cancelled', 'Delivery Cancelled'],
    ['/wallet', 'Withdraw Wallet'],
    ['/message-t', 'Messages'],
    ['/profile-t', 'Profile'],
    ['/traveler-p', 'Traveler Profile'],
    ['/account-settings', 'Account Settings'],
    ['/Traveler-Home', 'Overview'],
    ['/Message-T', 'Messages'],
  ])('%s shows "%s"', async (path, heading) => {
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(document.title).toBe(`${heading} · Tote`);
  });

  it.each([
    ['/formlayout', '/traveler-request', 'Upload Traveler Details'],
    ['/FormLayout', '/traveler-request', 'Upload Traveler Details'],
    ['/main', '/traveler-home', 'Overview'],
  ])('%s lands on %s ("%s")', async (path, target, heading) => {
    const { router } = renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(target);
    // Replaced, not pushed: Back does not bounce through the redirect again.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('redirects / to /traveler-home', async () => {
    const { router } = renderRoute('/');
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe('/traveler-home');
  });

  it('shows a not-found page with a way home for unknown paths', async () => {
    renderRoute('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: /^Go to / })).toHaveAttribute(
      'href',
      '/traveler-home',
    );
  });
});
