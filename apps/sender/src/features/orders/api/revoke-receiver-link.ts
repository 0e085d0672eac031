import { useMutation, useQueryClient } from '@tanstack/react-query';
import { revokeReceiverLink } from '@tote/api-client/receiver-links';
import { queryKeys } from '../../../lib/query-keys';

export { revokeReceiverLink };

/** DELETE /orders/:deliveryId/receiver-link: the link stops working at once. */
export function useRevokeReceiverLink(deliveryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => revokeReceiverLink(deliveryId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.orders.receiverLink(deliveryId) }),
  });
}
