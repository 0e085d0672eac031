import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@tote/api-client/client';
import { getOrderPayment } from '@tote/api-client/payments';
import { queryKeys } from '../../../lib/query-keys';

export { getOrderPayment };

/** The API answers 404 for an order with no payment (not matched yet) as for an unknown one. */
export const isPaymentNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

export const orderPaymentQueryOptions = (deliveryId: string) =>
  queryOptions({
    queryKey: queryKeys.orders.payment(deliveryId),
    queryFn: () => getOrderPayment(deliveryId),
    retry: (failureCount, error) => !isPaymentNotFound(error) && failureCount < 1,
  });

/** The order's payment and its price breakdown; `enabled` false while the order cannot have one. */
export const useOrderPayment = (deliveryId: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...orderPaymentQueryOptions(deliveryId), enabled });
