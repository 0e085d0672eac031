import * as contract from '@tote/validation/contracts/trips';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../contract-route';
import { currentUser } from '../../plugins/session';
import { createTripsService } from './trips.service';

/** HTTP only: the contracts in @tote/validation/contracts/trips, answered by trips.service.ts. */
export const tripsRoutes: FastifyPluginAsyncZod<{ limitFactor?: number }> = async (app, { limitFactor }) => {
  const trips = createTripsService({ db: app.db, clock: app.clock, limitFactor });

  app.route({
    ...routeOf(contract.createTrip),
    handler: async (request, reply) =>
      reply.code(201).send(await trips.createTrip(currentUser(request), request.body)),
  });

  app.route({
    ...routeOf(contract.listTrips),
    handler: async (request) => trips.listTrips(currentUser(request), request.query),
  });

  app.route({
    ...routeOf(contract.getTrip),
    handler: async (request) => trips.getTrip(currentUser(request), request.params.tripId),
  });

  app.route({
    ...routeOf(contract.cancelTrip),
    handler: async (request) => trips.cancelTrip(currentUser(request), request.params.tripId),
  });

  app.route({
    ...routeOf(contract.approveTrip),
    handler: async (request) => trips.approveTrip(currentUser(request), request.params.tripId),
  });

  app.route({
    ...routeOf(contract.rejectTrip),
    handler: async (request) => trips.rejectTrip(currentUser(request), request.params.tripId, request.body),
  });
};
