import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@tote/testing/mock-api';
import { renderScreen } from '@tote/testing/render';
import { buildOrderReviews, buildReview } from '@tote/testing/reviews';
import { reviewMessages } from '@tote/validation/reviews';
import { describe, expect, it } from 'vitest';
import { buildShippingOrder } from '../../../testing/orders';
import { DeliveryTrackingScreen } from './delivery-tracking-screen';

function deliveredOrder() {
  const order = buildShippingOrder({ deliveryId: 'TT-DDDDDD', status: 'delivered', handOverCode: null });
  order.events.push({ id: 'ev-4', type: 'delivered', note: null, createdAt: '2026-03-03T18:00:00.000Z' });
  return order;
}

const reviewsBox = () => screen.findByRole('region', { name: 'Reviews' });

// Dialogs and typing take a few seconds on a busy machine.
describe('the delivered order’s Reviews box (docs/decisions/018-reviews.md)', { timeout: 20_000 }, () => {
  it('offers Add Review, checks the form, sends stars and text, then says the review waits for the traveler', async () => {
    const user = userEvent.setup();
    let reviews = buildOrderReviews();
    const api = mockApi({
      'GET /orders/TT-DDDDDD': { body: deliveredOrder() },
      'GET /orders/TT-DDDDDD/reviews': () => ({ body: reviews }),
      'POST /orders/TT-DDDDDD/reviews': (call) => {
        const body = call.body as { rating: number; text: string };
        reviews = buildOrderReviews({
          canWrite: false,
          mine: buildReview({ id: 'mine', rating: body.rating, text: body.text, authorName: 'Grace Okafor' }),
        });
        return { status: 201, body: reviews };
      },
    });
    renderScreen(<DeliveryTrackingScreen />, { path: '/delivery-tracking?id=TT-DDDDDD' });
    const box = await reviewsBox();
    expect(box).toHaveTextContent('Reviews stay hidden until you have both written');
    await user.click(within(box).getByRole('button', { name: 'Add Review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review Amina Yusuf' });

    await user.click(within(dialog).getByRole('button', { name: 'Send review' }));
    expect(within(dialog).getByText(reviewMessages.ratingRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(reviewMessages.textRequired)).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await user.click(within(dialog).getByRole('radio', { name: '4 stars' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Your review/ }), 'Careful and on time.');
    await user.click(within(dialog).getByRole('button', { name: 'Send review' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { rating: 4, text: 'Careful and on time.' },
    ]);
    const after = await reviewsBox();
    expect(
      await within(after).findByText(
        /Your review is sent\. It shows on Amina Yusuf’s profile once they write theirs/,
      ),
    ).toBeInTheDocument();
    expect(within(after).getByText('Careful and on time.')).toBeInTheDocument();
    expect(within(after).queryByRole('button', { name: 'Add Review' })).not.toBeInTheDocument();
  });

  it('shows both reviews once revealed, and nothing before delivery', async () => {
    mockApi({
      'GET /orders/TT-DDDDDD': { body: deliveredOrder() },
      'GET /orders/TT-DDDDDD/reviews': {
        body: buildOrderReviews({
          revealed: true,
          canWrite: false,
          theyWrote: true,
          mine: buildReview({ id: 'mine', text: 'Careful and on time.', authorName: 'Grace Okafor' }),
          theirs: buildReview({
            id: 'theirs',
            rating: 4,
            text: 'Clear instructions.',
            authorName: 'Amina Yusuf',
          }),
        }),
      },
    });
    renderScreen(<DeliveryTrackingScreen />, { path: '/delivery-tracking?id=TT-DDDDDD' });
    const box = await reviewsBox();
    expect(box).toHaveTextContent('You have both written');
    const list = within(box).getByRole('list', { name: 'Reviews' });
    expect(within(list).getByText('Clear instructions.')).toBeInTheDocument();
    expect(within(list).getByText('Careful and on time.')).toBeInTheDocument();
  });
});
