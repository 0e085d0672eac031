import { ApiErrorSchema } from '@tote/validation/errors';
import {
  CandidateQuerySchema,
  CreateMatchSchema,
  MatchIdParamsSchema,
  MatchListQuerySchema,
  MatchPageSchema,
  MatchSchema,
  SenderCandidatePageSchema,
  TravelerCandidatePageSchema,
} from '@tote/validation/matches';
import { DeliveryIdParamsSchema } from '@tote/validation/orders';
import { TripIdParamsSchema } from '@tote/validation/trips';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/session';
import { createMatchesService } from './matches.service';

const ERRORS = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

/** HTTP only: parses, calls matches.service.ts, shapes the answer. Staff only (spec §2 admin screens). */
export const matchesRoutes: FastifyPluginAsyncZod = async (app) => {
  const matches = createMatchesService({ db: app.db, clock: app.clock });

  app.get(
    '/orders/:deliveryId/candidates',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['matches'],
        summary:
          'Traveler in Sync: approved future trips on the order’s route with room for it, soonest arrival first',
        description:
          'Each row carries the cost of carrying the order (its weight × the trip’s fee per kg). 409 ' +
          'order_not_open when the order is not waiting for a traveler.',
        params: DeliveryIdParamsSchema,
        querystring: CandidateQuerySchema,
        response: { 200: TravelerCandidatePageSchema, 409: ApiErrorSchema, ...ERRORS },
      },
    },
    async (request) => matches.travelerCandidates(request.params.deliveryId, request.query),
  );

  app.get(
    '/trips/:tripId/candidates',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['matches'],
        summary:
          'Sender in Sync: orders waiting on the trip’s route that fit its remaining room, oldest first',
        description: '409 trip_not_open when the trip is not approved or has departed.',
        params: TripIdParamsSchema,
        querystring: CandidateQuerySchema,
        response: { 200: SenderCandidatePageSchema, 409: ApiErrorSchema, ...ERRORS },
      },
    },
    async (request) => matches.senderCandidates(request.params.tripId, request.query),
  );

  app.post(
    '/matches',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['matches'],
        summary: 'Match With: put an order on a trip (one transaction, rows locked: never overbooks)',
        description:
          '409 order_already_matched when another staff member matched it first; 409 order_not_open, ' +
          'trip_not_approved, trip_departed, route_mismatch, trip_full. The sender and the traveler are notified.',
        body: CreateMatchSchema,
        response: { 201: MatchSchema, 409: ApiErrorSchema, ...ERRORS },
      },
    },
    async (request, reply) => reply.code(201).send(await matches.match(currentUser(request), request.body)),
  );

  app.get(
    '/matches',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['matches'],
        summary: 'Matches, newest first; mine=true: the staff member’s Active Log',
        querystring: MatchListQuerySchema,
        response: { 200: MatchPageSchema, ...ERRORS },
      },
    },
    async (request) => matches.listMatches(currentUser(request), request.query),
  );

  app.get(
    '/matches/:matchId',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['matches'],
        summary: 'One match (with its unmatch deadline)',
        params: MatchIdParamsSchema,
        response: { 200: MatchSchema, ...ERRORS },
      },
    },
    async (request) => matches.getMatch(request.params.matchId),
  );

  app.post(
    '/matches/:matchId/unmatch',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['matches'],
        summary: 'Undo a match within 24 hours and before pick-up (the order waits for a traveler again)',
        description:
          '409 unmatch_window_passed ("Matches made after 24 hours cannot be Unmatched."), 409 ' +
          'already_picked_up, 409 match_ended. The trip gets its room back; the sender and traveler are notified.',
        params: MatchIdParamsSchema,
        body: z.object({}).nullish(), // the app sends none
        response: { 200: MatchSchema, 409: ApiErrorSchema, ...ERRORS },
      },
    },
    async (request) => matches.unmatch(currentUser(request), request.params.matchId),
  );
};
