import { queryOptions, useQuery } from '@tanstack/react-query';
import { getOrderOverview } from '@tote/api-client/orders';
import { queryKeys } from '../../../lib/query-keys';

export { getOrderOverview };

/** The home tiles: the delivery on its way and this month's count. */
export const orderOverviewQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.orders.overview(), queryFn: getOrderOverview });

export const useOrderOverview = () => useQuery(orderOverviewQueryOptions());
