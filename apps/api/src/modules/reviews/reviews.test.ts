import { NotificationListSchema } from '@tote/validation/orders';
import { ProfileSchema, ReviewListSchema, ReviewSchema } from '@tote/validation/profiles';
import {
  AdminReviewListSchema,
  AdminReviewSchema,
  OrderReviewsSchema,
  REVIEW_TEXT_MAX,
  reviewMessages,
  SenderProfileSchema,
} from '@tote/validation/reviews';
import { TravelerProfileSchema } from '@tote/validation/trips';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAccountsTestApp } from '../../../test/accounts';
import { createTrip, getJson, moveOrder, placeOrder, send } from '../../../test/orders';
import { openSession } from '../../../test/people';
import { type Caller, caller } from '../../../test/trips';
import { reviewReminders, reviews } from '../../db/schema/reviews';
import { runClockDrivenJobs } from '../../platform/scheduled';
import { bayesianRating } from './rating';

const t = useAccountsTestApp();
const DAY_MS = 24 * 3600_000;

let sender: Caller;
let traveler: Caller;
let stranger: Caller;
let staff: Caller;
let tripId: string;

beforeAll(async () => {
  sender = await caller(t, 'sender', 'Grace Sender');
  traveler = await caller(t, 'verifiedTraveler', 'Tess Traveler');
  stranger = await caller(t, 'verifiedTraveler', 'Otto Stranger');
  staff = await caller(t, 'staff', 'Sam Staff');
  tripId = (await createTrip(t.db, traveler.userId, { weightAvailableGrams: 200_000 })).id;
});

/** Moves the test clock on; sessions that ran out meanwhile are opened again, as people sign in again. */
async function advance(ms: number): Promise<void> {
  t.clock.advance(ms);
  for (const who of [sender, traveler, stranger, staff])
    who.token = await openSession(t.db, t.clock, who.userId);
}

/** A new order of the sender carried by the traveler, moved as far as `until`. */
async function order(until: 'matched' | 'delivered' = 'delivered'): Promise<string> {
  const placed = await placeOrder(t, sender);
  const steps =
    until === 'matched' ? (['matched'] as const) : (['matched', 'shipping', 'delivered'] as const);
  await moveOrder(t, placed.deliveryId, [...steps], { tripId });
  return placed.deliveryId;
}

const write = (who: Caller, deliveryId: string, body: object = { rating: 5, text: 'On time and careful.' }) =>
  send(t, who.token, 'POST', `/orders/${deliveryId}/reviews`, body);
const reviewsOf = (who: Caller, deliveryId: string) => getJson(t, who.token, `/orders/${deliveryId}/reviews`);
const profileReviews = async (who: Caller) =>
  ReviewListSchema.parse((await getJson(t, who.token, `/users/${who.userId}/reviews`)).json()).reviews;
const notices = async (who: Caller) =>
  NotificationListSchema.parse((await getJson(t, who.token, '/notifications')).json()).notifications;

