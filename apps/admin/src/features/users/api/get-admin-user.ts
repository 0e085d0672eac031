import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAdminUser } from '@tote/api-client/admin';
import { ApiError } from '@tote/api-client/api-error';
import { queryKeys } from '../../../lib/query-keys';

export { getAdminUser };

/** /admin-p?id=: the person's profile, verification, latest orders and trips. */
export const adminUserQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.users.detail(userId),
    queryFn: () => getAdminUser(userId),
    // A missing person (404) or an id that is not one (400) will not appear on a retry.
    retry: (failureCount, error) =>
      !(error instanceof ApiError && (error.status === 404 || error.status === 400)) && failureCount < 2,
  });

export const useAdminUser = (userId: string) => useQuery(adminUserQueryOptions(userId));
