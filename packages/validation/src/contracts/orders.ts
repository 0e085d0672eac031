import { z } from 'zod';
import { defineRoute, fileResponse } from '../contract';
import {
  CancelOrderSchema,
  ChangeAddressSchema,
  DeliveryIdParamsSchema,
  IDEMPOTENCY_KEY_HEADER,
  ORDER_IMAGE_ACCEPT,
  OrderListQuerySchema,
  OrderPageSchema,
  OrderSchema,
  orderErrors,
  SenderOverviewSchema,
} from '../orders';
import { uploadErrors } from '../uploads';

// Delivery orders: senders request and follow them; staff see every one.
const tags = ['orders'] as const;

export const createOrder = defineRoute({
  operationId: 'createOrder',
  method: 'POST',
  path: '/orders',
  access: 'sender',
  tags,
  summary: 'Request a delivery: the form fields and 1 to 6 item images (multipart/form-data)',
  description:
    'Fields as in CreateOrderSchema; itemNames as repeated parts or one JSON array string; files in ' +
    '`images` (PNG, JPEG or GIF by content, 5 MB each). A repeat with the same Idempotency-Key from the ' +
    'same sender answers the first order (with Idempotent-Replayed: true) instead of making another. The key ' +
    '(a uuid the form makes when it opens) reused with other fields or images: 422 idempotency_key_reused. ' +
    'A sender places at most 10 orders an hour and 30 a day (a repeat with the same key counts once): 429 ' +
    'too_many_orders with Retry-After.',
  consumes: ['multipart/form-data'],
  headers: z.object({ [IDEMPOTENCY_KEY_HEADER]: z.uuid().optional() }),
  status: 201,
  response: OrderSchema,
  errors: [
    orderErrors.idempotencyKeyReused,
    orderErrors.tooManyOrders,
    orderErrors.imageTooLarge,
    orderErrors.imageType,
    orderErrors.tooManyImages,
    uploadErrors.unknownField,
    uploadErrors.tooManyParts,
    uploadErrors.malformedForm,
    uploadErrors.quotaExceeded,
    uploadErrors.notMultipart,
  ],
});

export const listOrders = defineRoute({
  operationId: 'listOrders',
  method: 'GET',
  path: '/orders',
  access: 'user',
  tags,
  summary: 'The signed-in sender’s orders (staff: all), newest first; tab, search and pages',
  query: OrderListQuerySchema,
  status: 200,
  response: OrderPageSchema,
  errors: [],
});

export const getOrderOverview = defineRoute({
  operationId: 'getOrderOverview',
  method: 'GET',
  path: '/orders/overview',
  access: 'user',
  tags,
  summary: 'The sender home tiles: the delivery on the way (hours until it lands) and this month’s count',
  status: 200,
  response: SenderOverviewSchema,
  errors: [],
});

export const getOrder = defineRoute({
  operationId: 'getOrder',
  method: 'GET',
  path: '/orders/:deliveryId',
  access: 'user',
  tags,
  summary: 'One order with its images, history and courier (its sender or staff; 404 for anyone else)',
  params: DeliveryIdParamsSchema,
  status: 200,
  response: OrderSchema,
  errors: [],
});

export const changeOrderAddress = defineRoute({
  operationId: 'changeOrderAddress',
  method: 'PATCH',
  path: '/orders/:deliveryId/address',
  access: 'user',
  tags,
  summary:
    'Change the delivery address before the order ships (409 order_shipped after; 409 country_locked for a new country once matched; 429 with Retry-After when changed too often)',
  params: DeliveryIdParamsSchema,
  body: ChangeAddressSchema,
  status: 200,
  response: OrderSchema,
  errors: [
    orderErrors.orderShipped,
    orderErrors.orderClosed,
    orderErrors.countryLocked,
    orderErrors.addressChangesTooFast,
  ],
});

export const cancelOrder = defineRoute({
  operationId: 'cancelOrder',
  method: 'POST',
  path: '/orders/:deliveryId/cancel',
  access: 'user',
  tags,
  summary: 'Cancel before the order ships (ends a match); 409 order_not_cancellable after',
  params: DeliveryIdParamsSchema,
  body: CancelOrderSchema.optional(),
  status: 200,
  response: OrderSchema,
  errors: [orderErrors.orderNotCancellable],
});

export const getOrderImage = defineRoute({
  operationId: 'getOrderImage',
  method: 'GET',
  path: '/orders/:deliveryId/images/:imageId',
  access: 'user',
  tags,
  summary: 'An item photo (its sender, the traveler carrying it, or staff; 404 for anyone else)',
  description: 'Answers the image itself (image/png, image/jpeg or image/gif), or 401/404 as JSON errors.',
  params: DeliveryIdParamsSchema.extend({ imageId: z.uuid() }),
  status: 200,
  response: fileResponse(Object.keys(ORDER_IMAGE_ACCEPT)),
  errors: [],
});
