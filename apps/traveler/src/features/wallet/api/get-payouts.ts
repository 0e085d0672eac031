import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getMyPayouts } from '@tote/api-client/wallet';
import { queryKeys } from '../../../lib/query-keys';

export { getMyPayouts };

export const PAYOUTS_PAGE_SIZE = 10;

/** One page of the traveler's payouts, newest first, each with its state, the date of every step and a reason. */
export const payoutsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: queryKeys.wallet.payouts(page),
    queryFn: () => getMyPayouts({ page, pageSize: PAYOUTS_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

export const usePayouts = (page: number) => useQuery(payoutsQueryOptions(page));
