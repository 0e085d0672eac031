import { commonErrors } from '@tote/validation/contract';
import {
  type CandidateQuery,
  CandidateQuerySchema,
  matchErrors,
  type SenderCandidatePage,
  type TravelerCandidatePage,
} from '@tote/validation/matches';
import type { Currency } from '@tote/validation/orders';
import type { Database } from '../../db/client';
import type { OrderRow } from '../../db/schema/orders';
import type { TripRow } from '../../db/schema/trips';
import { raise } from '../../errors';
import type { Clock } from '../../plugins/clock';
import { avatarUrlOf } from '../accounts/users';
import { findOrderByDeliveryId } from '../orders/order-records';
import { findTripView } from '../trips/trip-records';
import { carriageCost, kgOf } from './match-view';
import * as repo from './matches.repo';

/*
 * The two "in Sync" lists staff match from: the trips that could carry an order, and the orders a trip could
 * carry. Read-only; the match itself is matches.service.ts.
 */

interface CandidateDeps {
  db: Database;
  clock: Clock;
}

function pageOf(query: CandidateQuery) {
  const { page, pageSize } = CandidateQuerySchema.parse(query);
  // One row more than the page: whether another page follows, without counting every candidate.
  return { page, pageSize, limit: pageSize + 1, offset: (page - 1) * pageSize };
}

/** A trip takes deliveries while approved and not departed (by the server's clock). */
const isOpenTrip = (trip: Pick<TripRow, 'status' | 'departureAt'>, now: Date) =>
  trip.status === 'approved' && trip.departureAt.getTime() > now.getTime();

function toTravelerCandidate(order: OrderRow, { trip, traveler }: repo.TripCandidateRow) {
  return {
    tripId: trip.id,
    bookingId: trip.bookingId,
    travelerId: traveler.id,
    travelerName: traveler.fullName,
    travelerAvatarUrl: avatarUrlOf(traveler),
    airline: trip.airline,
    flightNumber: trip.flightNumber,
    departureCity: trip.departureCity,
    departureCountry: trip.departureCountry,
    departureAt: trip.departureAt.toISOString(),
    arrivalCity: trip.arrivalCity,
    arrivalCountry: trip.arrivalCountry,
    arrivalAt: trip.arrivalAt.toISOString(),
    remainingKg: kgOf(trip.remainingGrams),
    feePerKg: { amountMinor: trip.feePerKgMinor, currency: trip.currency as Currency },
    cost: carriageCost(order.weightGrams, trip),
  };
}

/** /sender-m "Traveler in Sync": trips that could carry the order now. */
export async function travelerCandidates(
  { db, clock }: CandidateDeps,
  deliveryId: string,
  query: CandidateQuery,
): Promise<TravelerCandidatePage> {
  const order = await findOrderByDeliveryId(db, deliveryId);
  if (!order) throw raise(commonErrors.notFound);
  if (order.status !== 'processing') throw raise(matchErrors.orderNotOpen);
  const { page, pageSize, limit, offset } = pageOf(query);
  const rows = await repo.listTripCandidates(db, {
    from: order.pickupCountry,
    to: order.deliveryCountry,
    grams: order.weightGrams,
    now: clock.now(),
    limit,
    offset,
  });
  return {
    order: {
      deliveryId: order.deliveryId,
      weightKg: kgOf(order.weightGrams),
      pickupCountry: order.pickupCountry,
      deliveryCountry: order.deliveryCountry,
    },
    candidates: rows.slice(0, pageSize).map((row) => toTravelerCandidate(order, row)),
    page,
    pageSize,
    hasMore: rows.length > pageSize,
  };
}

function toSenderCandidate(trip: TripRow, { order, senderName }: repo.OrderCandidateRow) {
  return {
    deliveryId: order.deliveryId,
    senderId: order.senderId,
    senderName,
    category: order.category,
    itemNames: order.itemNames,
    pickupAddress: order.pickupAddress,
    pickupCountry: order.pickupCountry,
    deliveryAddress: order.deliveryAddress,
    deliveryCountry: order.deliveryCountry,
    weightKg: kgOf(order.weightGrams),
    cost: carriageCost(order.weightGrams, trip),
    createdAt: order.createdAt.toISOString(),
  };
}

/** /traveler-m "Sender in Sync": orders waiting for a traveler that the trip could carry. */
export async function senderCandidates(
  { db, clock }: CandidateDeps,
  tripId: string,
  query: CandidateQuery,
): Promise<SenderCandidatePage> {
  const found = await findTripView(db, tripId);
  if (!found) throw raise(commonErrors.notFound);
  const { trip } = found;
  if (!isOpenTrip(trip, clock.now())) throw raise(matchErrors.tripNotOpen);
  const { page, pageSize, limit, offset } = pageOf(query);
  const rows = await repo.listOrderCandidates(db, {
    from: trip.departureCountry,
    to: trip.arrivalCountry,
    grams: trip.remainingGrams,
    limit,
    offset,
  });
  return {
    trip: {
      id: trip.id,
      bookingId: trip.bookingId,
      remainingKg: kgOf(trip.remainingGrams),
      departureCountry: trip.departureCountry,
      arrivalCountry: trip.arrivalCountry,
    },
    candidates: rows.slice(0, pageSize).map((row) => toSenderCandidate(trip, row)),
    page,
    pageSize,
    hasMore: rows.length > pageSize,
  };
}
