import { useMutation, useQueryClient } from '@tanstack/react-query';
import { approveVerification, rejectVerification } from '@tote/api-client/admin';
import type { RejectVerification, Verification } from '@tote/validation/admin';
import { queryKeys } from '../../../lib/query-keys';

export { approveVerification, rejectVerification };

/** A review changes the person, the lists' status badges, the verification queue and the home figures. */
function useReview<Variables>(mutationFn: (variables: Variables) => Promise<Verification>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all(
        [queryKeys.users.all, queryKeys.verifications, queryKeys.stats].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

/** POST /traveler-verifications/:userId/approve; the traveler is notified. 409 not_pending. */
export const useApproveVerification = () => useReview((userId: string) => approveVerification(userId));

/** POST /traveler-verifications/:userId/reject with the reason the traveler reads. */
export const useRejectVerification = () =>
  useReview(({ userId, body }: { userId: string; body: RejectVerification }) =>
    rejectVerification(userId, body),
  );
