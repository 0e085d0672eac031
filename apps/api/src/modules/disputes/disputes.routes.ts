import multipart from '@fastify/multipart';
import * as contract from '@tote/validation/contracts/disputes';
import { disputeMessages, MAX_DISPUTE_PHOTOS, OpenDisputeSchema } from '@tote/validation/disputes';
import { ORDER_IMAGE_ACCEPT, ORDER_IMAGE_MAX_BYTES, orderMessages } from '@tote/validation/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../contract-route';
import { currentUser } from '../../plugins/session';
import type { UploadFolder } from '../uploads/storage';
import { parseFormValues, withUploadForm } from '../uploads/upload-routes';
import { assertUploadRoom, type UploadFormSpec } from '../uploads/uploads';
import { createDisputesService } from './disputes.service';

export interface DisputesRoutesOptions {
  /** The chat's image folder: a dispute's photos are messages of its thread (ADR 019). */
  config: { images: UploadFolder };
}

/** HTTP only: the contracts in @tote/validation/contracts/disputes, answered by disputes.service.ts. */
export const disputesRoutes: FastifyPluginAsyncZod<DisputesRoutesOptions> = async (app, { config }) => {
  const disputes = createDisputesService({
    db: app.db,
    clock: app.clock,
    log: app.log.child({ module: 'disputes' }),
    mailer: app.mailer,
    provider: app.payments.provider,
  });

  // Only POST /orders/:deliveryId/disputes takes multipart; this plugin's scope is encapsulated.
  await app.register(multipart);

  const disputeForm: UploadFormSpec = {
    fields: { reason: {}, description: {} },
    file: {
      name: 'photos',
      maxCount: MAX_DISPUTE_PHOTOS,
      maxBytes: ORDER_IMAGE_MAX_BYTES,
      folder: config.images,
      accept: ORDER_IMAGE_ACCEPT,
      messages: {
        tooLarge: orderMessages.imageTooLarge,
        type: orderMessages.imageType,
        tooMany: disputeMessages.tooManyPhotos,
      },
    },
  };

  app.route({
    ...routeOf(contract.openDispute),
    // Senders only (the route's access) with room left in their quota, before a byte of the body is read.
    preValidation: async (request) => {
      await assertUploadRoom(app.db, currentUser(request).id, 'photos');
    },
    handler: async (request, reply) => {
      const dispute = await withUploadForm(request, disputeForm, (form) =>
        disputes.open(
          currentUser(request),
          request.params.deliveryId,
          parseFormValues(OpenDisputeSchema, form.singleValues()),
          form,
        ),
      );
      return reply.code(201).send(dispute);
    },
  });

  app.route({
    ...routeOf(contract.listOrderDisputes),
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return disputes.listForOrder(currentUser(request), request.params.deliveryId);
    },
  });

  app.route({
    ...routeOf(contract.getDisputeConversation),
    handler: async (request) => disputes.conversation(currentUser(request), request.params.disputeId),
  });

  app.route({
    ...routeOf(contract.listDisputes),
    handler: async (request) => disputes.queue(request.query.status),
  });

  app.route({
    ...routeOf(contract.resolveDispute),
    handler: async (request) =>
      disputes.resolve(currentUser(request), request.params.disputeId, request.body),
  });

  app.route({
    ...routeOf(contract.getUserDisputes),
    handler: async (request) => disputes.ofUser(request.params.userId),
  });
};
