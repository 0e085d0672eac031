import multipart from '@fastify/multipart';
import { contentsMessages, MAX_REFUSAL_PHOTOS, RefuseAtPickUpSchema } from '@tote/validation/contents';
import * as contract from '@tote/validation/contracts/contents';
import { ORDER_IMAGE_ACCEPT, ORDER_IMAGE_MAX_BYTES, orderMessages } from '@tote/validation/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../contract-route';
import { currentUser } from '../../plugins/session';
import type { UploadFolder } from '../uploads/storage';
import { parseFormValues, sendPrivateFile, withUploadForm } from '../uploads/upload-routes';
import { assertUploadRoom, type UploadFormSpec } from '../uploads/uploads';
import { createContentsService } from './contents.service';

export interface ContentsRoutesOptions {
  /** The refusal photos' folder (private: only staff read them, through their route). */
  config: { photos: UploadFolder };
}

/** HTTP only: the contracts in @tote/validation/contracts/contents, answered by contents.service.ts. */
export const contentsRoutes: FastifyPluginAsyncZod<ContentsRoutesOptions> = async (app, { config }) => {
  const contents = createContentsService({
    db: app.db,
    clock: app.clock,
    log: app.log.child({ module: 'contents' }),
    payments: app.payments,
    config,
  });

  // Only POST /deliveries/:deliveryId/refuse takes multipart; this plugin's scope is encapsulated.
  await app.register(multipart);

  const refusalForm: UploadFormSpec = {
    fields: { reason: {} },
    file: {
      name: 'photos',
      maxCount: MAX_REFUSAL_PHOTOS,
      maxBytes: ORDER_IMAGE_MAX_BYTES,
      folder: config.photos,
      accept: ORDER_IMAGE_ACCEPT,
      messages: {
        tooLarge: orderMessages.imageTooLarge,
        type: orderMessages.imageType,
        tooMany: contentsMessages.tooManyPhotos,
      },
    },
  };

  app.route({
    ...routeOf(contract.refuseAtPickUp),
    // Refused before the body is read: someone else's delivery is a 404, a full quota a 413, without a byte
    // of the photos read.
    preValidation: async (request) => {
      const traveler = currentUser(request);
      await contents.assertCarries(traveler, request.params.deliveryId);
      await assertUploadRoom(app.db, traveler.id, 'photos');
    },
    handler: (request) =>
      withUploadForm(request, refusalForm, (form) =>
        contents.refuseAtPickUp(
          currentUser(request),
          request.params.deliveryId,
          parseFormValues(RefuseAtPickUpSchema, form.singleValues()),
          form,
        ),
      ),
  });

  app.route({
    ...routeOf(contract.listPickUpRefusals),
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return contents.listRefusals(request.params.deliveryId);
    },
  });

  app.route({
    ...routeOf(contract.getRefusalPhoto),
    handler: async (request, reply) => {
      const photo = await contents.readRefusalPhoto(request.params.refusalId, request.params.position);
      return sendPrivateFile(reply, photo);
    },
  });

  app.route({
    ...routeOf(contract.cancelForProhibitedContents),
    handler: async (request) =>
      contents.cancelForProhibitedContents(currentUser(request), request.params.deliveryId, request.body),
  });
};
