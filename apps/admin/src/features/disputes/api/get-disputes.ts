import { useQuery } from '@tanstack/react-query';
import { getDisputes } from '@tote/api-client/disputes';
import type { DisputeStatus } from '@tote/validation/disputes';
import { webQueryKeys } from '@tote/web/query-keys';

export { getDisputes };

/** GET /admin/disputes: the Disputes queue, oldest first (open by default). */
export const useDisputes = (status: DisputeStatus) =>
  useQuery({ queryKey: webQueryKeys.disputes.queue(status), queryFn: () => getDisputes(status) });
