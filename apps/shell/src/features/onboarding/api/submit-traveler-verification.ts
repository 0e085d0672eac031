import { useMutation, useQueryClient } from '@tanstack/react-query';
import { submitTravelerVerification } from '@tote/api-client/auth';
import type { TravelerVerification } from '@tote/validation/accounts';
import { sessionQueryOptions } from '@tote/web/session';

/** POST /me/traveler-verification (multipart): the addresses and the national ID go to staff for review. */
export function useSubmitTravelerVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fields, nationalId }: { fields: TravelerVerification; nationalId: File }) =>
      submitTravelerVerification(fields, nationalId),
    onSuccess: (session) => queryClient.setQueryData(sessionQueryOptions.queryKey, session),
  });
}
