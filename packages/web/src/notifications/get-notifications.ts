import { queryOptions, useQuery } from '@tanstack/react-query';
import { webQueryKeys } from '../query-keys';

// Every role app's layout asks for notifications on every screen: the orders client (and zod) load on first
// use, beside the screen's own chunk, rather than in the entry (the first-load JS budget, bench/size.mjs).
const ordersApi = () => import('@tote/api-client/orders');

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: webQueryKeys.notifications.all,
    queryFn: async () => (await ordersApi()).getNotifications(),
  });

/** GET /notifications: the signed-in person's notifications, newest first, with the unread count. */
export const useNotifications = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...notificationsQueryOptions(), enabled });
