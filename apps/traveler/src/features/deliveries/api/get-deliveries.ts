import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getDeliveries } from '@tote/api-client/trips';
import type { DeliveryListQuery } from '@tote/validation/trips';
import { queryKeys } from '../../../lib/query-keys';

export { getDeliveries };

/** One page of the orders matched to the traveler's trips; the key holds tab, q and page. */
export const deliveriesQueryOptions = (query: DeliveryListQuery) =>
  queryOptions({
    queryKey: queryKeys.deliveries.list(query),
    queryFn: () => getDeliveries(query),
    // Keep the current rows on screen while the next page or search loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });

export const useDeliveries = (query: DeliveryListQuery) => useQuery(deliveriesQueryOptions(query));
