import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateDeliveryStatus } from '@tote/api-client/admin';
import type { UpdateDeliveryStatus } from '@tote/validation/admin';
import { queryKeys } from '../../../lib/query-keys';

export { updateDeliveryStatus };

/**
 * POST /admin/orders/:deliveryId/status: mark a delivery failed (with a reason) or correct its status through
 * the order lifecycle; 409 invalid_transition carries the message to show.
 */
export function useUpdateDeliveryStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ deliveryId, update }: { deliveryId: string; update: UpdateDeliveryStatus }) =>
      updateDeliveryStatus(deliveryId, update),
    onSettled: () =>
      Promise.all(
        [queryKeys.orders.all, queryKeys.stats, queryKeys.matches.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
