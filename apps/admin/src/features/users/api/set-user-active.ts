import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deactivateUser, reactivateUser } from '@tote/api-client/admin';
import type { AdminUserDetail, DeactivateUser } from '@tote/validation/admin';
import { queryKeys } from '../../../lib/query-keys';

export { deactivateUser, reactivateUser };

/** The answer is the person as they now are: show it at once, then refresh the lists (their badge changed). */
function useUserMutation<Variables>(mutationFn: (variables: Variables) => Promise<AdminUserDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (user) => queryClient.setQueryData(queryKeys.users.detail(user.id), user),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.users.all }),
  });
}

/** POST /admin/users/:userId/deactivate: they can no longer sign in; 409 own_account or staff_account. */
export const useDeactivateUser = () =>
  useUserMutation(({ userId, body }: { userId: string; body: DeactivateUser }) =>
    deactivateUser(userId, body),
  );

/** POST /admin/users/:userId/reactivate. */
export const useReactivateUser = () => useUserMutation((userId: string) => reactivateUser(userId));
