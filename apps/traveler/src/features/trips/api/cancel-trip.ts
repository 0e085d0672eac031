import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelTrip } from '@tote/api-client/trips';
import { queryKeys } from '../../../lib/query-keys';

export { cancelTrip };

/** POST /trips/:tripId/cancel; 409 trip_has_deliveries while it carries an order, trip_closed once closed. */
export function useCancelTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tripId: string) => cancelTrip(tripId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.trips.all }),
  });
}
