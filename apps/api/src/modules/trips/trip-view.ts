import type { Currency } from '@tote/validation/orders';
import type { Trip } from '@tote/validation/trips';
import type { TripRow } from '../../db/schema/trips';

/** A trip as its views read it: the row, its traveler's name and the orders it carries now. */
export interface TripViewRow {
  trip: TripRow;
  travelerName: string;
  deliveryCount: number;
}

const kgOf = (grams: number) => grams / 1000;

/** A trip the traveler may still cancel: open (pending or approved), not departed, carrying nothing. */
function isCancellable(trip: TripRow, deliveryCount: number, now: Date): boolean {
  return (
    (trip.status === 'pending' || trip.status === 'approved') &&
    trip.departureAt.getTime() > now.getTime() &&
    deliveryCount === 0
  );
}

/** The API's Trip (the traveler's and the staff's screens alike); `now` decides whether it can still be cancelled. */
export function toTrip(view: TripViewRow, now: Date): Trip {
  const { trip } = view;
  return {
    id: trip.id,
    bookingId: trip.bookingId,
    travelerId: trip.travelerId,
    travelerName: view.travelerName,
    status: trip.status,
    departureCity: trip.departureCity,
    departureCountry: trip.departureCountry,
    departureAt: trip.departureAt.toISOString(),
    departureTimeZone: trip.departureTimeZone,
    arrivalCity: trip.arrivalCity,
    arrivalCountry: trip.arrivalCountry,
    arrivalAddress: trip.arrivalAddress,
    arrivalAt: trip.arrivalAt.toISOString(),
    arrivalTimeZone: trip.arrivalTimeZone,
    airline: trip.airline,
    flightNumber: trip.flightNumber,
    weightKg: kgOf(trip.weightAvailableGrams),
    remainingKg: kgOf(trip.remainingGrams),
    feePerKg: { amountMinor: trip.feePerKgMinor, currency: trip.currency as Currency },
    deliveryCount: view.deliveryCount,
    rejectionReason: trip.rejectionReason,
    canCancel: isCancellable(trip, view.deliveryCount, now),
    createdAt: trip.createdAt.toISOString(),
  };
}
