import { z } from 'zod';
import { commonErrors, defineRoute } from '../contract';
import {
  CandidateQuerySchema,
  CreateMatchSchema,
  MatchIdParamsSchema,
  MatchListQuerySchema,
  MatchPageSchema,
  MatchSchema,
  matchErrors,
  SenderCandidatePageSchema,
  TravelerCandidatePageSchema,
} from '../matches';
import { DeliveryIdParamsSchema } from '../orders';
import { TripIdParamsSchema } from '../trips';

// Matching orders with trips: staff only (the admin console's Traveler in Sync, Sender in Sync, Active Log).
const tags = ['matches'] as const;

export const getTravelerCandidates = defineRoute({
  operationId: 'getTravelerCandidates',
  method: 'GET',
  path: '/orders/:deliveryId/candidates',
  access: 'staff',
  tags,
  summary:
    'Traveler in Sync: approved future trips on the order’s route with room for it, soonest arrival first',
  description:
    'Trips from the order’s pickup country to its delivery country, departing after the server’s now, with ' +
    'remaining capacity ≥ the order’s weight. Each row carries the cost of carrying the order (its weight × ' +
    'the trip’s fee per kg).',
  params: DeliveryIdParamsSchema,
  query: CandidateQuerySchema,
  status: 200,
  response: TravelerCandidatePageSchema,
  errors: [matchErrors.orderNotOpen],
});

export const getSenderCandidates = defineRoute({
  operationId: 'getSenderCandidates',
  method: 'GET',
  path: '/trips/:tripId/candidates',
  access: 'staff',
  tags,
  summary: 'Sender in Sync: orders waiting on the trip’s route that fit its remaining room, oldest first',
  params: TripIdParamsSchema,
  query: CandidateQuerySchema,
  status: 200,
  response: SenderCandidatePageSchema,
  errors: [matchErrors.tripNotOpen],
});

export const createMatch = defineRoute({
  operationId: 'createMatch',
  method: 'POST',
  path: '/matches',
  access: 'staff',
  tags,
  summary: 'Match With: put an order on a trip (one transaction, rows locked: never overbooks)',
  description:
    'The order, then the trip, are locked (SELECT … FOR UPDATE, always in that order). order_already_matched ' +
    'when another staff member matched it first. The sender and the traveler are notified.',
  body: CreateMatchSchema,
  status: 201,
  response: MatchSchema,
  errors: [
    commonErrors.notFound,
    matchErrors.orderAlreadyMatched,
    matchErrors.orderNotOpen,
    matchErrors.tripNotApproved,
    matchErrors.tripDeparted,
    matchErrors.routeMismatch,
    matchErrors.tripFull,
  ],
});

export const listMatches = defineRoute({
  operationId: 'listMatches',
  method: 'GET',
  path: '/matches',
  access: 'staff',
  tags,
  summary: 'Matches, newest first; mine=true: the staff member’s Active Log',
  query: MatchListQuerySchema,
  status: 200,
  response: MatchPageSchema,
  errors: [],
});

export const getMatch = defineRoute({
  operationId: 'getMatch',
  method: 'GET',
  path: '/matches/:matchId',
  access: 'staff',
  tags,
  summary: 'One match (with its unmatch deadline)',
  params: MatchIdParamsSchema,
  status: 200,
  response: MatchSchema,
  errors: [],
});

export const unmatch = defineRoute({
  operationId: 'unmatch',
  method: 'POST',
  path: '/matches/:matchId/unmatch',
  access: 'staff',
  tags,
  summary: 'Undo a match within 24 hours and before pick-up (the order waits for a traveler again)',
  description:
    'The window is the server’s clock against the match time. The trip gets its room back; the sender and ' +
    'the traveler are notified.',
  params: MatchIdParamsSchema,
  body: z.object({}).nullish(), // the app sends none
  status: 200,
  response: MatchSchema,
  errors: [matchErrors.unmatchWindowPassed, matchErrors.alreadyPickedUp, matchErrors.matchEnded],
});
