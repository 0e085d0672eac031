import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProfile } from '@tote/api-client/profiles';

export { getProfile };

/** Keys of this feature's queries: a profile and, under it, its reviews. */
export const profileKeys = {
  profile: (userId: string) => ['profiles', userId] as const,
  reviews: (userId: string) => ['profiles', userId, 'reviews'] as const,
};

export const profileQueryOptions = (userId: string) =>
  queryOptions({ queryKey: profileKeys.profile(userId), queryFn: () => getProfile(userId) });

/** GET /users/:userId/profile: name, place, photo, rating, review count, deliveries. */
export const useProfile = (userId: string) => useQuery(profileQueryOptions(userId));
