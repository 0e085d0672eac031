import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getMatches } from '@tote/api-client/admin';
import type { MatchListQuery } from '@tote/validation/matches';
import { queryKeys } from '../../../lib/query-keys';

export { getMatches };

/** GET /matches (mine: the staff member's Active Log, newest first). */
export const matchesQueryOptions = (query: MatchListQuery) =>
  queryOptions({
    queryKey: queryKeys.matches.list(query),
    queryFn: () => getMatches(query),
    placeholderData: keepPreviousData,
  });

export const useMatches = (query: MatchListQuery) => useQuery(matchesQueryOptions(query));
