import { useMutation, useQueryClient } from '@tanstack/react-query';
import { approveVerification, rejectVerification } from '@tote/api-client/admin';
import type { RejectVerification, Verification } from '@tote/validation/admin';
import { queryKeys } from './query-keys';

export { approveVerification, rejectVerification };

/**
 * A review (the queue on /admin, a person's profile on /admin-p?id=) changes the person, the lists' status
 * badges, the verification queue and the home figures. The traveler is notified and emailed; 409 not_pending
 * when someone decided first.
 */
function useReview<Variables>(mutationFn: (variables: Variables) => Promise<Verification>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all(
        [queryKeys.users.all, queryKeys.verifications.all, queryKeys.stats].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

/** POST /traveler-verifications/:userId/approve. */
export const useApproveVerification = () => useReview((userId: string) => approveVerification(userId));

/** POST /traveler-verifications/:userId/reject with the reason the traveler reads. */
export const useRejectVerification = () =>
  useReview(({ userId, body }: { userId: string; body: RejectVerification }) =>
    rejectVerification(userId, body),
  );

type VerificationDecision = { userId: string; approve: true } | { userId: string; reason: string };

/** Either decision through one mutation (a queue row shows which of its buttons is pending). */
export const useReviewVerification = () =>
  useReview((decision: VerificationDecision) =>
    'approve' in decision
      ? approveVerification(decision.userId)
      : rejectVerification(decision.userId, { reason: decision.reason }),
  );
