import { queryOptions, useQuery } from '@tanstack/react-query';
import { getReviews } from '@tote/api-client/profiles';
import { profileKeys } from './get-profile';

export const reviewsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: profileKeys.reviews(userId), queryFn: () => getReviews(userId) });

/** GET /users/:userId/reviews, newest first. */
export const useReviews = (userId: string) => useQuery(reviewsQueryOptions(userId));
