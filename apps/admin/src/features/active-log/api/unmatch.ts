import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unmatch } from '@tote/api-client/admin';
import { queryKeys } from '../../../lib/query-keys';

export { unmatch };

/**
 * Unmatch (POST /matches/:matchId/unmatch): the order goes back to processing, the trip gets its room back.
 * 409 unmatch_window_passed after 24 hours (the server's clock decides), already_picked_up, match_ended.
 */
export function useUnmatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (matchId: string) => unmatch(matchId),
    onSettled: () =>
      Promise.all(
        [queryKeys.matches.all, queryKeys.orders.all, queryKeys.trips.all, queryKeys.candidates.all].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
