import { useQuery } from '@tanstack/react-query';
import { getUserDisputes } from '@tote/api-client/disputes';
import { webQueryKeys } from '@tote/web/query-keys';

export { getUserDisputes };

/** GET /admin/users/:userId/disputes: the disputes the person was part of and how each ended. */
export const useUserDisputes = (userId: string) =>
  useQuery({ queryKey: webQueryKeys.disputes.user(userId), queryFn: () => getUserDisputes(userId) });
