import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@tote/api-client/client';
import { getReceipt } from '@tote/api-client/payments';
import { queryKeys } from '../../../lib/query-keys';

export { getReceipt };

/** 404: an unknown order, someone else's, or one not paid yet (there is no receipt before the payment). */
export const isReceiptNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

export const receiptQueryOptions = (deliveryId: string) =>
  queryOptions({
    queryKey: queryKeys.orders.receipt(deliveryId),
    queryFn: () => getReceipt(deliveryId),
    retry: (failureCount, error) => !isReceiptNotFound(error) && failureCount < 1,
  });

/** The receipt of a paid order; pass undefined while there is no valid id (the query then waits). */
export const useReceipt = (deliveryId: string | undefined, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...receiptQueryOptions(deliveryId ?? ''), enabled: enabled && deliveryId !== undefined });
