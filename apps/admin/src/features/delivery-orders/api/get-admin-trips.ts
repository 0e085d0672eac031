import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getAdminTrips } from '@tote/api-client/admin';
import type { AdminTripListQuery } from '@tote/validation/admin';
import { queryKeys } from '../../../lib/query-keys';

export { getAdminTrips };

/** /admin-l Travelers: one page of trips, searched on the server (`q`). */
export const adminTripsQueryOptions = (query: AdminTripListQuery) =>
  queryOptions({
    queryKey: queryKeys.trips.list(query),
    queryFn: () => getAdminTrips(query),
    placeholderData: keepPreviousData,
  });

export const useAdminTrips = (query: AdminTripListQuery) => useQuery(adminTripsQueryOptions(query));
