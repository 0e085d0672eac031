import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getAdminUsers } from '@tote/api-client/admin';
import type { AdminUserListQuery } from '@tote/validation/admin';
import { queryKeys } from '../../../lib/query-keys';

export { getAdminUsers };

/** /user: one page of senders or travelers, searched on the server (`q`). */
export const adminUsersQueryOptions = (query: AdminUserListQuery) =>
  queryOptions({
    queryKey: queryKeys.users.list(query),
    queryFn: () => getAdminUsers(query),
    placeholderData: keepPreviousData,
  });

export const useAdminUsers = (query: AdminUserListQuery) => useQuery(adminUsersQueryOptions(query));
