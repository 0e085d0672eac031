import multipart from '@fastify/multipart';
import {
  accountErrorMessages,
  messages,
  NATIONAL_ID_ACCEPT,
  NATIONAL_ID_MAX_BYTES,
  TravelerVerificationSchema,
} from '@tote/validation/accounts';
import * as contract from '@tote/validation/contracts/travelers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../contract-route';
import type { SessionRow } from '../../db/schema/sessions';
import { currentUser } from '../../plugins/session';
import { clientOf, sessionBody } from '../accounts/accounts.http';
import { toPublicUser } from '../accounts/users';
import { parseFormValues, sendPrivateFile, withUploadForm } from '../uploads/upload-routes';
import type { UploadFormSpec } from '../uploads/uploads';
import { createTravelerReview } from './review';
import type { TravelersConfig } from './travelers.deps';
import { createTravelerVerification } from './verification';

export interface TravelersRoutesOptions {
  config: TravelersConfig;
}

/**
 * HTTP only: the contracts in @tote/validation/contracts/travelers, answered by verification.ts (the traveler's
 * side) and review.ts (the staff's decision).
 */
export const travelersRoutes: FastifyPluginAsyncZod<TravelersRoutesOptions> = async (app, { config }) => {
  const deps = {
    db: app.db,
    clock: app.clock,
    mailer: app.mailer,
    log: app.log.child({ module: 'accounts' }),
    config,
  };
  const verification = createTravelerVerification(deps);
  const review = createTravelerReview(deps);

  // Only the traveler verification route takes multipart, and this plugin's scope is encapsulated; limits per
  // form (modules/uploads).
  await app.register(multipart);
  const travelerVerificationForm: UploadFormSpec = {
    fields: { residentialAddress: {}, placeOfWork: {} },
    file: {
      name: 'nationalId',
      maxCount: 1,
      maxBytes: NATIONAL_ID_MAX_BYTES,
      folder: config.nationalIds,
      accept: NATIONAL_ID_ACCEPT,
      messages: {
        tooLarge: accountErrorMessages.nationalIdTooLarge,
        type: accountErrorMessages.nationalIdType,
      },
    },
  };

  app.route({
    ...routeOf(contract.submitTravelerVerification),
    // Refused before the body is read: not a traveler (403, the route's access), already pending or verified
    // (409), no room left.
    preValidation: async (request) => {
      await verification.assertCanSubmit(currentUser(request));
    },
    handler: async (request, reply) => {
      const user = currentUser(request);
      const updated = await withUploadForm(request, travelerVerificationForm, (form) =>
        verification.submit(
          user,
          parseFormValues(TravelerVerificationSchema, form.singleValues(), {
            nationalId: form.fileCount === 0 ? messages.nationalIdRequired : undefined,
          }),
          form,
        ),
      );
      return reply.code(201).send(sessionBody(updated, request.session as SessionRow));
    },
  });

  app.route({
    ...routeOf(contract.getNationalId),
    handler: async (request, reply) => {
      const file = await verification.readNationalId(
        currentUser(request),
        request.params.userId,
        clientOf(request),
      );
      const extension = file.type.split('/')[1] ?? 'bin';
      reply.header('content-disposition', `attachment; filename="national-id.${extension}"`);
      return sendPrivateFile(reply, file, 'private, no-store');
    },
  });

  app.route({
    ...routeOf(contract.decideTravelerVerification),
    handler: async (request) =>
      toPublicUser(await review.setTravelerStatus(currentUser(request), request.params.userId, request.body)),
  });
};
