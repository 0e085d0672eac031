import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, buildUser, mockApi } from '@tote/testing/mock-api';
import { renderRoute } from '@tote/testing/render';
import { buildOrderReviews, buildSenderProfile } from '@tote/testing/reviews';
import { describe, expect, it } from 'vitest';
import { routes } from '../router';

const session = () => ({
  body: {
    user: buildUser({
      id: 'traveler-1',
      fullName: 'Amina Yusuf',
      roles: { sender: false, traveler: true, staff: false },
      travelerStatus: 'verified',
    }),
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
  },
});

describe('a sender’s profile (/sender-p?id=)', { timeout: 20_000 }, () => {
  it('shows the star rating, Reviews (count), the reviews, Add Review and a Message link', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /auth/session': session,
      'GET /users/sender-1/sender-profile': { body: buildSenderProfile() },
      'GET /orders/TT-DDDDDD/reviews': { body: buildOrderReviews() },
    });
    renderRoute(routes, '/sender-p?id=sender-1');
    const card = (
      await screen.findByRole('heading', { level: 2, name: 'Grace Okafor' }, { timeout: 10_000 })
    ).closest('section');
    if (!card) throw new Error('profile card not found');
    expect(within(card).getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(within(card).getByText('4.4')).toBeInTheDocument();
    expect(within(card).getByText('Reviews (2)')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Message' })).toHaveAttribute(
      'href',
      '/message-t?order=TT-DDDDDD',
    );
    expect(screen.getByRole('heading', { name: 'Reviews (2)' })).toBeInTheDocument();
    expect(screen.getByText('Clear instructions.')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Add Review' }));
    expect(await screen.findByRole('dialog', { name: 'Review Grace Okafor' })).toBeInTheDocument();
  });

  it('has no Add Review when none is due, and says not found for a sender this traveler never carried for', async () => {
    mockApi({
      'GET /auth/session': session,
      'GET /users/sender-1/sender-profile': { body: buildSenderProfile({ reviewDueFor: null }) },
      'GET /users/sender-2/sender-profile': apiError(404, 'not_found', 'Not found.'),
    });
    const first = renderRoute(routes, '/sender-p?id=sender-1');
    await screen.findByRole('heading', { level: 2, name: 'Grace Okafor' }, { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: 'Add Review' })).not.toBeInTheDocument();
    first.unmount();
    renderRoute(routes, '/sender-p?id=sender-2');
    expect(await screen.findByText('Sender not found', {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});
