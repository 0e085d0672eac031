import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withdraw } from '@tote/api-client/wallet';
import { queryKeys } from '../../../lib/query-keys';

export { withdraw };

export interface WithdrawRequest {
  amountMinor: number;
  /** Made once per submission by the form, so a retried request makes one payout. */
  idempotencyKey: string;
}

/**
 * POST /wallet/withdrawals: 409 insufficient_balance, 400 withdrawal_below_minimum, 409 payout_method_required.
 * Settled either way, the balances are asked again: a refusal usually means the screen's balance is out of date.
 */
export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ amountMinor, idempotencyKey }: WithdrawRequest) => withdraw(amountMinor, idempotencyKey),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.wallet.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.notifications }),
      ]),
  });
}
