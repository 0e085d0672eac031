import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resetPassword } from '@tote/api-client/auth';
import { sessionQueryOptions } from '@tote/web/session';

/** POST /auth/password/reset: sets the password and ends every session of the account. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () => queryClient.removeQueries({ queryKey: sessionQueryOptions.queryKey }),
  });
}
