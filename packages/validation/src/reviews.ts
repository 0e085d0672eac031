import './zod-config';
import { z } from 'zod';
import { commonErrors } from './contract';
import { defineErrors } from './errors';
import { ReviewSchema } from './profiles';

/*
 * Reviews both ways after a delivery (docs/decisions/018-reviews.md, docs/product/sender.md and traveler.md):
 * the sender reviews the traveler and the traveler the sender, once each, within REVIEW_WINDOW_DAYS of the
 * delivery. Double-blind: a review stays hidden until both have written or the window closes; then both show
 * at once and never change. The reviewed person may reply once and report a review; staff hide one with a reason.
 */

/** Days after the delivery during which each side may review the other. */
export const REVIEW_WINDOW_DAYS = 14;
/** The reminder goes this many days before the window closes, to whoever has not written. */
export const REVIEW_REMINDER_DAYS_BEFORE = 2;
export const REVIEW_TEXT_MAX = 1000;
export const REVIEW_REPLY_MAX = 1000;
export const REVIEW_REASON_MAX = 500;
/**
 * The Bayesian average (ADR 018): rating = (C × m + sum of stars) / (C + n), C = RATING_PRIOR_WEIGHT reviews at
 * the platform's mean m (RATING_PRIOR_MEAN while the platform has no review), so one review cannot swing it.
 */
export const RATING_PRIOR_WEIGHT = 5;
export const RATING_PRIOR_MEAN = 4;

export const reviewMessages = {
  ratingRequired: 'Choose a rating from 1 to 5 stars.',
  textRequired: 'Write a few words about how the delivery went.',
  textTooLong: `Use at most ${REVIEW_TEXT_MAX} characters.`,
  replyRequired: 'Write your reply.',
  replyTooLong: `Use at most ${REVIEW_REPLY_MAX} characters.`,
  reasonRequired: 'Say why.',
  reasonTooLong: `Use at most ${REVIEW_REASON_MAX} characters.`,
  notOnOrder: 'Only the sender and the traveler of a delivery can review it.',
  notDelivered: 'You can review this delivery once it has been delivered.',
  windowClosed: `The ${REVIEW_WINDOW_DAYS} days to review this delivery are over.`,
  alreadyReviewed: 'You have already reviewed this delivery. A review cannot be changed once sent.',
  notShownYet: 'This review is not shown yet: you can reply or report once both reviews are shown.',
  alreadyReplied: 'You have already replied to this review. A reply cannot be changed.',
  alreadyReported: 'You have already reported this review. Tote staff will look at it.',
  hidden: 'This review was hidden by Tote staff.',
  noOpenReport: 'This review has no open report.',
} as const;

export const reviewErrors = defineErrors({
  notDelivered: { status: 409, code: 'review_not_delivered', message: reviewMessages.notDelivered },
  windowClosed: { status: 409, code: 'review_window_closed', message: reviewMessages.windowClosed },
  alreadyReviewed: { status: 409, code: 'review_already_written', message: reviewMessages.alreadyReviewed },
  notShownYet: { status: 409, code: 'review_not_shown', message: reviewMessages.notShownYet },
  alreadyReplied: { status: 409, code: 'review_already_replied', message: reviewMessages.alreadyReplied },
  alreadyReported: { status: 409, code: 'review_already_reported', message: reviewMessages.alreadyReported },
  hidden: { status: 409, code: 'review_hidden', message: reviewMessages.hidden },
  noOpenReport: { status: 409, code: 'review_no_open_report', message: reviewMessages.noOpenReport },
});

/** Someone not on the order (or no such order) reads 404 with this message: the order's existence does not show. */
export const reviewNotFound = commonErrors.notFound;

const Stars = z
  .number({ error: reviewMessages.ratingRequired })
  .int(reviewMessages.ratingRequired)
  .min(1, reviewMessages.ratingRequired)
  .max(5, reviewMessages.ratingRequired);

export const WriteReviewSchema = z.object({
  rating: Stars,
  text: z
    .string({ error: reviewMessages.textRequired })
    .trim()
    .min(1, reviewMessages.textRequired)
    .max(REVIEW_TEXT_MAX, reviewMessages.textTooLong),
});
export type WriteReview = z.infer<typeof WriteReviewSchema>;

export const ReplyToReviewSchema = z.object({
  text: z
    .string({ error: reviewMessages.replyRequired })
    .trim()
    .min(1, reviewMessages.replyRequired)
    .max(REVIEW_REPLY_MAX, reviewMessages.replyTooLong),
});
export type ReplyToReview = z.infer<typeof ReplyToReviewSchema>;

