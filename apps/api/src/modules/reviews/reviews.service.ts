import type { Review } from '@tote/validation/profiles';
import {
  type AdminReview,
  type AdminReviewList,
  type AdminReviewListQuery,
  type OrderReviews,
  REVIEW_REMINDER_DAYS_BEFORE,
  REVIEW_WINDOW_DAYS,
  type ReplyToReview,
  type ReviewReason,
  reviewErrors,
  reviewMessages,
  reviewNotFound,
  type WriteReview,
} from '@tote/validation/reviews';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { ReviewRow } from '../../db/schema/reviews';
import { raise } from '../../errors';
import type { Clock } from '../../plugins/clock';
import type { SessionUser } from '../accounts/users';
import { publishOnCommit } from '../events/publish';
import { notify } from '../notifications/notifications.service';
import { findOrderByDeliveryId, lockOrder } from '../orders/order-records';
import { orderReviewsOf, sideOf, toReview, windowClosesAt, windowOf } from './review-view';
import * as repo from './reviews.repo';

/*
 * Reviews both ways after a delivery (docs/decisions/018-reviews.md). Each use-case takes the module's deps;
 * notices and live events are written in the change's transaction and go out when it commits (ADR 010).
 * Nothing here touches money: payouts never depend on reviews.
 */

export interface ReviewsDeps {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY_MS = 24 * 60 * 60 * 1000;
const STAFF_LIST_LIMIT = 100;

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 404 with the review's own words: no such order, or the caller is not one of its two people. */
const notOnOrder = () => raise(reviewNotFound, { message: reviewMessages.notOnOrder });

/** GET /orders/:deliveryId/reviews. */
export async function getOrderReviews(
  { db, clock }: ReviewsDeps,
  viewer: SessionUser,
  deliveryId: string,
): Promise<OrderReviews> {
  const parties = await repo.findOrderParties(db, deliveryId);
  if (!parties || !sideOf(parties, viewer.id)) throw notOnOrder();
  return orderReviewsOf(parties, await repo.reviewsOfOrder(db, parties.orderId), viewer.id, clock.now());
}

/**
 * POST /orders/:deliveryId/reviews: the author's one review of the other person, while the window is open.
 * Under the order's lock, so the two sides writing at once both see the other's row: the second one shows both.
 */
export async function writeReview(
  { db, clock }: ReviewsDeps,
  viewer: SessionUser,
  deliveryId: string,
  input: WriteReview,
): Promise<OrderReviews> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const order = await findOrderByDeliveryId(tx, deliveryId);
    if (!order) throw notOnOrder();
    await lockOrder(tx, order.id);
    const parties = await repo.findOrderParties(tx, deliveryId);
    const side = parties ? sideOf(parties, viewer.id) : null;
    if (!parties || !side) throw notOnOrder();
    const { window, closesAt } = windowOf(parties, now);
    const otherId = side === 'sender' ? parties.travelerId : parties.senderId;
    if (window === 'not-delivered' || !closesAt || !otherId) throw raise(reviewErrors.notDelivered);
    if (window === 'closed') throw raise(reviewErrors.windowClosed);
    const existing = await repo.reviewsOfOrder(tx, parties.orderId);
    if (existing.some((row) => row.authorUserId === viewer.id)) throw raise(reviewErrors.alreadyReviewed);

    await repo.insertReview(tx, {
      subjectUserId: otherId,
      authorUserId: viewer.id,
      orderId: parties.orderId,
      rating: input.rating,
      text: input.text,
      createdAt: now,
      windowClosesAt: closesAt,
    });
    const authorName = (side === 'sender' ? parties.senderName : parties.travelerName) ?? 'Someone';
    const bothWrote = existing.some((row) => row.authorUserId === otherId);
    if (bothWrote) {
      await repo.revealOrder(tx, parties.orderId, now);
      for (const userId of [viewer.id, otherId]) {
        await notify(
          tx,
          {
            userId,
            title: 'Reviews are shown',
            body: `You have both reviewed delivery ${deliveryId}: both reviews are now on your profiles.`,
            deliveryId,
          },
          now,
        );
      }
    } else {
      await notify(
        tx,
        {
          userId: otherId,
          title: `${authorName} reviewed your delivery`,
          body:
            `Write yours for ${deliveryId} by ${dayFormat.format(closesAt)}: both reviews show together once you ` +
            'have both written, or when the window closes.',
          deliveryId,
        },
        now,
      );
    }
    await publishOnCommit(tx, [viewer.id, otherId], { type: 'review.changed', deliveryId }, { staff: true });
    return orderReviewsOf(parties, await repo.reviewsOfOrder(tx, parties.orderId), viewer.id, now);
  });
}

