import { z } from 'zod';
import { defineRoute } from '../contract';
import {
  CreateTripSchema,
  RejectTripSchema,
  TripIdParamsSchema,
  TripListQuerySchema,
  TripPageSchema,
  TripSchema,
  tripErrors,
} from '../trips';

// Trips: travelers share flights, staff review them.
const tags = ['trips'] as const;

export const createTrip = defineRoute({
  operationId: 'createTrip',
  method: 'POST',
  path: '/trips',
  access: 'verified-traveler',
  tags,
  summary: 'Share a flight (a verified traveler); it waits for staff approval',
  description:
    'Dates and times as typed at each airport, with its IANA time zone; the server checks that the ' +
    'departure is in the future and the arrival after it. 403 traveler_not_verified before the ID check ' +
    'is approved. A traveler shares at most 10 trips an hour and 20 a day: 429 too_many_trips with ' +
    'Retry-After.',
  body: CreateTripSchema,
  status: 201,
  response: TripSchema,
  errors: [tripErrors.tooManyTrips],
});

export const listTrips = defineRoute({
  operationId: 'listTrips',
  method: 'GET',
  path: '/trips',
  access: ['traveler', 'staff'],
  tags,
  summary: 'The traveler’s own trips (staff: all); filter pending, approved or past, or one status',
  description:
    '`filter`: pending and approved are trips not landed yet; past is every trip no longer open (landed, ' +
    'rejected, cancelled). `status` filters on the status itself.',
  query: TripListQuerySchema,
  status: 200,
  response: TripPageSchema,
  errors: [],
});

export const getTrip = defineRoute({
  operationId: 'getTrip',
  method: 'GET',
  path: '/trips/:tripId',
  access: ['traveler', 'staff'],
  tags,
  summary: 'One trip (its traveler or staff; 404 for anyone else)',
  params: TripIdParamsSchema,
  status: 200,
  response: TripSchema,
  errors: [],
});

export const cancelTrip = defineRoute({
  operationId: 'cancelTrip',
  method: 'POST',
  path: '/trips/:tripId/cancel',
  access: 'traveler',
  tags,
  summary:
    'Withdraw an open trip (its traveler); 409 trip_has_deliveries while it carries an order, 409 trip_closed',
  description: 'trip_closed once the trip was rejected, cancelled or has departed.',
  params: TripIdParamsSchema,
  body: z.object({}).nullish(), // the app sends none
  status: 200,
  response: TripSchema,
  errors: [tripErrors.tripClosed, tripErrors.tripHasDeliveries],
});

export const approveTrip = defineRoute({
  operationId: 'approveTrip',
  method: 'POST',
  path: '/trips/:tripId/approve',
  access: 'staff',
  tags,
  summary: 'Staff: approve a pending trip (the traveler is notified); 409 trip_not_pending',
  params: TripIdParamsSchema,
  body: z.object({}).nullish(), // the app sends none
  status: 200,
  response: TripSchema,
  errors: [tripErrors.tripNotPending],
});

export const rejectTrip = defineRoute({
  operationId: 'rejectTrip',
  method: 'POST',
  path: '/trips/:tripId/reject',
  access: 'staff',
  tags,
  summary: 'Staff: reject a pending trip with a reason the traveler reads; 409 trip_not_pending',
  params: TripIdParamsSchema,
  body: RejectTripSchema,
  status: 200,
  response: TripSchema,
  errors: [tripErrors.tripNotPending],
});
