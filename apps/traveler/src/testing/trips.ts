// Test-only: API answers shaped by the contract's schemas (parsed here, so a stub never drifts from them).
import { nextCode, nextDeliveryId, uuidOf } from '@tote/testing/ids';
import { sessionAs } from '@tote/testing/render';
import type { Session, TravelerStatus } from '@tote/validation/accounts';
import {
  type Delivery,
  type DeliveryPage,
  DeliveryPageSchema,
  DeliverySchema,
  DeliverySummarySchema,
  type TravelerOverview,
  TravelerOverviewSchema,
  type Trip,
  type TripPage,
  TripPageSchema,
  TripSchema,
} from '@tote/validation/trips';

export { nextDeliveryId };

export function buildTrip(overrides: Partial<Trip> = {}): Trip {
  const bookingId = overrides.bookingId ?? nextCode('BK');
  return TripSchema.parse({
    id: uuidOf(),
    bookingId,
    travelerId: 'user-1',
    travelerName: 'Ada Lovelace',
    status: 'pending',
    departureCity: 'Lagos',
    departureCountry: 'NG',
    departureAt: '2030-03-03T07:00:00.000Z',
    departureTimeZone: 'Africa/Lagos',
    arrivalCity: 'Kigali',
    arrivalCountry: 'RW',
    arrivalAddress: 'Kigali International Airport',
    arrivalAt: '2030-03-03T11:00:00.000Z',
    arrivalTimeZone: 'Africa/Kigali',
    airline: 'RwandAir',
    flightNumber: 'WB203',
    weightKg: 10,
    remainingKg: 10,
    feePerKg: { amountMinor: 1500, currency: 'USD' },
    deliveryCount: 0,
    rejectionReason: null,
    canCancel: true,
    createdAt: '2030-03-01T09:00:00.000Z',
    ...overrides,
  });
}

export function buildTripPage(trips: Trip[], page: Partial<Omit<TripPage, 'trips'>> = {}): TripPage {
  return TripPageSchema.parse({ trips, total: trips.length, page: 1, pageSize: 10, ...page });
}

/** A delivery the traveler carries: matched to their trip, not picked up yet, unless told. */
export function buildDelivery(overrides: Partial<Delivery> = {}): Delivery {
  const deliveryId = overrides.deliveryId ?? nextDeliveryId();
  return DeliverySchema.parse({
    deliveryId,
    category: 'Gadgets',
    itemNames: ['Laptop', 'Charger'],
    senderName: 'Grace Hopper',
    pickupCountry: 'NG',
    deliveryAddress: 'KG 7 Ave, Kigali',
    deliveryCountry: 'RW',
    status: 'matched',
    travelerName: 'Ada Lovelace',
    createdAt: '2030-03-01T09:00:00.000Z',
    updatedAt: '2030-03-02T09:00:00.000Z',
    senderId: 'user-7',
    senderAvatarUrl: null,
    pickupAddress: '12 Marina Road, Lagos',
    receiverName: 'Alan Turing',
    receiverPhone: '+250788123456',
    weightKg: 2.5,
    earnings: { amountMinor: 3750, currency: 'USD' },
    images: [{ id: 'img-1', url: `/api/v1/orders/${deliveryId}/images/img-1`, contentType: 'image/png' }],
    events: [
      { id: 'ev-1', type: 'placed', note: null, createdAt: '2030-03-01T09:00:00.000Z' },
      { id: 'ev-2', type: 'matched', note: null, createdAt: '2030-03-02T09:00:00.000Z' },
    ],
    trip: {
      id: '00000000-0000-4000-8000-000000000001',
      bookingId: 'BK-7K3Q9M',
      airline: 'RwandAir',
      flightNumber: 'WB203',
      departureCity: 'Lagos',
      departureCountry: 'NG',
      departureAt: '2030-03-03T07:00:00.000Z',
      arrivalCity: 'Kigali',
      arrivalCountry: 'RW',
      arrivalAt: '2030-03-03T11:00:00.000Z',
    },
    estimatedArrivalAt: '2030-03-03T11:00:00.000Z',
    flightLanded: false,
    canPickUp: true,
    canDeliver: false,
    handOverAttemptsLeft: 5,
    handOverPhotoUrl: null,
    ...overrides,
  });
}

/** The same delivery once the traveler has picked it up (status shipping). */
export function buildShippingDelivery(overrides: Partial<Delivery> = {}): Delivery {
  const matched = buildDelivery(overrides);
  return buildDelivery({
    ...matched,
    status: 'shipping',
    events: [
      ...matched.events,
      { id: 'ev-3', type: 'shipping', note: null, createdAt: '2030-03-03T06:00:00.000Z' },
    ],
    canPickUp: false,
    canDeliver: true,
    // At the destination: the hand-over asks nothing more (a delivery before landing: flightLanded false).
    flightLanded: true,
    ...overrides,
  });
}

export function buildDeliveryPage(
  deliveries: Delivery[],
  page: Partial<Omit<DeliveryPage, 'deliveries'>> = {},
): DeliveryPage {
  return DeliveryPageSchema.parse({
    deliveries: deliveries.map((delivery) => DeliverySummarySchema.parse(delivery)),
    total: deliveries.length,
    page: 1,
    pageSize: 10,
    ...page,
  });
}

export function buildTravelerOverview(overrides: Partial<TravelerOverview> = {}): TravelerOverview {
  return TravelerOverviewSchema.parse({
    nextDelivery: null,
    monthlyDelivered: 0,
    verification: 'approved',
    ...overrides,
  });
}

/** A traveler-only session whose ID check stands at `travelerStatus` (verified unless told). */
export function travelerSession(travelerStatus: TravelerStatus = 'verified'): Session {
  const session = sessionAs('traveler');
  return { ...session, user: { ...session.user, travelerStatus } };
}
