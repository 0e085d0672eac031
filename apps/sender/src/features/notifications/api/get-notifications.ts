import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

// The layout asks for notifications on every screen: the orders client (and zod) load on first use, beside the
// screen's own chunk, rather than in the entry (issue 8: first-load JS).
export const getNotifications = async () => (await import('@tote/api-client/orders')).getNotifications();

export const notificationsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.notifications, queryFn: getNotifications });

export const useNotifications = () => useQuery(notificationsQueryOptions());
