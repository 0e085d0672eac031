import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getOrders } from '@tote/api-client/orders';
import type { OrderListQuery } from '@tote/validation/orders';
import { queryKeys } from '../../../lib/query-keys';

export { getOrders };

/** One page of the sender's orders; the key holds tab, q and page, so each search and page is cached. */
export const ordersQueryOptions = (query: OrderListQuery) =>
  queryOptions({
    queryKey: queryKeys.orders.list(query),
    queryFn: () => getOrders(query),
    // Keep the current rows on screen while the next page or search loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });

export const useOrders = (query: OrderListQuery) => useQuery(ordersQueryOptions(query));