/** The review, locked, if the viewer is its subject; 404 otherwise (someone else's record). */
async function lockOwnReview(tx: Database, viewer: SessionUser, reviewId: string): Promise<ReviewRow> {
  const row = UUID.test(reviewId) ? await repo.lockReview(tx, reviewId) : undefined;
  if (!row || row.subjectUserId !== viewer.id) throw raise(reviewNotFound);
  if (row.hiddenAt) throw raise(reviewErrors.hidden);
  if (!row.revealedAt) throw raise(reviewErrors.notShownYet);
  return row;
}

async function deliveryIdOf(tx: Database, row: ReviewRow): Promise<string | null> {
  if (!row.orderId) return null;
  return (await repo.deliveryIdsOf(tx, [row.orderId])).get(row.orderId) ?? null;
}

/** POST /reviews/:reviewId/reply: the reviewed person's one public reply, once the review is shown. */
export async function replyToReview(
  { db, clock }: ReviewsDeps,
  viewer: SessionUser,
  reviewId: string,
  input: ReplyToReview,
): Promise<Review> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const row = await lockOwnReview(tx, viewer, reviewId);
    if (row.reply !== null) throw raise(reviewErrors.alreadyReplied);
    const updated = await repo.updateReview(tx, row.id, { reply: input.text, repliedAt: now });
    const deliveryId = await deliveryIdOf(tx, row);
    const subjectName = await repo.nameOf(tx, viewer.id);
    if (row.authorUserId) {
      await notify(
        tx,
        {
          userId: row.authorUserId,
          title: `${subjectName ?? 'Someone'} replied to your review`,
          body: input.text.length > 140 ? `${input.text.slice(0, 139)}…` : input.text,
          deliveryId,
        },
        now,
      );
    }
    await publishOnCommit(
      tx,
      [viewer.id, ...(row.authorUserId ? [row.authorUserId] : [])],
      { type: 'review.changed', deliveryId },
      { staff: true },
    );
    const authorName = row.authorUserId ? await repo.nameOf(tx, row.authorUserId) : null;
    return toReview(updated, authorName, true);
  });
}

/** POST /reviews/:reviewId/report: the reviewed person asks staff to look at a shown review, once. */
export async function reportReview(
  { db, clock }: ReviewsDeps,
  viewer: SessionUser,
  reviewId: string,
  input: ReviewReason,
): Promise<Review> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const row = await lockOwnReview(tx, viewer, reviewId);
    if (row.reportedAt !== null) throw raise(reviewErrors.alreadyReported);
    const updated = await repo.updateReview(tx, row.id, { reportReason: input.reason, reportedAt: now });
    // The staff's reported reviews refresh live (ADR 013).
    await publishOnCommit(
      tx,
      [viewer.id],
      { type: 'review.changed', deliveryId: await deliveryIdOf(tx, row) },
      {
        staff: true,
      },
    );
    const authorName = row.authorUserId ? await repo.nameOf(tx, row.authorUserId) : null;
    return toReview(updated, authorName, true);
  });
}

function toAdminReview(found: repo.StaffReviewRow): AdminReview {
  const { review } = found;
  return {
    id: review.id,
    deliveryId: found.deliveryId,
    rating: review.rating,
    text: review.text,
    createdAt: review.createdAt.toISOString(),
    revealed: review.revealedAt !== null,
    author:
      review.authorUserId && found.authorName !== null
        ? { id: review.authorUserId, fullName: found.authorName }
        : null,
    subject: { id: review.subjectUserId, fullName: found.subjectName },
    reply:
      review.reply && review.repliedAt
        ? { text: review.reply, createdAt: review.repliedAt.toISOString() }
        : null,
    report:
      review.reportReason && review.reportedAt
        ? {
            reason: review.reportReason,
            reportedAt: review.reportedAt.toISOString(),
            outcome: review.reportOutcome,
            decidedAt: review.reportDecidedAt?.toISOString() ?? null,
            decidedByName: found.decidedByName,
          }
        : null,
    hidden:
      review.hiddenAt && review.hiddenReason
        ? { reason: review.hiddenReason, at: review.hiddenAt.toISOString(), byName: found.hiddenByName }
        : null,
  };
}

