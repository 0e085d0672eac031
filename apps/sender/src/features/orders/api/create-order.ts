import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createOrder } from '@tote/api-client/orders';
import type { CreateOrderInput } from '@tote/validation/order-form';
import { queryKeys } from '../../../lib/query-keys';

export { createOrder };

interface CreateOrderVariables {
  fields: CreateOrderInput;
  images: File[];
  idempotencyKey: string;
}

/** POST /orders (multipart); the new order joins the lists, the home tiles and the notifications. */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fields, images, idempotencyKey }: CreateOrderVariables) =>
      createOrder(fields, images, idempotencyKey),
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
