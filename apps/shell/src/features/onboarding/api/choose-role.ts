import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chooseRole } from '@tote/api-client/auth';
import { sessionQueryOptions } from '@tote/ui/session';

/** POST /me/roles: adds the sender or traveler role to the signed-in account. */
export function useChooseRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chooseRole,
    onSuccess: (session) => queryClient.setQueryData(sessionQueryOptions.queryKey, session),
  });
}