/** GET /admin/reviews: the open reports, oldest first, or every review about one person. */
export async function listAdminReviews(
  { db }: ReviewsDeps,
  query: AdminReviewListQuery,
): Promise<AdminReviewList> {
  if (query.filter === 'subject' && !query.subjectId) return { reviews: [] };
  const rows = await repo.listForStaff(
    db,
    query.filter === 'subject' && query.subjectId ? { subjectId: query.subjectId } : { reported: true },
    STAFF_LIST_LIMIT,
  );
  return { reviews: rows.map(toAdminReview) };
}

async function lockForStaff(tx: Database, reviewId: string): Promise<ReviewRow> {
  const row = UUID.test(reviewId) ? await repo.lockReview(tx, reviewId) : undefined;
  if (!row) throw raise(reviewNotFound);
  return row;
}

async function staffAnswer(tx: Database, reviewId: string): Promise<AdminReview> {
  const found = await repo.findForStaff(tx, reviewId);
  if (!found) throw raise(reviewNotFound);
  return toAdminReview(found);
}

/** POST /admin/reviews/:reviewId/hide: hidden for good, with who, when and why; an open report is closed. */
export async function hideReview(
  { db, clock, log }: ReviewsDeps,
  staff: SessionUser,
  reviewId: string,
  input: ReviewReason,
): Promise<AdminReview> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const row = await lockForStaff(tx, reviewId);
    if (row.hiddenAt) throw raise(reviewErrors.hidden);
    const reportOpen = row.reportedAt !== null && row.reportOutcome === null;
    await repo.updateReview(tx, row.id, {
      hiddenAt: now,
      hiddenBy: staff.id,
      hiddenReason: input.reason,
      ...(reportOpen ? { reportOutcome: 'hidden', reportDecidedAt: now, reportDecidedBy: staff.id } : {}),
    });
    const deliveryId = await deliveryIdOf(tx, row);
    if (row.authorUserId) {
      await notify(
        tx,
        {
          userId: row.authorUserId,
          title: 'Your review was hidden',
          body: `Tote staff hid your review as it breaks the rules: ${input.reason}`,
          deliveryId,
        },
        now,
      );
    }
    if (reportOpen) {
      await notify(
        tx,
        {
          userId: row.subjectUserId,
          title: 'The review you reported is hidden',
          body: 'Tote staff looked at your report and hid the review.',
          deliveryId,
        },
        now,
      );
    }
    await publishOnCommit(
      tx,
      [row.subjectUserId, ...(row.authorUserId ? [row.authorUserId] : [])],
      { type: 'review.changed', deliveryId },
      { staff: true },
    );
    log.info({ reviewId: row.id, staffId: staff.id }, 'review hidden by staff');
    return staffAnswer(tx, row.id);
  });
}

/** POST /admin/reviews/:reviewId/dismiss: the open report is closed; the review stays shown. */
export async function dismissReviewReport(
  { db, clock }: ReviewsDeps,
  staff: SessionUser,
  reviewId: string,
): Promise<AdminReview> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const row = await lockForStaff(tx, reviewId);
    if (row.reportedAt === null || row.reportOutcome !== null) throw raise(reviewErrors.noOpenReport);
    await repo.updateReview(tx, row.id, {
      reportOutcome: 'dismissed',
      reportDecidedAt: now,
      reportDecidedBy: staff.id,
    });
    const deliveryId = await deliveryIdOf(tx, row);
    await notify(
      tx,
      {
        userId: row.subjectUserId,
        title: 'Your report was looked at',
        body: 'Tote staff found the review within the rules: it stays on your profile.',
        deliveryId,
      },
      now,
    );
    await publishOnCommit(tx, [row.subjectUserId], { type: 'review.changed', deliveryId }, { staff: true });
    return staffAnswer(tx, row.id);
  });
}

