import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAdminStats } from '@tote/api-client/admin';
import { queryKeys } from '../../../lib/query-keys';

export { getAdminStats };

/** GET /admin/stats: the three /admin cards (travelers, senders, packages this month). */
export const adminStatsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.stats, queryFn: () => getAdminStats() });

export const useAdminStats = () => useQuery(adminStatsQueryOptions());
