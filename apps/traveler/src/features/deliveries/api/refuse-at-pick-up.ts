import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refuseAtPickUp } from '@tote/api-client/contents';
import { queryKeys } from '../../../lib/query-keys';

export { refuseAtPickUp };

/**
 * POST /deliveries/:deliveryId/refuse (docs/decisions/020-declared-contents.md): the delivery leaves the
 * traveler's trip, so its detail is dropped and the lists, tiles, trips (room given back) and the bell refetch.
 */
export function useRefuseAtPickUp(deliveryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => refuseAtPickUp(deliveryId, reason),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: queryKeys.deliveries.detail(deliveryId) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.deliveries.lists() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.deliveries.overview() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.trips.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.notifications }),
      ]);
    },
  });
}