/**
 * The scheduled job (platform/scheduled.ts, also run by the test clock): shows the reviews whose window closed,
 * and reminds once, REVIEW_REMINDER_DAYS_BEFORE the close, whoever of a delivered order has not written.
 * Idempotent: a shown review is not shown again, a reminder row is written once per person and order.
 */
export async function revealAndRemind(
  { db }: Pick<ReviewsDeps, 'db'>,
  now: Date,
): Promise<{ revealed: number; reminded: number }> {
  const revealed = await db.transaction(async (tx) => {
    const rows = await repo.revealClosed(tx, now);
    const orderIds = [...new Set(rows.flatMap((row) => (row.orderId ? [row.orderId] : [])))];
    const deliveryIds = await repo.deliveryIdsOf(tx, orderIds);
    for (const orderId of orderIds) {
      const deliveryId = deliveryIds.get(orderId) ?? null;
      const people = new Set(
        rows
          .filter((row) => row.orderId === orderId)
          .flatMap((row) => [row.subjectUserId, ...(row.authorUserId ? [row.authorUserId] : [])]),
      );
      for (const userId of people) {
        await notify(
          tx,
          {
            userId,
            title: 'Reviews are shown',
            body: `The ${REVIEW_WINDOW_DAYS} days to review delivery ${deliveryId} are over: its reviews are now on the profiles.`,
            deliveryId,
          },
          now,
        );
      }
      await publishOnCommit(tx, people, { type: 'review.changed', deliveryId }, { staff: true });
    }
    return rows.length;
  });

  // Delivered between WINDOW and WINDOW − REMINDER days ago: the window closes within the reminder's days.
  const from = new Date(now.getTime() - REVIEW_WINDOW_DAYS * DAY_MS);
  const to = new Date(now.getTime() - (REVIEW_WINDOW_DAYS - REVIEW_REMINDER_DAYS_BEFORE) * DAY_MS);
  const due = await repo.deliveredBetween(db, from, to);
  let reminded = 0;
  if (due.length > 0) {
    const written = await repo.reviewsOfOrders(
      db,
      due.map((order) => order.orderId),
    );
    for (const order of due) {
      if (!order.deliveredAt || !order.travelerId) continue;
      const closesAt = windowClosesAt(order.deliveredAt);
      for (const userId of [order.senderId, order.travelerId]) {
        if (written.some((row) => row.orderId === order.orderId && row.authorUserId === userId)) continue;
        const sent = await db.transaction(async (tx) => {
          if (!(await repo.recordReminder(tx, order.orderId, userId, now))) return false;
          const other = userId === order.senderId ? order.travelerName : order.senderName;
          await notify(
            tx,
            {
              userId,
              title: `Review ${other ?? 'your delivery'} before ${dayFormat.format(closesAt)}`,
              body: `The window to review delivery ${order.deliveryId} closes on ${dayFormat.format(closesAt)}. Reviews stay hidden until you both write or it closes.`,
              deliveryId: order.deliveryId,
            },
            now,
          );
          await publishOnCommit(tx, [userId], { type: 'review.changed', deliveryId: order.deliveryId });
          return true;
        });
        if (sent) reminded += 1;
      }
    }
  }
  return { revealed, reminded };
}

/** The use-cases bound to their deps, for the routes. */
export function createReviewsService(deps: ReviewsDeps) {
  return {
    getOrderReviews: (viewer: SessionUser, deliveryId: string) => getOrderReviews(deps, viewer, deliveryId),
    writeReview: (viewer: SessionUser, deliveryId: string, input: WriteReview) =>
      writeReview(deps, viewer, deliveryId, input),
    replyToReview: (viewer: SessionUser, reviewId: string, input: ReplyToReview) =>
      replyToReview(deps, viewer, reviewId, input),
    reportReview: (viewer: SessionUser, reviewId: string, input: ReviewReason) =>
      reportReview(deps, viewer, reviewId, input),
    listAdminReviews: (query: AdminReviewListQuery) => listAdminReviews(deps, query),
    hideReview: (staff: SessionUser, reviewId: string, input: ReviewReason) =>
      hideReview(deps, staff, reviewId, input),
    dismissReviewReport: (staff: SessionUser, reviewId: string) => dismissReviewReport(deps, staff, reviewId),
  };
}
