import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getAdminOrders } from '@tote/api-client/admin';
import type { AdminOrderListQuery } from '@tote/validation/admin';
import { queryKeys } from '../../../lib/query-keys';

export { getAdminOrders };

/** The Update Delivery Status list: every order, newest first, paged on the server. */
export const deliveryStatusesQueryOptions = (query: AdminOrderListQuery) =>
  queryOptions({
    queryKey: queryKeys.orders.list(query),
    queryFn: () => getAdminOrders(query),
    placeholderData: keepPreviousData,
  });

export const useDeliveryStatuses = (query: AdminOrderListQuery) =>
  useQuery(deliveryStatusesQueryOptions(query));
