import multipart from '@fastify/multipart';
import * as contract from '@tote/validation/contracts/orders';
import { type CreateOrder, CreateOrderSchema } from '@tote/validation/order-form';
import {
  IDEMPOTENCY_KEY_HEADER,
  MAX_ITEMS,
  MAX_ORDER_IMAGES,
  ORDER_IMAGE_ACCEPT,
  ORDER_IMAGE_MAX_BYTES,
  orderMessages,
} from '@tote/validation/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../contract-route';
import { currentUser } from '../../plugins/session';
import { parseFormValues, sendPrivateFile, withUploadForm } from '../uploads/upload-routes';
import { assertUploadRoom, type UploadFormSpec } from '../uploads/uploads';
import { createOrdersService, type OrdersConfig } from './orders.service';

export interface OrdersRoutesOptions {
  config: OrdersConfig;
}

/** The fields of CreateOrderSchema: the only text parts POST /orders takes (anything else is a 400). */
const ORDER_TEXT_FIELDS: Record<keyof CreateOrder, { repeat?: number }> = {
  category: {},
  itemNames: { repeat: MAX_ITEMS + 1 }, // one more than allowed, so the schema names the field
  pickupAddress: {},
  pickupCountry: {},
  deliveryAddress: {},
  deliveryCountry: {},
  receiverName: {},
  receiverPhone: {},
  weightKg: {},
  priceUsd: {},
  contentsAttested: {},
};

/**
 * itemNames arrives as repeated `itemNames` parts (FormData.append per item) or as one JSON array string;
 * anything else is handed to the schema as it is, which then names the field.
 */
function itemNamesOf(values: string[] | undefined): unknown {
  if (!values) return undefined;
  const [only] = values;
  if (values.length === 1 && only !== undefined && only.trim().startsWith('[')) {
    try {
      return JSON.parse(only);
    } catch {
      return only; // not JSON after all: the schema answers "Enter the name of each item please!"
    }
  }
  return values;
}

/** HTTP only: the contracts in @tote/validation/contracts/orders, answered by orders.service.ts. */
export const ordersRoutes: FastifyPluginAsyncZod<OrdersRoutesOptions> = async (app, { config }) => {
  const orders = createOrdersService({
    db: app.db,
    clock: app.clock,
    log: app.log.child({ module: 'orders' }),
    config,
    payments: app.payments,
    orderLists: app.orderListCache,
  });

  // Only POST /orders takes multipart, and this plugin's scope is encapsulated; limits per form (uploads.ts).
  await app.register(multipart);

  const orderForm: UploadFormSpec = {
    fields: ORDER_TEXT_FIELDS,
    file: {
      name: 'images',
      maxCount: MAX_ORDER_IMAGES,
      maxBytes: ORDER_IMAGE_MAX_BYTES,
      folder: config.images,
      accept: ORDER_IMAGE_ACCEPT,
      messages: {
        tooLarge: orderMessages.imageTooLarge,
        type: orderMessages.imageType,
        tooMany: orderMessages.tooManyImages,
      },
    },
  };

  app.route({
    ...routeOf(contract.createOrder),
    // Only senders (the route's access, checked before the body is read), and only with room left in their
    // quota (also before the body is read).
    preValidation: async (request) => {
      await assertUploadRoom(app.db, currentUser(request).id, 'images');
    },
    handler: async (request, reply) => {
      const user = currentUser(request);
      const key = request.headers[IDEMPOTENCY_KEY_HEADER];
      const created = await withUploadForm(request, orderForm, (form) =>
        orders.createOrder(
          user,
          parseFormValues(
            CreateOrderSchema,
            { ...form.singleValues(), itemNames: itemNamesOf(form.values('itemNames')) },
            { images: form.fileCount === 0 ? orderMessages.imagesRequired : undefined },
          ),
          form,
          typeof key === 'string' ? key : undefined,
        ),
      );
      if (created.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(201).send(created.order);
    },
  });

  app.route({
    ...routeOf(contract.listOrders),
    // Already encoded by the route's own serializer (order-list-cache.ts encodeOrderPage), so sent as it is.
    handler: async (request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .send(await orders.listOrdersJson(currentUser(request), request.query)),
  });

  app.route({
    ...routeOf(contract.getOrderOverview),
    // Already encoded by the route's own serializer (order-list-cache.ts encodeOverview), so sent as it is.
    handler: async (request, reply) =>
      reply.type('application/json; charset=utf-8').send(await orders.overviewJson(currentUser(request))),
  });

  app.route({
    ...routeOf(contract.getOrder),
    handler: async (request) => orders.getOrder(currentUser(request), request.params.deliveryId),
  });

  app.route({
    ...routeOf(contract.changeOrderAddress),
    handler: async (request) =>
      orders.changeAddress(currentUser(request), request.params.deliveryId, request.body),
  });

  app.route({
    ...routeOf(contract.cancelOrder),
    handler: async (request) =>
      orders.cancel(currentUser(request), request.params.deliveryId, request.body ?? {}),
  });

  app.route({
    ...routeOf(contract.getOrderImage),
    handler: async (request, reply) => {
      const image = await orders.readImage(
        currentUser(request),
        request.params.deliveryId,
        request.params.imageId,
      );
      // A photo of someone's parcel: no cache (browser or shared) keeps a copy after the page is left.
      return sendPrivateFile(reply, image);
    },
  });
};
