import { useMutation, useQueryClient } from '@tanstack/react-query';
import { login } from '@tote/api-client/auth';
import { sessionQueryOptions } from '@tote/web/session';

/** POST /auth/login. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (session) => queryClient.setQueryData(sessionQueryOptions.queryKey, session),
  });
}
