import { useMutation, useQueryClient } from '@tanstack/react-query';
import { replyToReview, reportReview, writeReview } from '@tote/api-client/reviews';
import type { ReplyToReview, ReviewReason, WriteReview } from '@tote/validation/reviews';
import { webQueryKeys } from '../query-keys';

/** After any review change: the order boxes and every profile (ratings, counts, lists, Add Review). */
function useRefreshReviews() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: webQueryKeys.reviews.all }),
      queryClient.invalidateQueries({ queryKey: ['profiles'] }),
    ]);
}

/** POST /orders/:deliveryId/reviews. */
export function useWriteReview(deliveryId: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshReviews();
  return useMutation({
    mutationFn: (input: WriteReview) => writeReview(deliveryId, input),
    onSuccess: async (answer) => {
      queryClient.setQueryData(webQueryKeys.reviews.order(deliveryId), answer);
      await refresh();
    },
  });
}

/** POST /reviews/:reviewId/reply. */
export function useReplyToReview() {
  const refresh = useRefreshReviews();
  return useMutation({
    mutationFn: ({ reviewId, input }: { reviewId: string; input: ReplyToReview }) =>
      replyToReview(reviewId, input),
    onSuccess: refresh,
  });
}

/** POST /reviews/:reviewId/report. */
export function useReportReview() {
  const refresh = useRefreshReviews();
  return useMutation({
    mutationFn: ({ reviewId, input }: { reviewId: string; input: ReviewReason }) =>
      reportReview(reviewId, input),
    onSuccess: refresh,
  });
}
