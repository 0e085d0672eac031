import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChooseRole } from '@tote/validation/accounts';
import { webQueryKeys } from '../query-keys';

/**
 * POST /me/roles: adds the sender or traveler role to the signed-in account; the answer is the new session.
 * The auth client loads on first use: the sender app's guard offers the role, and the guard is in every
 * screen's first load (the first-load JS budget, bench/size.mjs).
 */
export function useChooseRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ChooseRole) => (await import('@tote/api-client/auth')).chooseRole(body),
    onSuccess: (session) => queryClient.setQueryData(webQueryKeys.session, session),
  });
}
