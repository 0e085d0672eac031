import { queryOptions, useQuery } from '@tanstack/react-query';
import { getTrip } from '@tote/api-client/trips';
import { queryKeys } from '../../../lib/query-keys';

export { getTrip };

/** GET /trips/:tripId (staff read any trip): the /tdev-d and /traveler-m card. */
export const tripQueryOptions = (tripId: string) =>
  queryOptions({ queryKey: queryKeys.trips.detail(tripId), queryFn: () => getTrip(tripId) });

export const useTrip = (tripId: string) => useQuery(tripQueryOptions(tripId));
