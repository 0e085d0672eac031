import { queryOptions, useQuery } from '@tanstack/react-query';
import { getReceiverLink } from '@tote/api-client/receiver-links';
import { queryKeys } from '../../../lib/query-keys';

export { getReceiverLink };

export const receiverLinkQueryOptions = (deliveryId: string) =>
  queryOptions({
    queryKey: queryKeys.orders.receiverLink(deliveryId),
    queryFn: () => getReceiverLink(deliveryId),
  });

/** Whether the order's receiver link is on; asked for only once the sender opens the share dialog. */
export const useReceiverLink = (deliveryId: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...receiverLinkQueryOptions(deliveryId), enabled });
