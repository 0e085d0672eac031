import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelOrder } from '@tote/api-client/orders';
import type { CancelOrder } from '@tote/validation/orders';
import { queryKeys } from '../../../lib/query-keys';

export { cancelOrder };

/** POST /orders/:deliveryId/cancel; 409 order_not_cancellable once the order has shipped. */
export function useCancelOrder(deliveryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CancelOrder = {}) => cancelOrder(deliveryId, body),
    onSuccess: (order) => {
      queryClient.setQueryData(queryKeys.orders.detail(order.deliveryId), order);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.orders.lists() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.orders.overview() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.notifications }),
      ]);
    },
  });
}
