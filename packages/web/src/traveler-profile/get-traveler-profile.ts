import { queryOptions, useQuery } from '@tanstack/react-query';
import { getTravelerProfile } from '@tote/api-client/trips';
import { webQueryKeys } from '../query-keys';

export const travelerProfileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: webQueryKeys.profiles.traveler(userId),
    queryFn: () => getTravelerProfile(userId),
  });

/**
 * GET /users/:userId/traveler-profile: photo, location, items delivered, rating and reviews. Staff, the
 * traveler, and senders whose order the traveler carries see it; anyone else gets 404.
 */
export const useTravelerProfile = (userId: string) => useQuery(travelerProfileQueryOptions(userId));
