import { UNMATCH_WINDOW_MS } from '@tote/validation/matches';
import type { Currency, Money } from '@tote/validation/orders';
import type { TripRow } from '../../db/schema/trips';

// The terms of a match that other modules read too (payments prices the carriage and captures when the window
// closes): a leaf file, so matches.service and payments import it without importing each other.

/** What carrying `grams` costs at the trip's fee per kg, rounded to the minor unit (integer money only). */
export function carriageCost(grams: number, trip: Pick<TripRow, 'feePerKgMinor' | 'currency'>): Money {
  return {
    amountMinor: Math.round((grams * trip.feePerKgMinor) / 1000),
    currency: trip.currency as Currency,
  };
}

/** The last instant a match may be undone ("Matches made after 24 hours cannot be Unmatched."). */
export const unmatchDeadline = (matchedAt: Date) => new Date(matchedAt.getTime() + UNMATCH_WINDOW_MS);
