import { queryOptions, useQuery } from '@tanstack/react-query';
import { listAdminReviews } from '@tote/api-client/reviews';
import { queryKeys } from '../../../lib/query-keys';

export type ReviewsFilter = { kind: 'reported' } | { kind: 'about'; userId: string };

export const adminReviewsQueryOptions = (filter: ReviewsFilter) =>
  queryOptions({
    queryKey:
      filter.kind === 'reported' ? queryKeys.reviews.reported() : queryKeys.reviews.about(filter.userId),
    queryFn: () =>
      listAdminReviews(
        filter.kind === 'reported' ? { filter: 'reported' } : { filter: 'subject', subjectId: filter.userId },
      ),
  });

/** GET /admin/reviews: the open reports (oldest first), or every review about one person. */
export const useAdminReviews = (filter: ReviewsFilter) => useQuery(adminReviewsQueryOptions(filter));
