import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recoverSecondFactor, verifySecondFactor } from '@tote/api-client/two-factor';
import { sessionQueryOptions } from '@tote/web/session';

/** POST /auth/two-factor/verify: the authenticator code finishes a staff sign-in. */
export function useVerifySecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifySecondFactor,
    onSuccess: (session) => queryClient.setQueryData(sessionQueryOptions.queryKey, session),
  });
}

/** POST /auth/two-factor/recover: a recovery code instead of the authenticator code. */
export function useRecoverSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recoverSecondFactor,
    onSuccess: (session) => queryClient.setQueryData(sessionQueryOptions.queryKey, session),
  });
}
