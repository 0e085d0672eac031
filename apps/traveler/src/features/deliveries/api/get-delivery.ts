import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@tote/api-client/client';
import { getDelivery } from '@tote/api-client/trips';
import { queryKeys } from '../../../lib/query-keys';

export { getDelivery };

/** True when the API said the delivery does not exist or another traveler carries it (both answer 404). */
export const isDeliveryNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

export const deliveryQueryOptions = (deliveryId: string) =>
  queryOptions({
    queryKey: queryKeys.deliveries.detail(deliveryId),
    queryFn: () => getDelivery(deliveryId),
    // A 404 is an answer, not a hiccup worth retrying.
    retry: (failureCount, error) => !isDeliveryNotFound(error) && failureCount < 1,
  });

/** One delivery; pass undefined while there is no valid id (the query then waits). */
export const useDelivery = (deliveryId: string | undefined) =>
  useQuery({ ...deliveryQueryOptions(deliveryId ?? ''), enabled: deliveryId !== undefined });