describe('writing a review after a delivery', () => {
  it('keeps each review hidden until both sides wrote, then shows both at once', async () => {
    const deliveryId = await order();
    const before = OrderReviewsSchema.parse((await reviewsOf(sender, deliveryId)).json());
    expect(before).toMatchObject({
      window: 'open',
      canWrite: true,
      revealed: false,
      mine: null,
      theirs: null,
    });
    expect(before.subject).toMatchObject({
      id: traveler.userId,
      role: 'traveler',
      fullName: 'Tess Traveler',
    });

    const first = await write(sender, deliveryId, { rating: 4, text: '  Kind and on time.  ' });
    expect(first.statusCode, first.body).toBe(201);
    expect(OrderReviewsSchema.parse(first.json())).toMatchObject({
      canWrite: false,
      revealed: false,
      mine: { rating: 4, text: 'Kind and on time.' },
    });
    // The traveler knows a review waits, not what it says; the profile does not count it yet.
    const travelerView = OrderReviewsSchema.parse((await reviewsOf(traveler, deliveryId)).json());
    expect(travelerView).toMatchObject({ theyWrote: true, theirs: null, revealed: false, canWrite: true });
    expect(await profileReviews(traveler)).toEqual([]);
    expect((await notices(traveler))[0]?.title).toBe('Grace Sender reviewed your delivery');

    const second = await write(traveler, deliveryId, { rating: 5, text: 'Clear instructions.' });
    expect(second.statusCode, second.body).toBe(201);
    expect(OrderReviewsSchema.parse(second.json())).toMatchObject({
      revealed: true,
      mine: { rating: 5 },
      theirs: { rating: 4, text: 'Kind and on time.', authorName: 'Grace Sender' },
    });
    const senderView = OrderReviewsSchema.parse((await reviewsOf(sender, deliveryId)).json());
    expect(senderView.theirs).toMatchObject({
      rating: 5,
      text: 'Clear instructions.',
      authorName: 'Tess Traveler',
    });
    expect((await profileReviews(traveler)).map((review) => review.text)).toContain('Kind and on time.');
    expect((await profileReviews(sender)).map((review) => review.text)).toContain('Clear instructions.');
    expect((await notices(sender))[0]?.title).toBe('Reviews are shown');
  });

  it('refuses a second review by the same side, and reviews of an order not delivered', async () => {
    const deliveryId = await order();
    expect((await write(sender, deliveryId)).statusCode).toBe(201);
    const again = await write(sender, deliveryId, { rating: 1, text: 'Changed my mind.' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'review_already_written',
      message: reviewMessages.alreadyReviewed,
    });

    const matched = await order('matched');
    const early = await write(sender, matched);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toMatchObject({
      code: 'review_not_delivered',
      message: reviewMessages.notDelivered,
    });
    expect(OrderReviewsSchema.parse((await reviewsOf(traveler, matched)).json())).toMatchObject({
      window: 'not-delivered',
      canWrite: false,
    });
  });

  it('refuses someone not on the order (and staff) with a 404 that does not tell the order exists', async () => {
    const deliveryId = await order();
    for (const who of [stranger, staff]) {
      const response = await write(who, deliveryId);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(reviewMessages.notOnOrder);
      expect((await reviewsOf(who, deliveryId)).statusCode).toBe(404);
    }
    expect((await write(stranger, 'TT-ZZZZZZ')).json().error.message).toBe(reviewMessages.notOnOrder);
  });

  it('checks the stars and the text with the schema’s messages', async () => {
    const deliveryId = await order();
    const bad = await write(sender, deliveryId, { rating: 6, text: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      rating: reviewMessages.ratingRequired,
      text: reviewMessages.textRequired,
    });
    const long = await write(sender, deliveryId, { rating: 3, text: 'x'.repeat(REVIEW_TEXT_MAX + 1) });
    expect(long.json().error.fields).toEqual({ text: reviewMessages.textTooLong });
  });

  it('refuses a review after the 14 days, and shows the lone review when the window closes (test clock)', async () => {
    const deliveryId = await order();
    expect(
      (await write(traveler, deliveryId, { rating: 2, text: 'Late to the meeting point.' })).statusCode,
    ).toBe(201);
    await advance(14 * DAY_MS + 60_000);
    const late = await write(sender, deliveryId);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toMatchObject({
      code: 'review_window_closed',
      message: reviewMessages.windowClosed,
    });
    // Hidden until the scheduled job runs at the close (the test clock runs the clock-driven jobs).
    expect((await profileReviews(sender)).map((review) => review.text)).not.toContain(
      'Late to the meeting point.',
    );
    await runClockDrivenJobs(t.app);
    const view = OrderReviewsSchema.parse((await reviewsOf(sender, deliveryId)).json());
    expect(view).toMatchObject({ window: 'closed', revealed: true, canWrite: false });
    expect(view.theirs).toMatchObject({ rating: 2, text: 'Late to the meeting point.' });
    expect((await profileReviews(sender)).map((review) => review.text)).toContain(
      'Late to the meeting point.',
    );
    // Idempotent: a second run shows nothing more and notifies nobody again.
    const count = (await notices(sender)).length;
    await runClockDrivenJobs(t.app);
    expect((await notices(sender)).length).toBe(count);
  });

  it('reminds each side that has not written once, two days before the close', async () => {
    const deliveryId = await order();
    expect((await write(sender, deliveryId)).statusCode).toBe(201);
    await advance(11 * DAY_MS);
    await runClockDrivenJobs(t.app);
    const [row] = await t.db.select().from(reviews).where(eq(reviews.authorUserId, sender.userId)).limit(1);
    expect(row).toBeDefined();
    const remindersBefore = await t.db.select().from(reviewReminders);
    expect(remindersBefore.filter((r) => r.userId === traveler.userId)).toHaveLength(0);
    await advance(1 * DAY_MS + 60_000);
    await runClockDrivenJobs(t.app);
    await runClockDrivenJobs(t.app);
    const reminded = (await notices(traveler)).filter(
      (notice) => notice.deliveryId === deliveryId && notice.title.startsWith('Review Grace Sender before'),
    );
    expect(reminded).toHaveLength(1);
    // The sender wrote: no reminder for them.
    expect(
      (await notices(sender)).filter((n) => n.deliveryId === deliveryId && n.title.startsWith('Review ')),
    ).toHaveLength(0);
  });
});

