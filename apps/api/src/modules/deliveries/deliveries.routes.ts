import multipart from '@fastify/multipart';
import { ApiErrorSchema } from '@tote/validation/errors';
import {
  DeliveryIdParamsSchema,
  ORDER_IMAGE_ACCEPT,
  ORDER_IMAGE_MAX_BYTES,
  orderMessages,
} from '@tote/validation/orders';
import {
  DeliveryListQuerySchema,
  DeliveryPageSchema,
  DeliverySchema,
  HandOverSchema,
  TravelerOverviewSchema,
  TravelerProfileSchema,
} from '@tote/validation/trips';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../errors';
import { currentUser } from '../../plugins/session';
import { readUploadForm, type UploadFormSpec } from '../uploads/uploads';
import { createDeliveriesService, type DeliveriesConfig } from './deliveries.service';

export interface DeliveriesRoutesOptions {
  config: DeliveriesConfig;
}

const ERRORS = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

/** HTTP only: the deliveries a traveler carries. Access per route: plugins/session.ts. */
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
      dir: config.photosDir,
      accept: ORDER_IMAGE_ACCEPT,
      messages: {
        tooLarge: orderMessages.imageTooLarge,
        type: orderMessages.imageType,
        tooMany: 'Add one hand-over photo at most.',
      },
    },
  };

  app.get(
    '/deliveries',
    {
      config: { access: 'traveler' },
      schema: {
        tags: ['deliveries'],
        summary: 'Orders on the traveler’s trips, newest first; tab, search (on the server) and pages',
        querystring: DeliveryListQuerySchema,
        response: { 200: DeliveryPageSchema, ...ERRORS },
      },
    },
    async (request) => deliveries.listDeliveries(currentUser(request), request.query),
  );

  app.get(
    '/deliveries/overview',
    {
      config: { access: 'traveler' },
      schema: {
        tags: ['deliveries'],
        summary: 'The traveler home tiles: the next delivery, this month’s delivered count, the ID check',
        response: { 200: TravelerOverviewSchema, ...ERRORS },
      },
    },
    async (request) => deliveries.overview(currentUser(request)),
  );

  app.get(
    '/deliveries/:deliveryId',
    {
      config: { access: 'traveler' },
      schema: {
        tags: ['deliveries'],
        summary: 'One delivery (only the traveler whose trip carries it; 404 for anyone else)',
        params: DeliveryIdParamsSchema,
        response: { 200: DeliverySchema, ...ERRORS },
      },
    },
    async (request) => deliveries.getDelivery(currentUser(request), request.params.deliveryId),
  );

  app.post(
    '/deliveries/:deliveryId/picked-up',
    {
      config: { access: 'traveler' },
      schema: {
        tags: ['deliveries'],
        summary: 'The traveler picked the parcel up (matched -> shipping); 409 invalid_transition',
        params: DeliveryIdParamsSchema,
        body: z.object({}).nullish(), // the app sends none
        response: { 200: DeliverySchema, 409: ApiErrorSchema, ...ERRORS },
      },
    },
    async (request) => deliveries.markPickedUp(currentUser(request), request.params.deliveryId),
  );

  app.post(
    '/deliveries/:deliveryId/delivered',
    {
      config: { access: 'traveler' },
      schema: {
        tags: ['deliveries'],
        summary: 'Hand-over with the receiver’s code and an optional photo (shipping -> delivered)',
        description:
          'multipart/form-data: `code` (6 digits) and optionally one `photo` (PNG, JPEG or GIF by content, 5 MB). ' +
          '400 hand_over_code_wrong; 429 hand_over_locked once the wrong codes reach the limit.',
        consumes: ['multipart/form-data'],
        params: DeliveryIdParamsSchema,
        response: {
          200: DeliverySchema,
          409: ApiErrorSchema,
          413: ApiErrorSchema,
          415: ApiErrorSchema,
          429: ApiErrorSchema,
          ...ERRORS,
        },
      },
      // Refused before the body is read: someone else's delivery is a 404 without a byte of the photo read.
      preValidation: async (request) => {
        await deliveries.assertCarries(currentUser(request), request.params.deliveryId);
      },
    },
    async (request) => {
      const form = await readUploadForm(request, handOverForm);
      try {
        const parsed = HandOverSchema.safeParse(form.singleValues());
        if (!parsed.success) {
          const message = parsed.error.issues[0]?.message ?? 'Check the code.';
          throw new HttpError(400, 'validation_error', 'Please correct 1 field and try again.', {
            code: message,
          });
        }
        return await deliveries.markDelivered(
          currentUser(request),
          request.params.deliveryId,
          parsed.data,
          form,
        );
      } finally {
        await form.dispose();
      }
    },
  );

  app.get(
    '/deliveries/:deliveryId/hand-over-photo',
    {
      config: { access: 'user' },
      schema: {
        tags: ['deliveries'],
        summary: 'The hand-over photo (its traveler, the order’s sender, staff; 404 for anyone else)',
        description: 'Answers the image itself, or 401/404 as JSON errors.',
        params: DeliveryIdParamsSchema,
      },
    },
    async (request, reply) => {
      const photo = await deliveries.readHandOverPhoto(currentUser(request), request.params.deliveryId);
      return reply
        .header('content-type', photo.type)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(photo.content);
    },
  );

  app.get(
    '/users/:userId/traveler-profile',
    {
      config: { access: 'user' },
      schema: {
        tags: ['deliveries'],
        summary:
          'A traveler’s public details (staff, the traveler, senders whose order they carry or carried; else 404)',
        params: z.object({ userId: z.string() }),
        response: { 200: TravelerProfileSchema, ...ERRORS },
      },
    },
    async (request) => deliveries.travelerProfile(currentUser(request), request.params.userId),
  );
};
