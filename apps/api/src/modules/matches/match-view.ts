import { type Match, UNMATCH_WINDOW_MS } from '@tote/validation/matches';
import type { Currency, Money } from '@tote/validation/orders';
import type { TripRow } from '../../db/schema/trips';
import type { MatchViewRow } from './matches.repo';

export const kgOf = (grams: number) => grams / 1000;

/** What carrying `grams` costs at the trip's fee per kg, rounded to the minor unit (integer money only). */
export function carriageCost(grams: number, trip: Pick<TripRow, 'feePerKgMinor' | 'currency'>): Money {
  return {
    amountMinor: Math.round((grams * trip.feePerKgMinor) / 1000),
    currency: trip.currency as Currency,
  };
}

/**
 * The last instant a match may be undone (docs/product/admin.md, The Active Log: "Matches made after 24 hours
 * cannot be Unmatched.").
 */
export const unmatchDeadline = (matchedAt: Date) => new Date(matchedAt.getTime() + UNMATCH_WINDOW_MS);

/** The API's Match; `now` decides whether staff may still undo it. */
export function toMatch(view: MatchViewRow, now: Date): Match {
  const { match, order, trip } = view;
  const deadline = unmatchDeadline(match.matchedAt);
  return {
    id: match.id,
    deliveryId: order.deliveryId,
    orderStatus: order.status,
    category: order.category,
    itemNames: order.itemNames,
    weightKg: kgOf(order.weightGrams),
    cost: carriageCost(order.weightGrams, trip),
    sender: { id: order.senderId, name: view.senderName, country: order.pickupCountry },
    traveler: { id: trip.travelerId, name: view.travelerName, country: trip.arrivalCountry },
    trip: {
      id: trip.id,
      bookingId: trip.bookingId,
      airline: trip.airline,
      flightNumber: trip.flightNumber,
      departureAt: trip.departureAt.toISOString(),
      arrivalAt: trip.arrivalAt.toISOString(),
    },
    matchedById: match.matchedBy,
    matchedAt: match.matchedAt.toISOString(),
    unmatchedAt: match.unmatchedAt?.toISOString() ?? null,
    unmatchDeadline: deadline.toISOString(),
    canUnmatch:
      match.unmatchedAt === null && order.status === 'matched' && now.getTime() < deadline.getTime(),
  };
}
