import {
  CancelProhibitedSchema,
  contentsErrors,
  PickUpRefusalListSchema,
  RefusalPhotoParamsSchema,
  RefusalSchema,
} from '../contents';
import { defineRoute, fileResponse } from '../contract';
import { DeliveryIdParamsSchema, ORDER_IMAGE_ACCEPT, OrderSchema } from '../orders';
import { uploadErrors } from '../uploads';

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
    'the trip gets its room back, the sender and staff are told. multipart/form-data: `reason` and up to 3 ' +
    'optional `photos` (PNG, JPEG or GIF by content, 5 MB each), only staff can read them.',
  consumes: ['multipart/form-data'],
  params: DeliveryIdParamsSchema,
  status: 200,
  response: RefusalSchema,
  errors: [
    contentsErrors.refusedAfterPickUp,
    contentsErrors.notRefusable,
    contentsErrors.photoTooLarge,
    contentsErrors.photoType,
    contentsErrors.tooManyPhotos,
    uploadErrors.unknownField,
    uploadErrors.tooManyParts,
    uploadErrors.malformedForm,
    uploadErrors.quotaExceeded,
    uploadErrors.notMultipart,
  ],
});

export const listPickUpRefusals = defineRoute({
  operationId: 'listPickUpRefusals',
  method: 'GET',
  path: '/admin/orders/:deliveryId/refusals',
  access: 'staff',
  tags,
  summary: 'Staff: the order’s refusals at pick-up, newest first, with the reason and how many photos',
  params: DeliveryIdParamsSchema,
  status: 200,
  response: PickUpRefusalListSchema,
  errors: [],
});

export const getRefusalPhoto = defineRoute({
  operationId: 'getRefusalPhoto',
  method: 'GET',
  path: '/admin/refusals/:refusalId/photos/:position',
  access: 'staff',
  tags,
  summary: 'Staff: one photo of a refusal at pick-up (0-based position; 404 when there is none)',
  description: 'Answers the image itself, or 401/403/404 as JSON errors.',
  params: RefusalPhotoParamsSchema,
  status: 200,
  response: fileResponse(Object.keys(ORDER_IMAGE_ACCEPT)),
  errors: [],
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
