import * as contents from '@tote/validation/contracts/contents';
import { call } from './client';

// Declared contents (docs/decisions/020-declared-contents.md). The attestation travels with POST /orders
// (orders.ts createOrder).

/** POST /deliveries/:deliveryId/refuse: the traveler refuses the items at pick-up, a reason and optional photos. */
export function refuseAtPickUp(deliveryId: string, reason: string, photos: readonly File[] = []) {
  const form = new FormData();
  form.set('reason', reason);
  for (const photo of photos) form.append('photos', photo, photo.name);
  return call(contents.refuseAtPickUp, { params: { deliveryId }, form });
}

/** GET /admin/orders/:deliveryId/refusals: staff read what travelers said when they refused, and their photos. */
export const listPickUpRefusals = (deliveryId: string) =>
  call(contents.listPickUpRefusals, { params: { deliveryId } });

/** POST /admin/orders/:deliveryId/cancel-prohibited: staff cancel for prohibited contents (refund in full). */
export const cancelForProhibitedContents = (deliveryId: string, reason: string) =>
  call(contents.cancelForProhibitedContents, { params: { deliveryId }, json: { reason } });
