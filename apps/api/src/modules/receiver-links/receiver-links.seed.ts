import { demoReceiverLink } from '@tote/fixtures/demo/receiver-links';
import type { Database } from '../../db/client';
import { findOrderByDeliveryId } from '../orders/order-records';
import { shareWithReceiver } from './receiver-links.service';

/**
 * The demo sender's active receiver link (demo mode only, seed.ts), made through the service as the sender's
 * Share button makes it, with the fixture's token instead of a random one.
 */
export async function seedDemoReceiverLink(db: Database, now: Date): Promise<void> {
  const order = await findOrderByDeliveryId(db, demoReceiverLink.deliveryId);
  if (!order) throw new Error(`The demo receiver link's order ${demoReceiverLink.deliveryId} was not seeded`);
  await shareWithReceiver({ db, clock: { now: () => now } }, order, demoReceiverLink.token);
}
