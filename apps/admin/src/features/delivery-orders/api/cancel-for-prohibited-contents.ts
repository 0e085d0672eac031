import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelForProhibitedContents } from '@tote/api-client/contents';
import { queryKeys } from '../../../lib/query-keys';

export { cancelForProhibitedContents };

/**
 * POST /admin/orders/:deliveryId/cancel-prohibited (docs/decisions/020-declared-contents.md): the order shows
 * its new status at once; the lists, money, stats and matches refetch.
 */
export function useCancelForProhibitedContents(deliveryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => cancelForProhibitedContents(deliveryId, reason),
    onSuccess: (order) => {
      queryClient.setQueryData(queryKeys.orders.detail(deliveryId), order);
      return Promise.all(
        [queryKeys.orders.all, queryKeys.stats, queryKeys.matches.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
