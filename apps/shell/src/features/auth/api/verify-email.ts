import { useMutation, useQueryClient } from '@tanstack/react-query';
import { verifyEmail } from '@tote/api-client/auth';
import { sessionQueryOptions } from '@tote/web/session';

/** POST /auth/verify-email: a correct code confirms the address and signs the person in. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: (session) => queryClient.setQueryData(sessionQueryOptions.queryKey, session),
  });
}
