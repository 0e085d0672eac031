import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dismissReviewReport, hideReview } from '@tote/api-client/reviews';
import { queryKeys } from '../../../lib/query-keys';

/** POST /admin/reviews/:id/hide (with the reason kept) and /dismiss; both lists refresh. */
export function useDecideReview() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.reviews.all });
  const hide = useMutation({
    mutationFn: ({ reviewId, reason }: { reviewId: string; reason: string }) =>
      hideReview(reviewId, { reason }),
    onSuccess: refresh,
  });
  const dismiss = useMutation({
    mutationFn: (reviewId: string) => dismissReviewReport(reviewId),
    onSuccess: refresh,
  });
  return { hide, dismiss };
}
