import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getVerifications } from '@tote/api-client/admin';
import type { VerificationListQuery } from '@tote/validation/admin';
import { queryKeys } from '../../../lib/query-keys';

export { getVerifications };

/** GET /traveler-verifications: the pending travelers, oldest submission first, paged on the server. */
export const verificationsQueryOptions = (query: VerificationListQuery) =>
  queryOptions({
    queryKey: queryKeys.verifications.list(query),
    queryFn: () => getVerifications(query),
    placeholderData: keepPreviousData,
  });

export const useVerifications = (query: VerificationListQuery) => useQuery(verificationsQueryOptions(query));
