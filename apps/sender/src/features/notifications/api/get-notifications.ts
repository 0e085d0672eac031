import { queryOptions, useQuery } from '@tanstack/react-query';
import { getNotifications } from '@tote/api-client/orders';
import { queryKeys } from '../../../lib/query-keys';

export { getNotifications };

export const notificationsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.notifications, queryFn: getNotifications });

export const useNotifications = () => useQuery(notificationsQueryOptions());
