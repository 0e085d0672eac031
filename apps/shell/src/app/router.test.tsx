import { screen } from '@testing-library/react';
import { buildSession, mockApi } from '@tote/testing/mock-api';
import { describe, expect, it } from 'vitest';
import { infoContent } from '../features/info/content';
import { renderRoute } from '../testing/render-route';

describe('shell routes (docs/product/accounts.md)', () => {
  it.each([
    ['/', 'Send items worldwide via trusted travelers'],
    ['/land', 'Send items worldwide via trusted travelers'],
    ['/login', 'Sign in'],
    ['/sign-up', 'Create your employer account'],
    ['/signup-t', 'Create your traveler account'],
    ['/forgot-password', 'Forgot password'],
    ['/confirm-account', 'Confirm your account'],
    // Without the reset token a correct code hands over, /new-password starts the reset again.
    ['/new-password', 'Forgot password'],
    ['/login-confirmation', 'New Password'],
    ['/pass-t', 'Check your email'],
    ['/user-o', 'Are you a Sender or a Traveler?'],
    ['/user-v', 'Verify as a Traveler'],
    ['/User-v', 'Verify as a Traveler'],
    ['/traveler-signin', 'Sign in as a traveler'],
    ['/result', 'Received'],
    ['/dev/mailbox', 'Dev mailbox'],
    ['/LOGIN', 'Sign in'],
  ])('%s shows "%s"', async (path, heading) => {
    // The onboarding screens need a signed-in person; the mailbox lists mail.
    mockApi({
      'GET /auth/session': { body: buildSession() },
      'GET /dev/mailbox': { body: { messages: [] } },
    });
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('the sign-in screen has its form and links the logo home', async () => {
    renderRoute('/login');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tote' })).toHaveAttribute('href', '/');
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
