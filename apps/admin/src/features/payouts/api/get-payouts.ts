import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getPayouts } from '@tote/api-client/wallet';
import type { PayoutListQuery } from '@tote/validation/wallet';
import { queryKeys } from '../../../lib/query-keys';

export { getPayouts };

/** GET /admin/payouts: one page of the Payouts queue in one state, oldest first (the server's order). */
export const payoutsQueryOptions = (query: PayoutListQuery) =>
  queryOptions({
    queryKey: queryKeys.payouts.list(query),
    queryFn: () => getPayouts(query),
    placeholderData: keepPreviousData,
  });

export const usePayouts = (query: PayoutListQuery) => useQuery(payoutsQueryOptions(query));
