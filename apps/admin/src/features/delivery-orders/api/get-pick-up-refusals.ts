import { queryOptions, useQuery } from '@tanstack/react-query';
import { listPickUpRefusals } from '@tote/api-client/contents';
import { queryKeys } from '../../../lib/query-keys';

export { listPickUpRefusals };

/** GET /admin/orders/:deliveryId/refusals: what travelers said when they refused at pick-up, with photos. */
export const pickUpRefusalsQueryOptions = (deliveryId: string) =>
  queryOptions({
    queryKey: queryKeys.orders.refusals(deliveryId),
    queryFn: () => listPickUpRefusals(deliveryId),
  });

export const usePickUpRefusals = (deliveryId: string, enabled: boolean) =>
  useQuery({ ...pickUpRefusalsQueryOptions(deliveryId), enabled });
