import type { Database } from '../../db/client';
import * as repo from './deliveries.repo';

/**
 * Deliveries the traveler carried and handed over, all time: the one count of them (profiles read it too).
 */
export function countCarriedAndDelivered(db: Database, travelerId: string): Promise<number> {
  return repo.countDelivered(db, travelerId);
}

/**
 * Whether one of the traveler's trips carries (or carried, when cancelled) the order: for the other modules
 * (orders: the traveler may see the item photos of what they pick up).
 */
export async function carriesDelivery(
  db: Database,
  travelerId: string,
  deliveryId: string,
): Promise<boolean> {
  return (await repo.findDelivery(db, travelerId, deliveryId)) !== undefined;
}
