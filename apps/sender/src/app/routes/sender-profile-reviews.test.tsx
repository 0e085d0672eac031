import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildUser, mockApi } from '@tote/testing/mock-api';
import { renderRoute } from '@tote/testing/render';
import { buildReview } from '@tote/testing/reviews';
import type { Profile, Review } from '@tote/validation/profiles';
import { reviewMessages } from '@tote/validation/reviews';
import { describe, expect, it } from 'vitest';
import { routes } from '../router';

const USER_ID = 'user-1';
const profile: Profile = {
  id: USER_ID,
  fullName: 'Ada Lovelace',
  country: 'GB',
  state: 'England',
  avatarUrl: null,
  rating: 4.2,
  reviewCount: 1,
  deliveriesCount: 2,
  deliveriesCarried: 0,
  memberSince: '2026-01-05T09:00:00.000Z',
};

// Full route renders with dialogs and typing take a few seconds on a busy machine.
describe('Reply and Report on one’s own reviews (/sender-p)', { timeout: 20_000 }, () => {
  it('replies once and reports with a reason; each then shows in place of its button', async () => {
    const user = userEvent.setup();
    let review: Review = buildReview();
    const api = mockApi({
      'GET /auth/session': () => ({
        body: {
          user: buildUser({ id: USER_ID, fullName: 'Ada Lovelace' }),
          expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
        },
      }),
      [`GET /users/${USER_ID}/profile`]: { body: profile },
      [`GET /users/${USER_ID}/reviews`]: () => ({ body: { reviews: [review] } }),
      'POST /reviews/review-1/reply': (call) => {
        review = {
          ...review,
          reply: { text: (call.body as { text: string }).text, createdAt: review.createdAt },
        };
        return { body: review };
      },
      'POST /reviews/review-1/report': () => {
        review = { ...review, reportedAt: '2026-02-04T10:00:00.000Z' };
        return { body: review };
      },
    });
    renderRoute(routes, '/sender-p');
    const list = await screen.findByRole('list', { name: 'Reviews' }, { timeout: 10_000 });

    await user.click(within(list).getByRole('button', { name: 'Reply' }));
    const replyDialog = await screen.findByRole('dialog', { name: 'Reply to this review' });
    await user.click(within(replyDialog).getByRole('button', { name: 'Post reply' }));
    expect(within(replyDialog).getByText(reviewMessages.replyRequired)).toBeInTheDocument();
    await user.type(within(replyDialog).getByRole('textbox', { name: /Your reply/ }), 'Thank you, Amina!');
    await user.click(within(replyDialog).getByRole('button', { name: 'Post reply' }));
    expect(await within(list).findByText('Thank you, Amina!')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(list).queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument(),
    );

    await user.click(within(list).getByRole('button', { name: 'Report' }));
    const reportDialog = await screen.findByRole('dialog', { name: 'Report this review' });
    await user.type(
      within(reportDialog).getByRole('textbox', { name: /Why are you reporting it/ }),
      'Not true.',
    );
    await user.click(within(reportDialog).getByRole('button', { name: 'Send report' }));
    expect(await within(list).findByText('Reported to Tote staff')).toBeInTheDocument();

    expect(api.calls.filter((call) => call.method === 'POST').map((call) => [call.path, call.body])).toEqual([
      ['/reviews/review-1/reply', { text: 'Thank you, Amina!' }],
      ['/reviews/review-1/report', { reason: 'Not true.' }],
    ]);
  });
});
