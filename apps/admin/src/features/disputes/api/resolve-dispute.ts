import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resolveDispute } from '@tote/api-client/disputes';
import type { ResolveDispute } from '@tote/validation/disputes';
import { webQueryKeys } from '@tote/web/query-keys';
import { queryKeys } from '../../../lib/query-keys';

export { resolveDispute };

/**
 * POST /admin/disputes/:disputeId/resolve. Answered or refused (409: another staff member resolved it first), the
 * queue is asked again, and so are the orders' and people's Money sections the refund or release changed.
 */
export function useResolveDispute(disputeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (resolution: ResolveDispute) => resolveDispute(disputeId, resolution),
    onSettled: () =>
      Promise.all(
        [webQueryKeys.disputes.all, queryKeys.orders.all, queryKeys.users.moneyAll].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
