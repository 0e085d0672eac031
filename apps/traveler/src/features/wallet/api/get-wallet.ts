import { queryOptions, useQuery } from '@tanstack/react-query';
import { getWallet } from '@tote/api-client/wallet';
import { queryKeys } from '../../../lib/query-keys';

export { getWallet };

/** The traveler's balances: available, pending (each amount with the day it frees), in payout, the bank account. */
export const walletQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.wallet.balances(), queryFn: getWallet });

export const useWallet = () => useQuery(walletQueryOptions());
