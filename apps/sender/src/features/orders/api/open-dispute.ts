import { useMutation, useQueryClient } from '@tanstack/react-query';
import { openDispute } from '@tote/api-client/disputes';
import type { OpenDispute } from '@tote/validation/disputes';
import { webQueryKeys } from '@tote/web/query-keys';
import { queryKeys } from '../../../lib/query-keys';

export { openDispute };

/** POST /orders/:deliveryId/disputes (multipart: the reason, the description and the photos). */
export function useOpenDispute(deliveryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fields, photos }: { fields: OpenDispute; photos: File[] }) =>
      openDispute(deliveryId, fields, photos),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: webQueryKeys.disputes.order(deliveryId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.orders.detail(deliveryId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.notifications }),
      ]),
  });
}
