// Test-only: API answers shaped by the contract's schemas (parsed here, so a stub never drifts from them).
import { nextCode, nextNumber, uuidOf } from '@tote/testing/ids';
import {
  type AdminOrderPage,
  AdminOrderPageSchema,
  type AdminOrderSummary,
  AdminOrderSummarySchema,
  type AdminSearchResult,
  AdminSearchResultSchema,
  type AdminStats,
  AdminStatsSchema,
  type AdminTripPage,
  AdminTripPageSchema,
  type AdminUserSummary,
  AdminUserSummarySchema,
  type Verification,
  type VerificationPage,
  VerificationPageSchema,
  VerificationSchema,
} from '@tote/validation/admin';
import {
  type Match,
  type MatchPage,
  MatchPageSchema,
  MatchSchema,
  type SenderCandidate,
  type SenderCandidatePage,
  SenderCandidatePageSchema,
  SenderCandidateSchema,
  type TravelerCandidate,
  type TravelerCandidatePage,
  TravelerCandidatePageSchema,
  TravelerCandidateSchema,
} from '@tote/validation/matches';
import { type Order, OrderSchema } from '@tote/validation/orders';
import { type Profile, ProfileSchema } from '@tote/validation/profiles';
import { type Trip, TripSchema } from '@tote/validation/trips';

/** An order waiting for a traveler (processing), Lagos to Kigali, unless told. */
export function buildOrder(overrides: Partial<Order> = {}): Order {
  const deliveryId = overrides.deliveryId ?? nextCode('TT');
  return OrderSchema.parse({
    id: uuidOf(),
    deliveryId,
    category: 'Gadgets',
    itemNames: ['Laptop', 'Charger'],
    pickupCountry: 'NG',
    deliveryAddress: 'Kigali',
    deliveryCountry: 'RW',
    status: 'processing',
    travelerName: null,
    createdAt: '2030-03-01T09:00:00.000Z',
    updatedAt: '2030-03-01T09:00:00.000Z',
    senderId: 'user-7',
    senderName: 'Grace Hopper',
    pickupAddress: '12 Marina Road, Lagos',
    receiverName: 'Alan Turing',
    receiverPhone: '+250788123456',
    weightKg: 2.5,
    price: { amountMinor: 120000, currency: 'USD' },
    images: [],
    events: [{ id: 'ev-1', type: 'placed', note: null, createdAt: '2030-03-01T09:00:00.000Z' }],
    courier: null,
    estimatedDeliveryAt: null,
    canChangeAddress: true,
    canCancel: true,
    handOverCode: null,
    ...overrides,
  });
}

const orderSummaryOf = (order: Order): AdminOrderSummary => AdminOrderSummarySchema.parse(order);

export function buildOrderPage(orders: Order[], page: Partial<Omit<AdminOrderPage, 'orders'>> = {}) {
  return AdminOrderPageSchema.parse({
    orders: orders.map(orderSummaryOf),
    total: orders.length,
    page: 1,
    pageSize: 10,
    ...page,
  });
}

