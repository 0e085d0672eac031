import { useMutation, useQueryClient } from '@tanstack/react-query';
import { approveTrip, rejectTrip } from '@tote/api-client/trips';
import { queryKeys } from '../../../lib/query-keys';

export { approveTrip, rejectTrip };

type TripDecision = { tripId: string; approve: true } | { tripId: string; reason: string };

/** POST /trips/:tripId/approve or /reject (with a reason): the traveler is notified; 409 trip_not_pending. */
export function useReviewTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: TripDecision) =>
      'approve' in decision
        ? approveTrip(decision.tripId)
        : rejectTrip(decision.tripId, { reason: decision.reason }),
    onSettled: () =>
      Promise.all(
        [queryKeys.trips.all, queryKeys.candidates.all, queryKeys.stats].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
