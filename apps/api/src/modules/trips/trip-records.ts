import type { Database } from '../../db/client';
import type { TripViewRow } from './trip-view';
import * as repo from './trips.repo';

/*
 * What the other modules may read of trips (matches: the trip a sender's order could go on). With trip-room.ts
 * (lock a trip, take or give back room) this is the trips module's public face on its table; only trips.repo.ts
 * has SQL on trips.
 */

/** The trip with its traveler's name and the orders it carries now; undefined when there is no such trip. */
export function findTripView(db: Database, tripId: string): Promise<TripViewRow | undefined> {
  return repo.findTripView(db, tripId);
}
