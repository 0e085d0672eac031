import type { Database } from '../../db/client';
import * as repo from './deliveries.repo';

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
