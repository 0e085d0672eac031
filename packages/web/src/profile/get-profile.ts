import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProfile } from '@tote/api-client/profiles';
import { webQueryKeys } from '../query-keys';

/** Keys of the profile queries: a profile and, under it, its reviews. */
export const profileKeys = webQueryKeys.profiles;

export const profileQueryOptions = (userId: string) =>
  queryOptions({ queryKey: profileKeys.profile(userId), queryFn: () => getProfile(userId) });

/** GET /users/:userId/profile: name, place, photo, rating, review count, deliveries. */
export const useProfile = (userId: string) => useQuery(profileQueryOptions(userId));
