import * as contents from '@tote/validation/contracts/contents';
import { call } from './client';

// Declared contents (docs/decisions/020-declared-contents.md). The attestation travels with POST /orders
// (orders.ts createOrder).

/** POST /deliveries/:deliveryId/refuse: the traveler refuses the items at pick-up, with a reason. */
export const refuseAtPickUp = (deliveryId: string, reason: string) =>
  call(contents.refuseAtPickUp, { params: { deliveryId }, json: { reason } });

/** POST /admin/orders/:deliveryId/cancel-prohibited: staff cancel for prohibited contents (refund in full). */
export const cancelForProhibitedContents = (deliveryId: string, reason: string) =>
  call(contents.cancelForProhibitedContents, { params: { deliveryId }, json: { reason } });
