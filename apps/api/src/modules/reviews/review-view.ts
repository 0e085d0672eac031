import type { Review } from '@tote/validation/profiles';
import { type OrderReviews, REVIEW_WINDOW_DAYS } from '@tote/validation/reviews';
import type { ReviewRow } from '../../db/schema/reviews';
import type { OrderParties } from './reviews.repo';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The end of an order's review window: REVIEW_WINDOW_DAYS after its delivery. */
export const windowClosesAt = (deliveredAt: Date) =>
  new Date(deliveredAt.getTime() + REVIEW_WINDOW_DAYS * DAY_MS);

/** Where the order's window stands at `now`; null times before delivery. */
export function windowOf(parties: OrderParties, now: Date) {
  const deliveredAt = parties.status === 'delivered' ? parties.deliveredAt : null;
  const closesAt = deliveredAt ? windowClosesAt(deliveredAt) : null;
  const window = !closesAt ? 'not-delivered' : now < closesAt ? 'open' : 'closed';
  return { deliveredAt, closesAt, window } as const;
}

/** Which side of the order the user is; null when neither. */
export function sideOf(parties: OrderParties, userId: string): 'sender' | 'traveler' | null {
  if (parties.senderId === userId) return 'sender';
  if (parties.travelerId === userId) return 'traveler';
  return null;
}

export function toReview(row: ReviewRow, authorName: string | null, forSubject: boolean): Review {
  return {
    id: row.id,
    rating: row.rating,
    text: row.text,
    authorName,
    createdAt: row.createdAt.toISOString(),
    reply: row.reply && row.repliedAt ? { text: row.reply, createdAt: row.repliedAt.toISOString() } : null,
    reportedAt: forSubject ? (row.reportedAt?.toISOString() ?? null) : null,
  };
}

/** The order's reviews as `viewerId` (its sender or traveler) may see them at `now`. */
export function orderReviewsOf(
  parties: OrderParties,
  rows: ReviewRow[],
  viewerId: string,
  now: Date,
): OrderReviews {
  const side = sideOf(parties, viewerId);
  const { deliveredAt, closesAt, window } = windowOf(parties, now);
  const otherId = side === 'sender' ? parties.travelerId : parties.senderId;
  const otherName = side === 'sender' ? parties.travelerName : parties.senderName;
  const mine = rows.find((row) => row.authorUserId === viewerId) ?? null;
  const theirs = otherId ? (rows.find((row) => row.authorUserId === otherId) ?? null) : null;
  const revealed = rows.some((row) => row.revealedAt !== null);
  const viewerName = side === 'sender' ? parties.senderName : parties.travelerName;
  return {
    deliveryId: parties.deliveryId,
    window,
    deliveredAt: deliveredAt?.toISOString() ?? null,
    closesAt: closesAt?.toISOString() ?? null,
    revealed,
    subject: otherId
      ? { id: otherId, fullName: otherName ?? '', role: side === 'sender' ? 'traveler' : 'sender' }
      : null,
    canWrite: window === 'open' && mine === null && otherId !== null,
    mine: mine ? toReview(mine, viewerName, false) : null,
    theirs:
      theirs && theirs.revealedAt !== null && theirs.hiddenAt === null
        ? toReview(theirs, otherName, true)
        : null,
    theyWrote: theirs !== null,
  };
}
