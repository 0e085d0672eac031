import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createTrip } from '@tote/api-client/trips';
import type { CreateTripInput } from '@tote/validation/trips';
import { queryKeys } from '../../../lib/query-keys';

export { createTrip };

/** POST /trips: the new trip (pending approval) joins the traveler's list. */
export function useCreateTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (trip: CreateTripInput) => createTrip(trip),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.trips.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.notifications }),
      ]),
  });
}
