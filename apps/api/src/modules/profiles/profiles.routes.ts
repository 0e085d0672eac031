import multipart from '@fastify/multipart';
import { ApiErrorSchema } from '@tote/validation/errors';
import {
  AVATAR_ACCEPT,
  AVATAR_MAX_BYTES,
  ProfileSchema,
  profileMessages,
  ReviewListSchema,
  UpdateProfileSchema,
} from '@tote/validation/profiles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../errors';
import { currentUser } from '../../plugins/session';
import { readUploadForm, type UploadFormSpec } from '../uploads/uploads';
import { createProfilesService, type ProfilesConfig } from './profiles.service';

export interface ProfilesRoutesOptions {
  config: ProfilesConfig;
}

const ERRORS = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
// Not z.uuid(): a malformed id is someone else's profile as far as the caller can tell (404, not 400).
const userParams = z.object({ userId: z.string().max(100) });

/** HTTP only: parses, calls profiles.service.ts, shapes the answer. Access per route: plugins/session.ts. */
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
      // spec §5 "below 2MB": busboy cuts a file off when it is LARGER than the limit, so one byte less refuses a
      // file of exactly 2 MB too (isAvatarSizeAllowed says the same on the client).
      maxBytes: AVATAR_MAX_BYTES - 1,
      dir: config.avatarDir,
      accept: AVATAR_ACCEPT,
      messages: { tooLarge: profileMessages.avatarTooLarge, type: profileMessages.avatarType },
    },
  };

  app.get(
    '/users/:userId/profile',
    {
      config: { access: 'user' },
      schema: {
        tags: ['profiles'],
        summary:
          'A profile with rating, review count and deliveries (its owner and staff; 404 for anyone else)',
        params: userParams,
        response: { 200: ProfileSchema, ...ERRORS },
      },
    },
    async (request) => profiles.getProfile(currentUser(request), request.params.userId),
  );

  app.put(
    '/users/:userId/profile',
    {
      config: { access: 'user' },
      schema: {
        tags: ['profiles'],
        summary: 'Change full name, country and state (spec §7; its owner and staff)',
        params: userParams,
        body: UpdateProfileSchema,
        response: { 200: ProfileSchema, ...ERRORS },
      },
    },
    async (request) => profiles.updateProfile(currentUser(request), request.params.userId, request.body),
  );

  app.get(
    '/users/:userId/reviews',
    {
      config: { access: 'user' },
      schema: {
        tags: ['profiles'],
        summary: 'Reviews of the person, newest first (its owner and staff)',
        params: userParams,
        response: { 200: ReviewListSchema, ...ERRORS },
      },
    },
    async (request) => profiles.listReviews(currentUser(request), request.params.userId),
  );

  app.put(
    '/users/:userId/avatar',
    {
      config: { access: 'user' },
      schema: {
        tags: ['profiles'],
        summary:
          'Replace the profile photo (multipart/form-data, file `avatar`: PNG, JPEG, GIF or WebP below 2 MB)',
        consumes: ['multipart/form-data'],
        params: userParams,
        response: { 200: ProfileSchema, 413: ApiErrorSchema, 415: ApiErrorSchema, ...ERRORS },
      },
      // Refused before the body is read: someone else's photo (404), or no room left in the owner's quota.
      preValidation: async (request) => {
        await profiles.assertCanReplaceAvatar(currentUser(request), request.params.userId);
      },
    },
    async (request) => {
      const form = await readUploadForm(request, avatarForm);
      try {
        if (form.fileCount === 0) {
          throw new HttpError(400, 'validation_error', profileMessages.avatarRequired, {
            avatar: profileMessages.avatarRequired,
          });
        }
        return await profiles.replaceAvatar(currentUser(request), request.params.userId, form);
      } finally {
        await form.dispose();
      }
    },
  );

  app.get(
    '/users/:userId/avatar',
    {
      config: { access: 'user' },
      schema: {
        tags: ['profiles'],
        summary: 'The profile photo (any signed-in person); 304 when If-None-Match has its ETag',
        description: 'Answers the image itself (PNG, JPEG, GIF or WebP), or 401/404 as JSON errors.',
        params: userParams,
        querystring: z.object({ v: z.string().max(64).optional() }),
      },
    },
    async (request, reply) => {
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
  );
};
