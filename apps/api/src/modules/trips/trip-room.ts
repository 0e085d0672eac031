import type { Database } from '../../db/client';
import type { TripRow } from '../../db/schema/trips';
import * as repo from './trips.repo';

/*
 * A trip's room (remaining weight) as the other modules change it: orders takes room when an order is matched to
 * the trip and gives it back when the match ends before pick-up. Always on the caller's transaction, with the
 * trip locked (after the order: the order every path takes).
 */

/** Locks the trip row for the rest of the transaction; undefined when there is no such trip. */
export function lockTrip(tx: Database, tripId: string): Promise<TripRow | undefined> {
  return repo.lockTrip(tx, tripId);
}

export function takeRoom(tx: Database, tripId: string, grams: number, at: Date): Promise<void> {
  return repo.changeRemaining(tx, tripId, -grams, at);
}

export function giveRoomBack(tx: Database, tripId: string, grams: number, at: Date): Promise<void> {
  return repo.changeRemaining(tx, tripId, grams, at);
}