/** Reporting a review (the reviewed person) and hiding one (staff) both need a reason. */
export const ReviewReasonSchema = z.object({
  reason: z
    .string({ error: reviewMessages.reasonRequired })
    .trim()
    .min(1, reviewMessages.reasonRequired)
    .max(REVIEW_REASON_MAX, reviewMessages.reasonTooLong),
});
export type ReviewReason = z.infer<typeof ReviewReasonSchema>;

export const ReviewIdParamsSchema = z.object({ reviewId: z.string().max(100) });
export const OrderReviewParamsSchema = z.object({ deliveryId: z.string().max(100) });

/** Where an order's reviews stand: before delivery, the window open, or closed. */
export const REVIEW_WINDOW_STATES = ['not-delivered', 'open', 'closed'] as const;

/**
 * GET /orders/:deliveryId/reviews, for its sender and its traveler: what the viewer wrote (always shown to
 * them), what the other wrote (only once shown), whether the other has written (not what), and the window.
 */
export const OrderReviewsSchema = z.object({
  deliveryId: z.string(),
  window: z.enum(REVIEW_WINDOW_STATES),
  deliveredAt: z.string().nullable(),
  /** When the window closes (deliveredAt + REVIEW_WINDOW_DAYS); null before delivery. */
  closesAt: z.string().nullable(),
  /** Both reviews are shown (both wrote, or the window closed). */
  revealed: z.boolean(),
  /** The person the viewer reviews. */
  subject: z
    .object({ id: z.string(), fullName: z.string(), role: z.enum(['sender', 'traveler']) })
    .nullable(),
  /** The viewer may write their review now. */
  canWrite: z.boolean(),
  mine: ReviewSchema.nullable(),
  theirs: ReviewSchema.nullable(),
  /** The other side has written (its content stays hidden until revealed). */
  theyWrote: z.boolean(),
});
export type OrderReviews = z.infer<typeof OrderReviewsSchema>;

/** A review as staff see it: hidden or not, its report and the decision. */
export const AdminReviewSchema = z.object({
  id: z.string(),
  deliveryId: z.string().nullable(),
  rating: z.number().int(),
  text: z.string().nullable(),
  createdAt: z.string(),
  revealed: z.boolean(),
  author: z.object({ id: z.string(), fullName: z.string() }).nullable(),
  subject: z.object({ id: z.string(), fullName: z.string() }),
  reply: z.object({ text: z.string(), createdAt: z.string() }).nullable(),
  report: z
    .object({
      reason: z.string(),
      reportedAt: z.string(),
      /** null while open; staff hid the review or dismissed the report. */
      outcome: z.enum(['hidden', 'dismissed']).nullable(),
      decidedAt: z.string().nullable(),
      decidedByName: z.string().nullable(),
    })
    .nullable(),
  hidden: z.object({ reason: z.string(), at: z.string(), byName: z.string().nullable() }).nullable(),
});
export type AdminReview = z.infer<typeof AdminReviewSchema>;

export const AdminReviewListQuerySchema = z.object({
  /** `reported`: the open reports, oldest first; otherwise every review about `subjectId`, newest first. */
  filter: z.enum(['reported', 'subject']).default('reported'),
  subjectId: z.uuid().optional(),
});
export type AdminReviewListQuery = z.infer<typeof AdminReviewListQuerySchema>;

export const AdminReviewListSchema = z.object({ reviews: z.array(AdminReviewSchema) });
export type AdminReviewList = z.infer<typeof AdminReviewListSchema>;

/** A sender's public profile (/sender-p?id= in the traveler app): the spec's "star rating, Reviews (count), Add Review and a Message link". */
export const SenderProfileSchema = z.object({
  id: z.string(),
  fullname: z.string(),
  avatarUrl: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string(),
  /** Orders the sender sent that were delivered. */
  itemsSent: z.number().int(),
  /** The Bayesian average (ADR 018), null before the first shown review. */
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  reviews: z.array(ReviewSchema),
  /** The viewer's delivery with this person where the viewer's review is due (Add Review), if any. */
  reviewDueFor: z.string().nullable(),
  /** The latest delivery the viewer shares with this person (Message opens its chat), if any. */
  sharedDeliveryId: z.string().nullable(),
});
export type SenderProfile = z.infer<typeof SenderProfileSchema>;

export const SenderProfileParamsSchema = z.object({ userId: z.string().max(100) });
