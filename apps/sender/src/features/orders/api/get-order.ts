import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@tote/api-client/client';
import { getOrder } from '@tote/api-client/orders';
import { queryKeys } from '../../../lib/query-keys';

export { getOrder };

/** True when the API said the order does not exist or is someone else's (both answer 404). */
export const isOrderNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

export const orderQueryOptions = (deliveryId: string) =>
  queryOptions({
    queryKey: queryKeys.orders.detail(deliveryId),
    queryFn: () => getOrder(deliveryId),
    // A 404 is an answer, not a hiccup worth retrying.
    retry: (failureCount, error) => !isOrderNotFound(error) && failureCount < 1,
  });

/** One order; pass undefined while there is no valid id (the query then waits). */
export const useOrder = (deliveryId: string | undefined) =>
  useQuery({ ...orderQueryOptions(deliveryId ?? ''), enabled: deliveryId !== undefined });
