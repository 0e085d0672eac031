import { defineRoute } from '../contract';
import { ReviewSchema } from '../profiles';
import {
  AdminReviewListQuerySchema,
  AdminReviewListSchema,
  AdminReviewSchema,
  OrderReviewParamsSchema,
  OrderReviewsSchema,
  ReplyToReviewSchema,
  ReviewIdParamsSchema,
  ReviewReasonSchema,
  reviewErrors,
  SenderProfileParamsSchema,
  SenderProfileSchema,
  WriteReviewSchema,
} from '../reviews';

// Reviews both ways after a delivery (docs/decisions/018-reviews.md): the order's two people write, reply and
// report; staff hide or dismiss. Someone not on the order reads 404, as for any record not theirs.
const tags = ['reviews'] as const;

export const getOrderReviews = defineRoute({
  operationId: 'getOrderReviews',
  method: 'GET',
  path: '/orders/:deliveryId/reviews',
  access: 'user',
  tags,
  summary:
    'The order’s reviews for its sender or traveler: theirs (always), the other’s (once both are shown), the window',
  params: OrderReviewParamsSchema,
  status: 200,
  response: OrderReviewsSchema,
  errors: [],
});

export const writeReview = defineRoute({
  operationId: 'writeReview',
  method: 'POST',
  path: '/orders/:deliveryId/reviews',
  access: 'user',
  tags,
  summary: 'Review the other person of a delivered order: 1 to 5 stars and a text, once, within 14 days',
  description:
    'Hidden until the other side writes theirs or the window closes; then both show at once and never change.',
  params: OrderReviewParamsSchema,
  body: WriteReviewSchema,
  status: 201,
  response: OrderReviewsSchema,
  errors: [reviewErrors.notDelivered, reviewErrors.windowClosed, reviewErrors.alreadyReviewed],
});

export const replyToReview = defineRoute({
  operationId: 'replyToReview',
  method: 'POST',
  path: '/reviews/:reviewId/reply',
  access: 'user',
  tags,
  summary: 'The reviewed person’s one public reply, once the review is shown',
  params: ReviewIdParamsSchema,
  body: ReplyToReviewSchema,
  status: 200,
  response: ReviewSchema,
  errors: [reviewErrors.notShownYet, reviewErrors.alreadyReplied, reviewErrors.hidden],
});

export const reportReview = defineRoute({
  operationId: 'reportReview',
  method: 'POST',
  path: '/reviews/:reviewId/report',
  access: 'user',
  tags,
  summary: 'The reviewed person reports a shown review to staff, with a reason (once)',
  params: ReviewIdParamsSchema,
  body: ReviewReasonSchema,
  status: 200,
  response: ReviewSchema,
  errors: [reviewErrors.notShownYet, reviewErrors.alreadyReported, reviewErrors.hidden],
});

export const listAdminReviews = defineRoute({
  operationId: 'listAdminReviews',
  method: 'GET',
  path: '/admin/reviews',
  access: 'staff',
  tags,
  summary: 'Reported reviews waiting for a decision, or every review about one person (hidden ones too)',
  query: AdminReviewListQuerySchema,
  status: 200,
  response: AdminReviewListSchema,
  errors: [],
});

export const hideReview = defineRoute({
  operationId: 'hideReview',
  method: 'POST',
  path: '/admin/reviews/:reviewId/hide',
  access: 'staff',
  tags,
  summary: 'Hide a review that breaks the rules, with the reason kept (who, when, why); closes its report',
  params: ReviewIdParamsSchema,
  body: ReviewReasonSchema,
  status: 200,
  response: AdminReviewSchema,
  errors: [reviewErrors.hidden],
});

export const dismissReviewReport = defineRoute({
  operationId: 'dismissReviewReport',
  method: 'POST',
  path: '/admin/reviews/:reviewId/dismiss',
  access: 'staff',
  tags,
  summary: 'Dismiss a review’s open report: the review stays shown',
  params: ReviewIdParamsSchema,
  status: 200,
  response: AdminReviewSchema,
  errors: [reviewErrors.noOpenReport],
});

export const getSenderProfile = defineRoute({
  operationId: 'getSenderProfile',
  method: 'GET',
  path: '/users/:userId/sender-profile',
  access: 'user',
  tags,
  summary:
    'A sender’s public details with rating and reviews (staff, the sender, travelers who carry or carried their order; else 404)',
  params: SenderProfileParamsSchema,
  status: 200,
  response: SenderProfileSchema,
  errors: [],
});
