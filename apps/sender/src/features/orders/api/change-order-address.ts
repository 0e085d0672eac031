import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changeOrderAddress } from '@tote/api-client/orders';
import type { ChangeAddress } from '@tote/validation/orders';
import { queryKeys } from '../../../lib/query-keys';

export { changeOrderAddress };

/** PATCH /orders/:deliveryId/address; 409 order_shipped once the order has shipped. */
export function useChangeOrderAddress(deliveryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (address: ChangeAddress) => changeOrderAddress(deliveryId, address),
    onSuccess: (order) => {
      queryClient.setQueryData(queryKeys.orders.detail(order.deliveryId), order);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.orders.lists() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.notifications }),
      ]);
    },
  });
}
