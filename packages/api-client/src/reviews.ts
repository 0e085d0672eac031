import * as reviews from '@tote/validation/contracts/reviews';
import type {
  AdminReviewListQuery,
  ReplyToReview,
  ReviewReason,
  WriteReview,
} from '@tote/validation/reviews';
import { call } from './client';

// Reviews both ways after a delivery (@tote/validation/contracts/reviews, docs/decisions/018-reviews.md).

export const getOrderReviews = (deliveryId: string) =>
  call(reviews.getOrderReviews, { params: { deliveryId } });

export const writeReview = (deliveryId: string, body: WriteReview) =>
  call(reviews.writeReview, { params: { deliveryId }, json: body });

export const replyToReview = (reviewId: string, body: ReplyToReview) =>
  call(reviews.replyToReview, { params: { reviewId }, json: body });

export const reportReview = (reviewId: string, body: ReviewReason) =>
  call(reviews.reportReview, { params: { reviewId }, json: body });

export const listAdminReviews = (query: Partial<AdminReviewListQuery> = {}) =>
  call(reviews.listAdminReviews, { query: { filter: 'reported', ...query } });

export const hideReview = (reviewId: string, body: ReviewReason) =>
  call(reviews.hideReview, { params: { reviewId }, json: body });

export const dismissReviewReport = (reviewId: string) =>
  call(reviews.dismissReviewReport, { params: { reviewId } });

export const getSenderProfile = (userId: string) => call(reviews.getSenderProfile, { params: { userId } });
