import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getWalletHistory } from '@tote/api-client/wallet';
import { queryKeys } from '../../../lib/query-keys';

export { getWalletHistory };

/** One page of the wallet's history, newest first: earned, available, withdrawn, failed payouts, refunds. */
export const walletHistoryQueryOptions = (page: number) =>
  queryOptions({
    queryKey: queryKeys.wallet.history(page),
    queryFn: () => getWalletHistory(page),
    // The previous page stays on screen while the next loads, so the list does not collapse and jump.
    placeholderData: keepPreviousData,
  });

export const useWalletHistory = (page: number) => useQuery(walletHistoryQueryOptions(page));
