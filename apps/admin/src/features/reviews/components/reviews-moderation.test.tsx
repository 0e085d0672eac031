import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildAdminReview } from '@tote/testing/reviews';
import type { AdminReview } from '@tote/validation/reviews';
import { reviewMessages } from '@tote/validation/reviews';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import { buildTravelerUser } from '../../../testing/users';

describe('review moderation (docs/decisions/018-reviews.md)', { timeout: 20_000 }, () => {
  it('lists every review about a person on /admin-p?id= and hides one with a reason kept', async () => {
    const user = userEvent.setup();
    const traveler = buildTravelerUser({ travelerStatus: 'verified' });
    let review: AdminReview = buildAdminReview({ subject: { id: traveler.id, fullName: traveler.fullName } });
    const { api } = renderRoute(`/admin-p?id=${traveler.id}`, {
      api: {
        [`GET /admin/users/${traveler.id}`]: { body: traveler },
        [`GET /admin/users/${traveler.id}/money`]: {
          status: 404,
          body: { error: { code: 'not_found', message: 'Not found.' } },
        },
        'GET /admin/reviews': () => ({ body: { reviews: [review] } }),
        'POST /admin/reviews/review-9/hide': (call) => {
          review = {
            ...review,
            hidden: {
              reason: (call.body as { reason: string }).reason,
              at: '2026-03-06T10:00:00.000Z',
              byName: 'Sam Staff',
            },
            report: review.report && {
              ...review.report,
              outcome: 'hidden',
              decidedAt: '2026-03-06T10:00:00.000Z',
              decidedByName: 'Sam Staff',
            },
          };
          return { body: review };
        },
      },
    });
    const section = await screen.findByRole(
      'region',
      { name: /Reviews about this person/ },
      { timeout: 10_000 },
    );
    expect(await within(section).findByText('Call him on +250 788 000 000, he is rude.')).toBeInTheDocument();
    expect(section).toHaveTextContent('“It shares my phone number.”');
    expect(within(section).getByRole('button', { name: 'Dismiss report' })).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Hide review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide this review' });
    await user.click(within(dialog).getByRole('button', { name: 'Hide review' }));
    expect(within(dialog).getByText(reviewMessages.reasonRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Shares a phone number.');
    await user.click(within(dialog).getByRole('button', { name: 'Hide review' }));

    expect(
      await within(section).findByText(/Hidden by Sam Staff on 6 Mar 2026: “Shares a phone number\.”/),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(section).queryByRole('button', { name: 'Dismiss report' })).not.toBeInTheDocument(),
    );
    const list = api.calls.find((call) => call.method === 'GET' && call.path === '/admin/reviews');
    expect(Object.fromEntries(list?.search ?? [])).toEqual({ filter: 'subject', subjectId: traveler.id });
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { reason: 'Shares a phone number.' },
    ]);
  });
});
