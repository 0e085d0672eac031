import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getAdminOrders } from '@tote/api-client/admin';
import type { AdminOrderListQuery } from '@tote/validation/admin';
import { queryKeys } from '../../../lib/query-keys';

export { getAdminOrders };

/** /admin-l Senders: one page of orders, searched on the server (`q`). */
export const adminOrdersQueryOptions = (query: AdminOrderListQuery) =>
  queryOptions({
    queryKey: queryKeys.orders.list(query),
    queryFn: () => getAdminOrders(query),
    placeholderData: keepPreviousData,
  });

export const useAdminOrders = (query: AdminOrderListQuery) => useQuery(adminOrdersQueryOptions(query));
