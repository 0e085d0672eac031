import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getAdminTrips } from '@tote/api-client/admin';
import { queryKeys } from '../../../lib/query-keys';

export { getAdminTrips };

/** GET /admin/trips?status=pending: the trips travelers posted that wait for approval. */
export const pendingTripsQueryOptions = (page: number, pageSize: number) => {
  const query = { status: 'pending', page, pageSize } as const;
  return queryOptions({
    queryKey: queryKeys.trips.list(query),
    queryFn: () => getAdminTrips(query),
    placeholderData: keepPreviousData,
  });
};

export const usePendingTrips = (page: number, pageSize: number) =>
  useQuery(pendingTripsQueryOptions(page, pageSize));
