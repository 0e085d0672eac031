import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savePayoutMethod } from '@tote/api-client/wallet';
import type { SavePayoutMethod } from '@tote/validation/wallet';
import { queryKeys } from '../../../lib/query-keys';

export { savePayoutMethod };

/** PUT /wallet/payout-method; 400 validation_error names the field (an IBAN or routing number that fails its checksum). */
export function useSavePayoutMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (method: SavePayoutMethod) => savePayoutMethod(method),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.wallet.balances() }),
  });
}
