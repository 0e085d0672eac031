import { queryOptions, useQuery } from '@tanstack/react-query';
import { getOrderReviews } from '@tote/api-client/reviews';
import { webQueryKeys } from '../query-keys';

export const orderReviewsQueryOptions = (deliveryId: string) =>
  queryOptions({
    queryKey: webQueryKeys.reviews.order(deliveryId),
    queryFn: () => getOrderReviews(deliveryId),
  });

/** GET /orders/:deliveryId/reviews: the viewer's review, the other's once shown, and the window. */
export const useOrderReviews = (deliveryId: string) => useQuery(orderReviewsQueryOptions(deliveryId));
