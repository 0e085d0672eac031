import { useMutation, useQueryClient } from '@tanstack/react-query';
import { approveVerification, rejectVerification } from '@tote/api-client/admin';
import { queryKeys } from '../../../lib/query-keys';

export { approveVerification, rejectVerification };

export type VerificationDecision = { userId: string; approve: true } | { userId: string; reason: string };

/**
 * POST /traveler-verifications/:userId/approve or /reject (with the reason the traveler reads): the traveler is
 * notified and emailed; 409 not_pending when someone decided first.
 */
export function useReviewVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: VerificationDecision) =>
      'approve' in decision
        ? approveVerification(decision.userId)
        : rejectVerification(decision.userId, { reason: decision.reason }),
    onSettled: () =>
      Promise.all(
        [queryKeys.verifications.all, queryKeys.stats].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
