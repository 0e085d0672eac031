import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@tote/api-client/client';
import { getReceiverTracking } from '@tote/api-client/receiver-links';
import { RECEIVER_TRACKING_REFRESH_MS } from '@tote/validation/receiver-links';

export { getReceiverTracking };

/** The API's one answer for an unknown, replaced, turned-off or expired link. */
export const isLinkGone = (error: unknown) => error instanceof ApiError && error.status === 404;

export const receiverTrackingQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['receiver-tracking', token],
    queryFn: () => getReceiverTracking(token),
    retry: (failureCount, error) => !isLinkGone(error) && failureCount < 1,
    // The live event stream is for signed-in people: the open page asks again every 30 s instead, and stops
    // once the link no longer works.
    refetchInterval: (query) => (isLinkGone(query.state.error) ? false : RECEIVER_TRACKING_REFRESH_MS),
  });

/** GET /receiver-links/:token: the delivery as its receiver sees it (ADR 021). */
export const useReceiverTracking = (token: string) => useQuery(receiverTrackingQueryOptions(token));
