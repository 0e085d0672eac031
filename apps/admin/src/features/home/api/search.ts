import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getAdminSearch } from '@tote/api-client/admin';
import { queryKeys } from '../../../lib/query-keys';

export { getAdminSearch };

/** GET /admin/search?q=: a few orders, trips and people matching what staff typed. */
export const adminSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: queryKeys.search(q),
    queryFn: () => getAdminSearch(q),
    placeholderData: keepPreviousData,
    enabled: q.length > 0,
  });

export const useAdminSearch = (q: string) => useQuery(adminSearchQueryOptions(q));
