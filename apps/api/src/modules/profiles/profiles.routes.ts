import multipart from '@fastify/multipart';
import * as contract from '@tote/validation/contracts/profiles';
import { AVATAR_ACCEPT, AVATAR_MAX_BYTES, profileErrors, profileMessages } from '@tote/validation/profiles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../contract-route';
import { raise } from '../../errors';
import { currentUser } from '../../plugins/session';
import { withUploadForm } from '../uploads/upload-routes';
import type { UploadFormSpec } from '../uploads/uploads';
import { createProfilesService, type ProfilesConfig } from './profiles.service';

export interface ProfilesRoutesOptions {
  config: ProfilesConfig;
}

/** HTTP only: the contracts in @tote/validation/contracts/profiles, answered by profiles.service.ts. */
export const profilesRoutes: FastifyPluginAsyncZod<ProfilesRoutesOptions> = async (app, { config }) => {
  const profiles = createProfilesService({
    db: app.db,
    clock: app.clock,
    log: app.log.child({ module: 'profiles' }),
    config,
  });

  // Only the avatar route takes multipart, and this plugin's scope is encapsulated; limits per form (uploads.ts).
  await app.register(multipart);

  const avatarForm: UploadFormSpec = {
    fields: {},
    file: {
      name: 'avatar',
      maxCount: 1,
      // "An image below 2 MB" (docs/product/overview.md, Constants): busboy cuts a file off when it is LARGER
      // than the limit, so one byte less refuses a file of exactly 2 MB too (isAvatarSizeAllowed says the
      // same on the client).
      maxBytes: AVATAR_MAX_BYTES - 1,
      folder: config.avatars,
      accept: AVATAR_ACCEPT,
      messages: { tooLarge: profileMessages.avatarTooLarge, type: profileMessages.avatarType },
    },
  };

  app.route({
    ...routeOf(contract.getProfile),
    handler: async (request) => profiles.getProfile(currentUser(request), request.params.userId),
  });

  app.route({
    ...routeOf(contract.updateProfile),
    handler: async (request) =>
      profiles.updateProfile(currentUser(request), request.params.userId, request.body),
  });

  app.route({
    ...routeOf(contract.listReviews),
    handler: async (request) => profiles.listReviews(currentUser(request), request.params.userId),
  });

  app.route({
    ...routeOf(contract.replaceAvatar),
    // Refused before the body is read: someone else's photo (404), or no room left in the owner's quota.
    preValidation: async (request) => {
      await profiles.assertCanReplaceAvatar(currentUser(request), request.params.userId);
    },
    handler: (request) =>
      withUploadForm(request, avatarForm, (form) => {
        if (form.fileCount === 0) {
          throw raise(profileErrors.avatarRequired, { fields: { avatar: profileMessages.avatarRequired } });
        }
        return profiles.replaceAvatar(currentUser(request), request.params.userId, form);
      }),
  });

  app.route({
    ...routeOf(contract.getAvatar),
    handler: async (request, reply) => {
      const photo = await profiles.readAvatar(request.params.userId);
      const etag = `"${photo.version}"`;
      reply
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff')
        // A versioned URL never changes content, so it is kept; without (or with an old) version, ask each time.
        .header(
          'cache-control',
          request.query.v === photo.version ? 'private, max-age=31536000, immutable' : 'private, no-cache',
        );
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      const extension = photo.type.split('/')[1] ?? 'bin';
      return reply
        .header('content-type', photo.type)
        .header('content-disposition', `inline; filename="avatar.${extension}"`)
        .send(photo.content);
    },
  });
};
