import multipart from '@fastify/multipart';
import * as contract from '@tote/validation/contracts/deliveries';
import { ORDER_IMAGE_ACCEPT, ORDER_IMAGE_MAX_BYTES, orderMessages } from '@tote/validation/orders';
import { HandOverSchema, tripMessages } from '@tote/validation/trips';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../contract-route';
import { currentUser } from '../../plugins/session';
import { parseFormValues, sendPrivateFile, withUploadForm } from '../uploads/upload-routes';
import type { UploadFormSpec } from '../uploads/uploads';
import { createDeliveriesService, type DeliveriesConfig } from './deliveries.service';

export interface DeliveriesRoutesOptions {
  config: DeliveriesConfig;
}

/** HTTP only: the contracts in @tote/validation/contracts/deliveries, answered by deliveries.service.ts. */
export const deliveriesRoutes: FastifyPluginAsyncZod<DeliveriesRoutesOptions> = async (app, { config }) => {
  const deliveries = createDeliveriesService({
    db: app.db,
    clock: app.clock,
    log: app.log.child({ module: 'deliveries' }),
    config,
    payments: app.payments,
  });

  // Only POST .../delivered takes multipart, and this plugin's scope is encapsulated; limits per form (uploads.ts).
  await app.register(multipart);

  const handOverForm: UploadFormSpec = {
    fields: { code: {} },
    file: {
      name: 'photo',
      maxCount: 1,
      maxBytes: ORDER_IMAGE_MAX_BYTES,
      folder: config.photos,
      accept: ORDER_IMAGE_ACCEPT,
      messages: {
        tooLarge: orderMessages.imageTooLarge,
        type: orderMessages.imageType,
        tooMany: tripMessages.tooManyHandOverPhotos,
      },
    },
  };

  app.route({
    ...routeOf(contract.listDeliveries),
    handler: async (request) => deliveries.listDeliveries(currentUser(request), request.query),
  });

  app.route({
    ...routeOf(contract.getTravelerOverview),
    handler: async (request) => deliveries.overview(currentUser(request)),
  });

  app.route({
    ...routeOf(contract.getDelivery),
    handler: async (request) => deliveries.getDelivery(currentUser(request), request.params.deliveryId),
  });

  app.route({
    ...routeOf(contract.markPickedUp),
    handler: async (request) => deliveries.markPickedUp(currentUser(request), request.params.deliveryId),
  });

  app.route({
    ...routeOf(contract.markDelivered),
    // Refused before the body is read: someone else's delivery is a 404 without a byte of the photo read.
    preValidation: async (request) => {
      await deliveries.assertCarries(currentUser(request), request.params.deliveryId);
    },
    handler: (request) =>
      withUploadForm(request, handOverForm, (form) =>
        deliveries.markDelivered(
          currentUser(request),
          request.params.deliveryId,
          parseFormValues(HandOverSchema, form.singleValues()),
          form,
        ),
      ),
  });

  app.route({
    ...routeOf(contract.getHandOverPhoto),
    handler: async (request, reply) => {
      const photo = await deliveries.readHandOverPhoto(currentUser(request), request.params.deliveryId);
      return sendPrivateFile(reply, photo);
    },
  });

  app.route({
    ...routeOf(contract.getTravelerProfile),
    handler: async (request) => deliveries.travelerProfile(currentUser(request), request.params.userId),
  });
};
