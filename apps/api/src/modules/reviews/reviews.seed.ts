import type { DemoReview } from '@tote/fixtures/demo/orders';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/users';
import { withoutPasswordHash } from '../accounts/users';
import { silentLog, steppingClock } from '../payments/payments.seed';
import { revealAndRemind, writeReview } from './reviews.service';

const HOUR_MS = 60 * 60 * 1000;

/**
 * The demo's reviews (docs/decisions/018-reviews.md), written as their authors write them: through the reviews
 * service, in time order, on a clock set to each review's time, so the window, the double-blind reveal and the
 * notices follow the rules; then the scheduled job at `now` shows the reviews whose window has closed. Runs
 * after the orders are seeded (demo mode, empty database only).
 */
export async function seedDemoReviews(
  db: Database,
  options: { reviews: readonly DemoReview[]; now: Date },
): Promise<void> {
  if (options.reviews.length === 0) return;
  const emails = [...new Set(options.reviews.flatMap((review) => [review.authorEmail, review.subjectEmail]))];
  const rows = await db.select().from(users).where(inArray(users.email, emails));
  const byEmail = new Map(rows.map((row) => [row.email, withoutPasswordHash(row)]));
  const clock = steppingClock(options.now);
  const deps = { db, clock, log: silentLog };
  const inOrder = [...options.reviews].sort((a, b) => a.atInHours - b.atInHours);
  for (const review of inOrder) {
    const author = byEmail.get(review.authorEmail.toLowerCase());
    if (!author) throw new Error(`demo review: no account ${review.authorEmail}`);
    clock.set(new Date(options.now.getTime() + review.atInHours * HOUR_MS));
    await writeReview(deps, author, review.deliveryId, { rating: review.rating, text: review.text });
  }
  await revealAndRemind({ db }, options.now);
}
