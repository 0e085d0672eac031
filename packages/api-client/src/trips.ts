import {
  type CreateTripInput,
  type DeliveryListQuery,
  DeliveryPageSchema,
  DeliverySchema,
  type RejectTrip,
  TravelerOverviewSchema,
  TravelerProfileSchema,
  type TripListQuery,
  TripPageSchema,
  TripSchema,
} from '@tote/validation/trips';
import { request } from './client';

const tripPath = (tripId: string) => `trips/${encodeURIComponent(tripId)}`;
const deliveryPath = (deliveryId: string) => `deliveries/${encodeURIComponent(deliveryId)}`;

function pageParams(query: Record<string, unknown>) {
  const searchParams = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    const text = typeof value === 'string' ? value.trim() : value;
    if (text !== undefined && text !== '') searchParams.set(name, String(text));
  }
  return searchParams;
}

/** POST /trips: a verified traveler shares a flight; it waits for staff approval. */
export const createTrip = (trip: CreateTripInput) =>
  request(TripSchema, 'trips', { method: 'post', json: trip });

/** GET /trips: the traveler's own trips (staff: every trip), one page. */
export const getTrips = (query: TripListQuery = {}) =>
  request(TripPageSchema, 'trips', { searchParams: pageParams(query) });

export const getTrip = (tripId: string) => request(TripSchema, tripPath(tripId));

/** POST /trips/:tripId/cancel: 409 trip_has_deliveries while it carries an order. */
export const cancelTrip = (tripId: string) =>
  request(TripSchema, `${tripPath(tripId)}/cancel`, { method: 'post' });

/** Staff: POST /trips/:tripId/approve. */
export const approveTrip = (tripId: string) =>
  request(TripSchema, `${tripPath(tripId)}/approve`, { method: 'post' });

/** Staff: POST /trips/:tripId/reject with a reason the traveler reads. */
export const rejectTrip = (tripId: string, body: RejectTrip) =>
  request(TripSchema, `${tripPath(tripId)}/reject`, { method: 'post', json: body });

/** GET /deliveries: orders matched to the traveler's trips, one tab, searched on the server. */
export const getDeliveries = (query: DeliveryListQuery = {}) =>
  request(DeliveryPageSchema, 'deliveries', { searchParams: pageParams(query) });

/** GET /deliveries/overview: the traveler's home tiles. */
export const getTravelerOverview = () => request(TravelerOverviewSchema, 'deliveries/overview');

export const getDelivery = (deliveryId: string) => request(DeliverySchema, deliveryPath(deliveryId));

/** POST /deliveries/:deliveryId/picked-up: matched -> shipping. */
export const markPickedUp = (deliveryId: string) =>
  request(DeliverySchema, `${deliveryPath(deliveryId)}/picked-up`, { method: 'post' });

/** POST /deliveries/:deliveryId/delivered: the receiver's hand-over code and an optional photo. */
export function markDelivered(deliveryId: string, code: string, photo?: File) {
  const body = new FormData();
  body.set('code', code);
  if (photo) body.append('photo', photo, photo.name);
  return request(DeliverySchema, `${deliveryPath(deliveryId)}/delivered`, { method: 'post', body });
}

/** GET /users/:userId/traveler-profile: staff, the traveler, and senders whose order they carry. */
export const getTravelerProfile = (userId: string) =>
  request(TravelerProfileSchema, `users/${encodeURIComponent(userId)}/traveler-profile`);
