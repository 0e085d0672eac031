import * as deliveries from '@tote/validation/contracts/deliveries';
import * as trips from '@tote/validation/contracts/trips';
import type { CreateTripInput, DeliveryListQuery, RejectTrip, TripListQuery } from '@tote/validation/trips';
import { call } from './client';

/** POST /trips: a verified traveler shares a flight; it waits for staff approval. */
export const createTrip = (trip: CreateTripInput) => call(trips.createTrip, { json: trip });

/** GET /trips: the traveler's own trips (staff: every trip), one page. */
export const getTrips = (query: TripListQuery = {}) => call(trips.listTrips, { query });

export const getTrip = (tripId: string) => call(trips.getTrip, { params: { tripId } });

/** POST /trips/:tripId/cancel: 409 trip_has_deliveries while it carries an order. */
export const cancelTrip = (tripId: string) => call(trips.cancelTrip, { params: { tripId }, json: undefined });

/** Staff: POST /trips/:tripId/approve. */
export const approveTrip = (tripId: string) =>
  call(trips.approveTrip, { params: { tripId }, json: undefined });

/** Staff: POST /trips/:tripId/reject with a reason the traveler reads. */
export const rejectTrip = (tripId: string, body: RejectTrip) =>
  call(trips.rejectTrip, { params: { tripId }, json: body });

/** GET /deliveries: orders matched to the traveler's trips, one tab, searched on the server. */
export const getDeliveries = (query: DeliveryListQuery = {}) => call(deliveries.listDeliveries, { query });

/** GET /deliveries/overview: the traveler's home tiles. */
export const getTravelerOverview = () => call(deliveries.getTravelerOverview, {});

export const getDelivery = (deliveryId: string) => call(deliveries.getDelivery, { params: { deliveryId } });

/** POST /deliveries/:deliveryId/picked-up: matched -> shipping. */
export const markPickedUp = (deliveryId: string) =>
  call(deliveries.markPickedUp, { params: { deliveryId }, json: undefined });

/** POST /deliveries/:deliveryId/delivered: the receiver's hand-over code and an optional photo. */
export function markDelivered(deliveryId: string, code: string, photo?: File) {
  const form = new FormData();
  form.set('code', code);
  if (photo) form.append('photo', photo, photo.name);
  return call(deliveries.markDelivered, { params: { deliveryId }, form });
}

/** GET /users/:userId/traveler-profile: staff, the traveler, and senders whose order they carry. */
export const getTravelerProfile = (userId: string) =>
  call(deliveries.getTravelerProfile, { params: { userId } });
