import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { infoContent } from '../features/info/content';
import { renderRoute } from '../testing/render-route';

describe('shell routes (spec §2)', () => {
  it.each([
    ['/', 'Send items worldwide via trusted travelers'],
    ['/land', 'Send items worldwide via trusted travelers'],
    ['/login', 'Sign in'],
    ['/sign-up', 'Create your employer account'],
    ['/signup-t', 'Create your traveler account'],
    ['/forgot-password', 'Forgot password'],
    ['/confirm-account', 'Confirm your account'],
    ['/new-password', 'New password'],
    ['/login-confirmation', 'Password changed'],
    ['/pass-t', 'Check your email'],
    ['/user-o', 'Are you a Sender or a Traveler?'],
    ['/user-v', 'Verify as a Traveler'],
    ['/User-v', 'Verify as a Traveler'],
    ['/traveler-signin', 'Sign in as a traveler'],
    ['/result', 'Details received'],
    ['/LOGIN', 'Sign in'],
  ])('%s shows "%s"', async (path, heading) => {
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('auth screens say they are being built and link home, without a fake form', async () => {
    renderRoute('/login');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(screen.getByText('This screen is being built')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(document.title).toBe('Sign in · Tote');
  });

  it.each(
    Object.entries({
      '/about': infoContent.about.title,
      '/resources': infoContent.resources.title,
      '/careers': infoContent.careers.title,
      '/content-integrity': infoContent.contentIntegrity.title,
      '/terms': infoContent.terms.title,
      '/privacy': infoContent.privacy.title,
      '/write-a-review': infoContent.writeReview.title,
      '/community': infoContent.community.title,
      '/Help': infoContent.help.title,
    }),
  )('info page %s shows "%s"', async (path, heading) => {
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('unknown paths show a not-found page with a link home', async () => {
    renderRoute('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