describe('replies, reports and staff', () => {
  let reviewOfTraveler: string;
  let deliveryId: string;

  beforeAll(async () => {
    deliveryId = await order();
    await write(sender, deliveryId, { rating: 1, text: 'Rude and unhelpful, call him at +250 788 000 000.' });
  });

  it('lets the reviewed person reply and report only once the review is shown, and reply once', async () => {
    const pending = OrderReviewsSchema.parse((await reviewsOf(sender, deliveryId)).json());
    reviewOfTraveler = pending.mine?.id ?? '';
    const early = await send(t, traveler.token, 'POST', `/reviews/${reviewOfTraveler}/reply`, {
      text: 'Hm.',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(reviewMessages.notShownYet);
    await write(traveler, deliveryId, { rating: 4, text: 'Fine.' });

    // Only the reviewed person replies: the author and others read 404.
    for (const who of [sender, stranger]) {
      expect(
        (await send(t, who.token, 'POST', `/reviews/${reviewOfTraveler}/reply`, { text: 'x' })).statusCode,
      ).toBe(404);
    }
    const reply = await send(t, traveler.token, 'POST', `/reviews/${reviewOfTraveler}/reply`, {
      text: 'I was on time.',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(ReviewSchema.parse(reply.json()).reply).toMatchObject({ text: 'I was on time.' });
    const twice = await send(t, traveler.token, 'POST', `/reviews/${reviewOfTraveler}/reply`, {
      text: 'Again',
    });
    expect(twice.json().error).toMatchObject({ code: 'review_already_replied' });
    expect((await notices(sender))[0]?.title).toBe('Tess Traveler replied to your review');
    const shown = (await profileReviews(traveler)).find((review) => review.id === reviewOfTraveler);
    expect(shown?.reply?.text).toBe('I was on time.');
  });

  it('takes a report with a reason once; staff see it, hide it with a reason kept', async () => {
    const empty = await send(t, traveler.token, 'POST', `/reviews/${reviewOfTraveler}/report`, {
      reason: ' ',
    });
    expect(empty.json().error.fields).toEqual({ reason: reviewMessages.reasonRequired });
    const report = await send(t, traveler.token, 'POST', `/reviews/${reviewOfTraveler}/report`, {
      reason: 'It shares my phone number.',
    });
    expect(report.statusCode, report.body).toBe(200);
    expect(ReviewSchema.parse(report.json()).reportedAt).not.toBeNull();
    const again = await send(t, traveler.token, 'POST', `/reviews/${reviewOfTraveler}/report`, {
      reason: 'x',
    });
    expect(again.json().error).toMatchObject({ code: 'review_already_reported' });

    const queue = AdminReviewListSchema.parse((await getJson(t, staff.token, '/admin/reviews')).json());
    expect(queue.reviews.map((review) => review.id)).toContain(reviewOfTraveler);
    expect((await getJson(t, sender.token, '/admin/reviews')).statusCode).toBe(403);

    const ratedBefore = ProfileSchema.parse(
      (await getJson(t, traveler.token, `/users/${traveler.userId}/profile`)).json(),
    );
    const noReason = await send(t, staff.token, 'POST', `/admin/reviews/${reviewOfTraveler}/hide`, {
      reason: '',
    });
    expect(noReason.statusCode).toBe(400);
    const hidden = await send(t, staff.token, 'POST', `/admin/reviews/${reviewOfTraveler}/hide`, {
      reason: 'Shares a phone number.',
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    const decided = AdminReviewSchema.parse(hidden.json());
    expect(decided.hidden).toMatchObject({ reason: 'Shares a phone number.', byName: 'Sam Staff' });
    expect(decided.report).toMatchObject({ outcome: 'hidden', decidedByName: 'Sam Staff' });
    expect(decided.hidden?.at).toBe(t.clock.now().toISOString());

    // Gone from the profile, its count and the queue; kept for staff on the person's reviews.
    expect((await profileReviews(traveler)).map((review) => review.id)).not.toContain(reviewOfTraveler);
    const ratedAfter = ProfileSchema.parse(
      (await getJson(t, traveler.token, `/users/${traveler.userId}/profile`)).json(),
    );
    expect(ratedAfter.reviewCount).toBe(ratedBefore.reviewCount - 1);
    const queueAfter = AdminReviewListSchema.parse((await getJson(t, staff.token, '/admin/reviews')).json());
    expect(queueAfter.reviews.map((review) => review.id)).not.toContain(reviewOfTraveler);
    const ofTraveler = AdminReviewListSchema.parse(
      (
        await getJson(t, staff.token, '/admin/reviews', { filter: 'subject', subjectId: traveler.userId })
      ).json(),
    );
    expect(ofTraveler.reviews.find((review) => review.id === reviewOfTraveler)?.hidden).not.toBeNull();
    expect((await notices(sender))[0]?.title).toBe('Your review was hidden');
    const hideAgain = await send(t, staff.token, 'POST', `/admin/reviews/${reviewOfTraveler}/hide`, {
      reason: 'x',
    });
    expect(hideAgain.json().error).toMatchObject({ code: 'review_hidden' });
  });

  it('lets staff dismiss a report: the review stays', async () => {
    const other = await order();
    await write(sender, other, { rating: 3, text: 'Okay.' });
    const view = await write(traveler, other, { rating: 5, text: 'Great sender.' });
    const reviewOfSender = OrderReviewsSchema.parse(view.json()).mine?.id ?? '';
    expect(
      (await send(t, sender.token, 'POST', `/reviews/${reviewOfSender}/report`, { reason: 'Too kind?' }))
        .statusCode,
    ).toBe(200);
    const dismissed = await send(t, staff.token, 'POST', `/admin/reviews/${reviewOfSender}/dismiss`);
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(AdminReviewSchema.parse(dismissed.json()).report).toMatchObject({ outcome: 'dismissed' });
    expect((await profileReviews(sender)).map((review) => review.id)).toContain(reviewOfSender);
    const twice = await send(t, staff.token, 'POST', `/admin/reviews/${reviewOfSender}/dismiss`);
    expect(twice.json().error).toMatchObject({ code: 'review_no_open_report' });
  });
});

describe('ratings and the profiles', () => {
  it('is a Bayesian average: one review cannot swing a profile', () => {
    expect(bayesianRating({ count: 0, sum: 0 }, { count: 10, sum: 40 })).toBe(0);
    // One 1-star review against a platform mean of 4 with C = 5: (5 × 4 + 1) / 6 = 3.5.
    expect(bayesianRating({ count: 1, sum: 1 }, { count: 10, sum: 40 })).toBe(3.5);
    expect(bayesianRating({ count: 1, sum: 5 }, { count: 0, sum: 0 })).toBe(4.2);
    // Many reviews outweigh the prior: 95 five-star reviews, platform mean 3.
    expect(bayesianRating({ count: 95, sum: 475 }, { count: 100, sum: 300 })).toBe(4.9);
  });

  it('shows the rating, the count and the reviews to those who dealt with the person and to staff', async () => {
    const fresh = await caller(t, 'verifiedTraveler', 'Fay Fresh');
    const freshTrip = await createTrip(t.db, fresh.userId, { weightAvailableGrams: 50_000 });
    const placed = await placeOrder(t, sender);
    await moveOrder(t, placed.deliveryId, ['matched', 'shipping', 'delivered'], { tripId: freshTrip.id });

    const asSender = TravelerProfileSchema.parse(
      (await getJson(t, sender.token, `/users/${fresh.userId}/traveler-profile`)).json(),
    );
    expect(asSender).toMatchObject({ reviewCount: 0, rating: null, reviewDueFor: placed.deliveryId });
    expect(asSender.sharedDeliveryId).toBe(placed.deliveryId);

    const senderSide = SenderProfileSchema.parse(
      (await getJson(t, fresh.token, `/users/${sender.userId}/sender-profile`)).json(),
    );
    expect(senderSide).toMatchObject({ id: sender.userId, reviewDueFor: placed.deliveryId });
    expect(senderSide.reviewCount).toBeGreaterThan(0);
    expect(senderSide.rating).not.toBeNull();
    expect((await getJson(t, stranger.token, `/users/${sender.userId}/sender-profile`)).statusCode).toBe(404);
    expect((await getJson(t, staff.token, `/users/${sender.userId}/sender-profile`)).statusCode).toBe(200);
    expect((await getJson(t, sender.token, `/users/${traveler.userId}/sender-profile`)).statusCode).toBe(404);

    await write(sender, placed.deliveryId, { rating: 5, text: 'Perfect.' });
    await write(fresh, placed.deliveryId, { rating: 5, text: 'Perfect too.' });
    const after = TravelerProfileSchema.parse(
      (await getJson(t, sender.token, `/users/${fresh.userId}/traveler-profile`)).json(),
    );
    expect(after.reviewCount).toBe(1);
    expect(after.reviewDueFor).toBeNull();
    // One five-star review moves the rating only part of the way from the platform's mean.
    expect(after.rating).toBeGreaterThan(3);
    expect(after.rating).toBeLessThan(5);
  });
});
