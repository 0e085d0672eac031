import { CancelProhibitedSchema, contentsErrors, RefusalSchema, RefuseAtPickUpSchema } from '../contents';
import { defineRoute } from '../contract';
import { DeliveryIdParamsSchema, OrderSchema } from '../orders';

// What is in the parcel (docs/decisions/020-declared-contents.md): the traveler refuses the items at pick-up,
// staff cancel an order for prohibited contents. The attestation itself is a field of POST /orders.
const tags = ['contents'] as const;

export const refuseAtPickUp = defineRoute({
  operationId: 'refuseAtPickUp',
  method: 'POST',
  path: '/deliveries/:deliveryId/refuse',
  access: 'traveler',
  tags,
  summary:
    'The traveler refuses the items at pick-up, with a reason: the match ends, the order is matched again',
  description:
    'Only the traveler whose trip carries it (404 for anyone else), only while matched: 409 already_picked_up ' +
    'once picked up, 409 not_refusable otherwise. The payment is voided (authorized) or refunded (captured), ' +
    'the trip gets its room back, the sender and staff are told.',
  params: DeliveryIdParamsSchema,
  body: RefuseAtPickUpSchema,
  status: 200,
  response: RefusalSchema,
  errors: [contentsErrors.refusedAfterPickUp, contentsErrors.notRefusable],
});

export const cancelForProhibitedContents = defineRoute({
  operationId: 'cancelForProhibitedContents',
  method: 'POST',
  path: '/admin/orders/:deliveryId/cancel-prohibited',
  access: 'staff',
  tags,
  summary: 'Staff cancel an order for prohibited contents, with a reason; the sender is refunded in full',
  description:
    'Before pick-up only (processing or matched): 409 not_cancellable_for_contents after. The reason is kept ' +
    'on the order’s history; the sender and the traveler are told.',
  params: DeliveryIdParamsSchema,
  body: CancelProhibitedSchema,
  status: 200,
  response: OrderSchema,
  errors: [contentsErrors.notCancellable],
});