/** An approved trip Lagos to Kigali with 10 kg left, unless told. */
export function buildTrip(overrides: Partial<Trip> = {}): Trip {
  const bookingId = overrides.bookingId ?? nextCode('BK');
  return TripSchema.parse({
    id: uuidOf(),
    bookingId,
    travelerId: 'user-1',
    travelerName: 'Ada Lovelace',
    status: 'approved',
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

export function buildTripPage(trips: Trip[], page: Partial<Omit<AdminTripPage, 'trips'>> = {}) {
  return AdminTripPageSchema.parse({ trips, total: trips.length, page: 1, pageSize: 10, ...page });
}

/** The trip as a /sender-m row, with the cost of carrying `weightKg`. */
function travelerCandidateOf(trip: Trip, weightKg: number): TravelerCandidate {
  return TravelerCandidateSchema.parse({
    ...trip,
    tripId: trip.id,
    travelerAvatarUrl: null,
    cost: { amountMinor: Math.round(weightKg * trip.feePerKg.amountMinor), currency: trip.feePerKg.currency },
  });
}

export function buildTravelerCandidatePage(
  order: Order,
  trips: Trip[],
  page: Partial<Pick<TravelerCandidatePage, 'page' | 'hasMore'>> = {},
): TravelerCandidatePage {
  return TravelerCandidatePageSchema.parse({
    order,
    candidates: trips.map((trip) => travelerCandidateOf(trip, order.weightKg)),
    page: 1,
    pageSize: 10,
    hasMore: false,
    ...page,
  });
}

/** The order as a /traveler-m row for `trip`. */
function senderCandidateOf(order: Order, trip: Trip): SenderCandidate {
  return SenderCandidateSchema.parse({
    ...order,
    cost: { amountMinor: Math.round(order.weightKg * trip.feePerKg.amountMinor), currency: 'USD' },
  });
}

export function buildSenderCandidatePage(
  trip: Trip,
  orders: Order[],
  page: Partial<Pick<SenderCandidatePage, 'page' | 'hasMore'>> = {},
): SenderCandidatePage {
  return SenderCandidatePageSchema.parse({
    trip: { ...trip },
    candidates: orders.map((order) => senderCandidateOf(order, trip)),
    page: 1,
    pageSize: 10,
    hasMore: false,
    ...page,
  });
}

/** The match POST /matches answers for `order` on `trip`, made now. */
export function buildMatch(order: Order, trip: Trip, overrides: Partial<Match> = {}): Match {
  const matchedAt = new Date().toISOString();
  return MatchSchema.parse({
    id: uuidOf(),
    deliveryId: order.deliveryId,
    orderStatus: 'matched',
    category: order.category,
    itemNames: order.itemNames,
    weightKg: order.weightKg,
    cost: { amountMinor: Math.round(order.weightKg * trip.feePerKg.amountMinor), currency: 'USD' },
    sender: { id: order.senderId, name: order.senderName, country: order.pickupCountry },
    traveler: { id: trip.travelerId, name: trip.travelerName, country: trip.arrivalCountry },
    trip,
    matchedById: 'user-1',
    matchedAt,
    unmatchedAt: null,
    unmatchDeadline: new Date(Date.parse(matchedAt) + 24 * 3_600_000).toISOString(),
    canUnmatch: true,
    ...overrides,
  });
}

export function buildMatchPage(matches: Match[], page: Partial<Omit<MatchPage, 'matches'>> = {}): MatchPage {
  return MatchPageSchema.parse({ matches, total: matches.length, page: 1, pageSize: 10, ...page });
}

/** A match made `hoursAgo` hours before now, with its 24-hour deadline and canUnmatch as the server sets them. */
export function buildMatchMadeAgo(hoursAgo: number, overrides: Partial<Match> = {}): Match {
  const matchedAt = Date.now() - hoursAgo * 3_600_000;
  const deadline = matchedAt + 24 * 3_600_000;
  return buildMatch(buildOrder(), buildTrip(), {
    matchedAt: new Date(matchedAt).toISOString(),
    unmatchDeadline: new Date(deadline).toISOString(),
    canUnmatch: deadline > Date.now(),
    ...overrides,
  });
}

export function buildAdminStats(overrides: Partial<AdminStats> = {}): AdminStats {
  return AdminStatsSchema.parse({
    travelers: 0,
    senders: 0,
    packagesThisMonth: 0,
    pendingVerifications: 0,
    pendingTrips: 0,
    unmatchedOrders: 0,
    revenueThisMonth: { amountMinor: 0, currency: 'USD' },
    ...overrides,
  });
}

/** A traveler waiting for review, with their national ID on file. */
export function buildVerification(overrides: Partial<Verification> = {}): Verification {
  const n = nextNumber();
  const userId = overrides.userId ?? uuidOf(n);
  return VerificationSchema.parse({
    userId,
    fullName: 'Tess Traveler',
    email: `tess${n}@example.com`,
    country: 'RW',
    state: 'Kigali',
    status: 'pending',
    residentialAddress: 'KG 7 Ave 14, Kigali',
    placeOfWork: 'Kigali Heights',
    nationalIdUrl: `/api/v1/users/${userId}/national-id`,
    submittedAt: '2030-03-01T09:00:00.000Z',
    reviewedAt: null,
    reviewNote: null,
    ...overrides,
  });
}

export function buildVerificationPage(
  verifications: Verification[],
  page: Partial<Omit<VerificationPage, 'verifications'>> = {},
): VerificationPage {
  return VerificationPageSchema.parse({
    verifications,
    total: verifications.length,
    page: 1,
    pageSize: 5,
    ...page,
  });
}

export function buildUserSummary(overrides: Partial<AdminUserSummary> = {}): AdminUserSummary {
  return AdminUserSummarySchema.parse({
    id: uuidOf(),
    fullName: 'Grace Hopper',
    avatarUrl: null,
    state: 'Texas',
    country: 'US',
    isSender: true,
    isTraveler: false,
    travelerStatus: 'unverified',
    itemsSent: 1,
    itemsDelivered: 0,
    deactivated: false,
    ...overrides,
  });
}

export function buildSearchResult(
  found: { orders?: Order[]; trips?: Trip[]; users?: AdminUserSummary[] } = {},
  totals: Partial<Pick<AdminSearchResult, 'orderTotal' | 'tripTotal' | 'userTotal'>> = {},
): AdminSearchResult {
  const { orders = [], trips = [], users = [] } = found;
  return AdminSearchResultSchema.parse({
    orders: orders.map(orderSummaryOf),
    orderTotal: orders.length,
    trips,
    tripTotal: trips.length,
    users,
    userTotal: users.length,
    ...totals,
  });
}

/** The signed-in staff member's own profile (renderRoute signs in as user-1). */
export function buildProfile(overrides: Partial<Profile> = {}): Profile {
  return ProfileSchema.parse({
    id: 'user-1',
    fullName: 'Ada Lovelace',
    country: 'GB',
    state: null,
    avatarUrl: null,
    rating: 0,
    reviewCount: 0,
    deliveriesCount: 0,
    memberSince: '2026-01-01T00:00:00.000Z',
    ...overrides,
  });
}
