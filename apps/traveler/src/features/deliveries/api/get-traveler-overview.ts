import { queryOptions, useQuery } from '@tanstack/react-query';
import { getTravelerOverview } from '@tote/api-client/trips';
import { queryKeys } from '../../../lib/query-keys';

export { getTravelerOverview };

/** The Overview's tiles: the next delivery, this month's delivered count, the ID check. */
export const travelerOverviewQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.deliveries.overview(), queryFn: getTravelerOverview });

export const useTravelerOverview = () => useQuery(travelerOverviewQueryOptions());
