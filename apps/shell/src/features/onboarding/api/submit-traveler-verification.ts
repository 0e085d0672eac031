import { useMutation, useQueryClient } from '@tanstack/react-query';
import { submitTravelerVerification } from '@tote/api-client/auth';
import { sessionQueryOptions } from '@tote/ui/session';
import type { TravelerVerification } from '@tote/validation/accounts';

/** POST /me/traveler-verification (multipart): the addresses and the national ID go to staff for review. */
export function useSubmitTravelerVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fields, nationalId }: { fields: TravelerVerification; nationalId: File }) =>
      submitTravelerVerification(fields, nationalId),
    onSuccess: (session) => queryClient.setQueryData(sessionQueryOptions.queryKey, session),
  });
}
