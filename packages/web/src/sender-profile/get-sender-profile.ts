import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSenderProfile } from '@tote/api-client/reviews';
import { webQueryKeys } from '../query-keys';

export const senderProfileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: webQueryKeys.profiles.sender(userId),
    queryFn: () => getSenderProfile(userId),
  });

/**
 * GET /users/:userId/sender-profile: photo, location, items sent, rating and reviews, Add Review and Message.
 * Staff, the sender, and travelers who carry or carried their order see it; anyone else gets 404.
 */
export const useSenderProfile = (userId: string) => useQuery(senderProfileQueryOptions(userId));
