import { useMutation, useQueryClient } from '@tanstack/react-query';
import { approvePayout, markPayoutFailed, markPayoutPaid } from '@tote/api-client/wallet';
import { queryKeys } from '../../../lib/query-keys';

export { approvePayout, markPayoutFailed, markPayoutPaid };

export type PayoutDecision =
  | { payoutId: string; step: 'approve' }
  | { payoutId: string; step: 'paid' }
  | { payoutId: string; step: 'failed'; reason: string };

/**
 * POST /admin/payouts/:payoutId/approve, /paid or /failed (with the reason the traveler reads). Answered or
 * refused (409: another staff member decided first; 502: the provider did not answer), the queue is asked again
 * so it shows where the payout stands, and so are the travelers' Money sections (a failed payout's money is back
 * in their available balance).
 */
export function useDecidePayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: PayoutDecision) => {
      if (decision.step === 'approve') return approvePayout(decision.payoutId);
      if (decision.step === 'paid') return markPayoutPaid(decision.payoutId);
      return markPayoutFailed(decision.payoutId, decision.reason);
    },
    onSettled: () =>
      Promise.all(
        [queryKeys.payouts.all, queryKeys.users.moneyAll].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
