import { queryOptions, useQuery } from '@tanstack/react-query';
import { getOrder } from '@tote/api-client/orders';
import { queryKeys } from '../../../lib/query-keys';

export { getOrder };

/** GET /orders/:deliveryId (staff read any order): the /dev-d card and Shipping Details, the /sender-m card. */
export const orderQueryOptions = (deliveryId: string) =>
  queryOptions({ queryKey: queryKeys.orders.detail(deliveryId), queryFn: () => getOrder(deliveryId) });

export const useOrder = (deliveryId: string) => useQuery(orderQueryOptions(deliveryId));
