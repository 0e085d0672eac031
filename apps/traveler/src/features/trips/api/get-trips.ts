import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getTrips } from '@tote/api-client/trips';
import type { TripListQuery } from '@tote/validation/trips';
import { queryKeys } from '../../../lib/query-keys';

export { getTrips };

/** One page of the traveler's own trips, filtered (pending, approved, past). */
export const tripsQueryOptions = (query: TripListQuery) =>
  queryOptions({
    queryKey: queryKeys.trips.list(query),
    queryFn: () => getTrips(query),
    placeholderData: keepPreviousData,
  });

export const useTrips = (query: TripListQuery) => useQuery(tripsQueryOptions(query));
