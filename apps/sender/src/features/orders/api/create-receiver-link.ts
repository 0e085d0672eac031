import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createReceiverLink } from '@tote/api-client/receiver-links';
import { queryKeys } from '../../../lib/query-keys';

export { createReceiverLink };

/** POST /orders/:deliveryId/receiver-link: a new link (the old one stops); its token comes back this once. */
export function useCreateReceiverLink(deliveryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => createReceiverLink(deliveryId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.orders.receiverLink(deliveryId) }),
  });
}
