import * as contract from '@tote/validation/contracts/matches';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../contract-route';
import { currentUser } from '../../plugins/session';
import { createMatchesService } from './matches.service';

/** HTTP only: the contracts in @tote/validation/contracts/matches, answered by matches.service.ts. */
export const matchesRoutes: FastifyPluginAsyncZod = async (app) => {
  const matches = createMatchesService({ db: app.db, clock: app.clock, payments: app.payments });

  app.route({
    ...routeOf(contract.getTravelerCandidates),
    handler: async (request) => matches.travelerCandidates(request.params.deliveryId, request.query),
  });

  app.route({
    ...routeOf(contract.getSenderCandidates),
    handler: async (request) => matches.senderCandidates(request.params.tripId, request.query),
  });

  app.route({
    ...routeOf(contract.createMatch),
    handler: async (request, reply) =>
      reply.code(201).send(await matches.match(currentUser(request), request.body)),
  });

  app.route({
    ...routeOf(contract.listMatches),
    handler: async (request) => matches.listMatches(currentUser(request), request.query),
  });

  app.route({
    ...routeOf(contract.getMatch),
    handler: async (request) => matches.getMatch(request.params.matchId),
  });

  app.route({
    ...routeOf(contract.unmatch),
    handler: async (request) => matches.unmatch(currentUser(request), request.params.matchId),
  });
};
