import { ApiErrorSchema } from '@tote/validation/errors';
import {
  CreateTripSchema,
  RejectTripSchema,
  TripIdParamsSchema,
  TripListQuerySchema,
  TripPageSchema,
  TripSchema,
} from '@tote/validation/trips';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/session';
import { createTripsService } from './trips.service';

const ERRORS = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

/** HTTP only: parses, calls trips.service.ts, shapes the answer. Access per route: plugins/session.ts. */
export const tripsRoutes: FastifyPluginAsyncZod = async (app) => {
  const trips = createTripsService({ db: app.db, clock: app.clock });

  app.post(
    '/trips',
    {
      config: { access: 'verified-traveler' },
      schema: {
        tags: ['trips'],
        summary: 'Share a flight (a verified traveler); it waits for staff approval',
        description:
          'Dates and times as typed at each airport, with its IANA time zone; the server checks that the ' +
          'departure is in the future and the arrival after it. 403 traveler_not_verified before the ID check ' +
          'is approved.',
        body: CreateTripSchema,
        response: { 201: TripSchema, ...ERRORS },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await trips.createTrip(currentUser(request), request.body)),
  );

  app.get(
    '/trips',
    {
      config: { access: ['traveler', 'staff'] },
      schema: {
        tags: ['trips'],
        summary: 'The traveler’s own trips (staff: all); filter pending, approved or past, or one status',
        querystring: TripListQuerySchema,
        response: { 200: TripPageSchema, ...ERRORS },
      },
    },
    async (request) => trips.listTrips(currentUser(request), request.query),
  );

  app.get(
    '/trips/:tripId',
    {
      config: { access: ['traveler', 'staff'] },
      schema: {
        tags: ['trips'],
        summary: 'One trip (its traveler or staff; 404 for anyone else)',
        params: TripIdParamsSchema,
        response: { 200: TripSchema, ...ERRORS },
      },
    },
    async (request) => trips.getTrip(currentUser(request), request.params.tripId),
  );

  app.post(
    '/trips/:tripId/cancel',
    {
      config: { access: 'traveler' },
      schema: {
        tags: ['trips'],
        summary:
          'Withdraw an open trip (its traveler); 409 trip_has_deliveries while it carries an order, 409 trip_closed',
        params: TripIdParamsSchema,
        body: z.object({}).nullish(), // the app sends none
        response: { 200: TripSchema, 409: ApiErrorSchema, ...ERRORS },
      },
    },
    async (request) => trips.cancelTrip(currentUser(request), request.params.tripId),
  );

  app.post(
    '/trips/:tripId/approve',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['trips'],
        summary: 'Staff: approve a pending trip (the traveler is notified); 409 trip_not_pending',
        params: TripIdParamsSchema,
        body: z.object({}).nullish(), // the app sends none
        response: { 200: TripSchema, 409: ApiErrorSchema, ...ERRORS },
      },
    },
    async (request) => trips.approveTrip(currentUser(request), request.params.tripId),
  );

  app.post(
    '/trips/:tripId/reject',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['trips'],
        summary: 'Staff: reject a pending trip with a reason the traveler reads; 409 trip_not_pending',
        params: TripIdParamsSchema,
        body: RejectTripSchema,
        response: { 200: TripSchema, 409: ApiErrorSchema, ...ERRORS },
      },
    },
    async (request) => trips.rejectTrip(currentUser(request), request.params.tripId, request.body),
  );
};
