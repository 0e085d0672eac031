import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { markDelivered, markPickedUp } from '@tote/api-client/trips';
import type { Delivery } from '@tote/validation/trips';
import { queryKeys } from '../../../lib/query-keys';

export { markDelivered, markPickedUp };

/** The delivery's new state on screen at once; lists, tiles, trips and the bell refetch. */
function settle(queryClient: QueryClient, delivery: Delivery) {
  queryClient.setQueryData(queryKeys.deliveries.detail(delivery.deliveryId), delivery);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.deliveries.lists() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.deliveries.overview() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.trips.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.notifications }),
  ]);
}

/** POST /deliveries/:deliveryId/picked-up: matched -> shipping. */
export function useMarkPickedUp(deliveryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markPickedUp(deliveryId),
    onSuccess: (delivery) => settle(queryClient, delivery),
  });
}

/** POST /deliveries/:deliveryId/delivered with the receiver's hand-over code and an optional photo. */
export function useMarkDelivered(deliveryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, photo }: { code: string; photo?: File }) => markDelivered(deliveryId, code, photo),
    onSuccess: (delivery) => settle(queryClient, delivery),
    // A wrong code uses an attempt: the count left on the delivery changes.
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.deliveries.detail(deliveryId) }),
  });
}
