import { NotificationListSchema } from '@tote/validation/orders';
import { ReviewListSchema } from '@tote/validation/profiles';
import { OrderReviewsSchema } from '@tote/validation/reviews';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { useAccountsTestApp } from '../../../test/accounts';
import { createTrip, getJson, moveOrder, placeOrder, send } from '../../../test/orders';
import { type Caller, caller } from '../../../test/trips';
import { reviews } from '../../db/schema/reviews';

// A race (one of vitest.config.ts RACES). On PostgreSQL the sender's and the traveler's reviews are written on
// their own pooled connections at the same time and meet on the order's row lock (docs/decisions/018-reviews.md:
// the double-blind reveal); on PGlite (one connection) they queue. Either way the second to take the lock sees the
// first's row and shows both: neither review stays hidden, none is shown twice, each side is told once.

const t = useAccountsTestApp();
const TRIALS = 3;

let sender: Caller;
let traveler: Caller;
let tripId: string;

beforeAll(async () => {
  sender = await caller(t, 'sender', 'Grace Sender');
  traveler = await caller(t, 'verifiedTraveler', 'Tess Traveler');
  tripId = (await createTrip(t.db, traveler.userId, { weightAvailableGrams: 200_000 })).id;
});

const write = (who: Caller, deliveryId: string, text: string) =>
  send(t, who.token, 'POST', `/orders/${deliveryId}/reviews`, { rating: 5, text });
const profileReviews = async (who: Caller) =>
  ReviewListSchema.parse((await getJson(t, who.token, `/users/${who.userId}/reviews`)).json()).reviews;
const noticesAbout = async (who: Caller, deliveryId: string) =>
  NotificationListSchema.parse((await getJson(t, who.token, '/notifications')).json())
    .notifications.filter((notice) => notice.deliveryId === deliveryId)
    .map((notice) => notice.title);

it(`the sender and the traveler reviewing at once: both reviews are shown, each once (${TRIALS} trials)`, async () => {
  for (let trial = 0; trial < TRIALS; trial += 1) {
    const placed = await placeOrder(t, sender);
    await moveOrder(t, placed.deliveryId, ['matched', 'shipping', 'delivered'], { tripId });
    const { deliveryId } = placed;
    const bySender = `Trial ${trial}: careful with the parcel.`;
    const byTraveler = `Trial ${trial}: clear instructions.`;

    const answers = await Promise.all([
      write(sender, deliveryId, bySender),
      write(traveler, deliveryId, byTraveler),
    ]);
    for (const answer of answers) expect(answer.statusCode, `trial ${trial}: ${answer.body}`).toBe(201);
    // One of the two took the lock second, saw the other's review and showed both; the first saw none.
    const revealedBy = answers.map((answer) => OrderReviewsSchema.parse(answer.json()).revealed).sort();
    expect(revealedBy, `trial ${trial}`).toEqual([false, true]);

    const rows = await t.db.select().from(reviews).where(eq(reviews.orderId, placed.id));
    expect(rows, `trial ${trial}`).toHaveLength(2);
    expect(rows.every((row) => row.revealedAt !== null)).toBe(true);

    for (const [who, other, theirs] of [
      [sender, traveler, byTraveler],
      [traveler, sender, bySender],
    ] as const) {
      const view = OrderReviewsSchema.parse(
        (await getJson(t, who.token, `/orders/${deliveryId}/reviews`)).json(),
      );
      expect(view).toMatchObject({ revealed: true, canWrite: false, theirs: { text: theirs } });
      // On the other's profile once: the review this side wrote.
      const shown = (await profileReviews(other)).filter((review) =>
        review.text?.startsWith(`Trial ${trial}:`),
      );
      expect(shown.map((review) => review.text)).toEqual([who === sender ? bySender : byTraveler]);
      expect(
        (await noticesAbout(who, deliveryId)).filter((title) => title === 'Reviews are shown'),
      ).toHaveLength(1);
    }
  }
}, 60_000);

it(`one side sending its review twice at once: one is written, the other refused (${TRIALS} trials)`, async () => {
  for (let trial = 0; trial < TRIALS; trial += 1) {
    const placed = await placeOrder(t, sender);
    await moveOrder(t, placed.deliveryId, ['matched', 'shipping', 'delivered'], { tripId });
    const answers = await Promise.all([
      write(sender, placed.deliveryId, `Twice ${trial}: first.`),
      write(sender, placed.deliveryId, `Twice ${trial}: second.`),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort(), `trial ${trial}`).toEqual([201, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().error.code).toBe(
      'review_already_written',
    );
    const rows = await t.db.select().from(reviews).where(eq(reviews.orderId, placed.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.revealedAt).toBeNull();
  }
}, 60_000);
