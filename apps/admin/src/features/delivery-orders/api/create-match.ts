import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createMatch } from '@tote/api-client/admin';
import type { CreateMatchInput } from '@tote/validation/matches';
import { queryKeys } from '../../../lib/query-keys';

export { createMatch };

/**
 * Match With (POST /matches). 409 order_already_matched, trip_full, trip_departed, ... carry the message to
 * show. Win or lose, the order, the trip and the lists have changed: everything they show is refetched.
 */
export function useCreateMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (match: CreateMatchInput) => createMatch(match),
    onSettled: () =>
      Promise.all(
        [queryKeys.orders.all, queryKeys.trips.all, queryKeys.candidates.all, queryKeys.matches.all].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
