import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getSenderCandidates, getTravelerCandidates } from '@tote/api-client/admin';
import type { CandidateQuery } from '@tote/validation/matches';
import { queryKeys } from '../../../lib/query-keys';

export { getSenderCandidates, getTravelerCandidates };

/** /sender-m Traveler in Sync: trips that could carry the order, soonest arrival first. */
export const travelerCandidatesQueryOptions = (deliveryId: string, query: CandidateQuery) =>
  queryOptions({
    queryKey: queryKeys.candidates.travelers(deliveryId, query),
    queryFn: () => getTravelerCandidates(deliveryId, query),
    placeholderData: keepPreviousData,
  });

/** /traveler-m Sender in Sync: orders the trip could carry, oldest first. */
export const senderCandidatesQueryOptions = (tripId: string, query: CandidateQuery) =>
  queryOptions({
    queryKey: queryKeys.candidates.senders(tripId, query),
    queryFn: () => getSenderCandidates(tripId, query),
    placeholderData: keepPreviousData,
  });

export const useTravelerCandidates = (deliveryId: string, query: CandidateQuery) =>
  useQuery(travelerCandidatesQueryOptions(deliveryId, query));
export const useSenderCandidates = (tripId: string, query: CandidateQuery) =>
  useQuery(senderCandidatesQueryOptions(tripId, query));
