import { z } from 'zod';
import { defineRoute, fileResponse } from '../contract';
import { DeliveryIdParamsSchema, ORDER_IMAGE_ACCEPT, orderErrors } from '../orders';
import {
  DeliveryListQuerySchema,
  DeliveryPageSchema,
  DeliverySchema,
  deliveryErrors,
  TravelerOverviewSchema,
  TravelerProfileParamsSchema,
  TravelerProfileSchema,
} from '../trips';
import { uploadErrors } from '../uploads';

// The deliveries a traveler carries: orders matched to their trips, picked up, handed over.
const tags = ['deliveries'] as const;

export const listDeliveries = defineRoute({
  operationId: 'listDeliveries',
  method: 'GET',
  path: '/deliveries',
  access: 'traveler',
  tags,
  summary: 'Orders on the traveler’s trips, newest first; tab, search (on the server) and pages',
  description: 'The tabs are the sender’s (processing, delivered, cancelled).',
  query: DeliveryListQuerySchema,
  status: 200,
  response: DeliveryPageSchema,
  errors: [],
});

export const getTravelerOverview = defineRoute({
  operationId: 'getTravelerOverview',
  method: 'GET',
  path: '/deliveries/overview',
  access: 'traveler',
  tags,
  summary: 'The traveler home tiles: the next delivery, this month’s delivered count, the ID check',
  status: 200,
  response: TravelerOverviewSchema,
  errors: [],
});

export const getDelivery = defineRoute({
  operationId: 'getDelivery',
  method: 'GET',
  path: '/deliveries/:deliveryId',
  access: 'traveler',
  tags,
  summary: 'One delivery (only the traveler whose trip carries it; 404 for anyone else)',
  params: DeliveryIdParamsSchema,
  status: 200,
  response: DeliverySchema,
  errors: [],
});

export const markPickedUp = defineRoute({
  operationId: 'markPickedUp',
  method: 'POST',
  path: '/deliveries/:deliveryId/picked-up',
  access: 'traveler',
  tags,
  summary: 'The traveler picked the parcel up (matched -> shipping); 409 invalid_transition',
  params: DeliveryIdParamsSchema,
  body: z.object({}).nullish(), // the app sends none
  status: 200,
  response: DeliverySchema,
  errors: [orderErrors.invalidTransition],
});

export const markDelivered = defineRoute({
  operationId: 'markDelivered',
  method: 'POST',
  path: '/deliveries/:deliveryId/delivered',
  access: 'traveler',
  tags,
  summary: 'Hand-over with the receiver’s code and an optional photo (shipping -> delivered)',
  description:
    'multipart/form-data: `code` (6 digits) and optionally one `photo` (PNG, JPEG or GIF by content, 5 MB). ' +
    '400 hand_over_code_wrong; 429 hand_over_locked once the wrong codes reach the limit (the wrong code ' +
    'that reaches it already answers 429). 409 invalid_transition when the delivery is not shipping.',
  consumes: ['multipart/form-data'],
  params: DeliveryIdParamsSchema,
  status: 200,
  response: DeliverySchema,
  errors: [
    deliveryErrors.handOverCodeWrong,
    deliveryErrors.handOverLocked,
    orderErrors.invalidTransition,
    deliveryErrors.photoTooLarge,
    deliveryErrors.photoType,
    deliveryErrors.tooManyPhotos,
    uploadErrors.unknownField,
    uploadErrors.tooManyParts,
    uploadErrors.malformedForm,
    uploadErrors.quotaExceeded,
    uploadErrors.notMultipart,
  ],
});

export const getHandOverPhoto = defineRoute({
  operationId: 'getHandOverPhoto',
  method: 'GET',
  path: '/deliveries/:deliveryId/hand-over-photo',
  access: 'user',
  tags,
  summary: 'The hand-over photo (its traveler, the order’s sender, staff; 404 for anyone else)',
  description: 'Answers the image itself, or 401/404 as JSON errors.',
  params: DeliveryIdParamsSchema,
  status: 200,
  response: fileResponse(Object.keys(ORDER_IMAGE_ACCEPT)),
  errors: [],
});

export const getTravelerProfile = defineRoute({
  operationId: 'getTravelerProfile',
  method: 'GET',
  path: '/users/:userId/traveler-profile',
  access: 'user',
  tags,
  summary:
    'A traveler’s public details (staff, the traveler, senders whose order they carry or carried; else 404)',
  params: TravelerProfileParamsSchema,
  status: 200,
  response: TravelerProfileSchema,
  errors: [],
});
