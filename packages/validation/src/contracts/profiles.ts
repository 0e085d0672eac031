import { z } from 'zod';
import { defineRoute, fileResponse } from '../contract';
import {
  AVATAR_ACCEPT,
  ProfileSchema,
  ProfileUserParamsSchema,
  profileErrors,
  ReviewListSchema,
  UpdateProfileSchema,
} from '../profiles';
import { uploadErrors } from '../uploads';

// Profiles: their owner and staff read and change them; any signed-in person sees the photo.
const tags = ['profiles'] as const;

export const getProfile = defineRoute({
  operationId: 'getProfile',
  method: 'GET',
  path: '/users/:userId/profile',
  access: 'user',
  tags,
  summary: 'A profile with rating, review count and deliveries (its owner and staff; 404 for anyone else)',
  params: ProfileUserParamsSchema,
  status: 200,
  response: ProfileSchema,
  errors: [],
});

export const updateProfile = defineRoute({
  operationId: 'updateProfile',
  method: 'PUT',
  path: '/users/:userId/profile',
  access: 'user',
  tags,
  summary: 'Change full name, country and state (its owner and staff)',
  params: ProfileUserParamsSchema,
  body: UpdateProfileSchema,
  status: 200,
  response: ProfileSchema,
  errors: [profileErrors.stateNotInCountry],
});

export const listReviews = defineRoute({
  operationId: 'listReviews',
  method: 'GET',
  path: '/users/:userId/reviews',
  access: 'user',
  tags,
  summary: 'Reviews of the person, newest first (its owner and staff)',
  params: ProfileUserParamsSchema,
  status: 200,
  response: ReviewListSchema,
  errors: [],
});

export const replaceAvatar = defineRoute({
  operationId: 'replaceAvatar',
  method: 'PUT',
  path: '/users/:userId/avatar',
  access: 'user',
  tags,
  summary:
    'Replace the profile photo (multipart/form-data, file `avatar`: PNG, JPEG, GIF or WebP below 2 MB)',
  consumes: ['multipart/form-data'],
  params: ProfileUserParamsSchema,
  status: 200,
  response: ProfileSchema,
  errors: [
    profileErrors.avatarRequired,
    profileErrors.avatarTooLarge,
    profileErrors.avatarType,
    uploadErrors.tooManyFiles,
    uploadErrors.unknownField,
    uploadErrors.tooManyParts,
    uploadErrors.malformedForm,
    uploadErrors.quotaExceeded,
    uploadErrors.notMultipart,
  ],
});

export const getAvatar = defineRoute({
  operationId: 'getAvatar',
  method: 'GET',
  path: '/users/:userId/avatar',
  access: 'user',
  tags,
  summary: 'The profile photo (any signed-in person); 304 when If-None-Match has its ETag',
  description: 'Answers the image itself (PNG, JPEG, GIF or WebP), or 401/404 as JSON errors.',
  params: ProfileUserParamsSchema,
  query: z.object({ v: z.string().max(64).optional() }),
  status: 200,
  response: fileResponse(Object.keys(AVATAR_ACCEPT)),
  errors: [],
});
