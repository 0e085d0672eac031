import { z } from 'zod';
import {
  NATIONAL_ID_ACCEPT,
  PublicUserSchema,
  SessionSchema,
  SetTravelerStatusSchema,
  travelerErrors,
} from '../accounts';
import { defineRoute, fileResponse } from '../contract';
import { uploadErrors } from '../uploads';

// Traveler verification (docs/product/accounts.md, Onboarding; docs/product/lifecycles.md, Traveler
// verification): the traveler sends it once (again only after a rejection), staff decide.

export const submitTravelerVerification = defineRoute({
  operationId: 'submitTravelerVerification',
  method: 'POST',
  path: '/me/traveler-verification',
  access: 'traveler',
  tags: ['accounts'],
  summary: 'Send residential address, place of work and national ID (multipart/form-data)',
  description:
    'Fields as in TravelerVerificationSchema; the file in `nationalId` (PNG, JPEG or GIF by content, 5 MB). ' +
    'Refused before the body is read when the verification is pending or done (409) or the upload quota is ' +
    'full. The traveler status becomes pending.',
  consumes: ['multipart/form-data'],
  status: 201,
  response: SessionSchema,
  errors: [
    travelerErrors.verificationPending,
    travelerErrors.alreadyVerified,
    travelerErrors.nationalIdTooLarge,
    travelerErrors.nationalIdType,
    uploadErrors.tooManyFiles,
    uploadErrors.unknownField,
    uploadErrors.tooManyParts,
    uploadErrors.malformedForm,
    uploadErrors.quotaExceeded,
    uploadErrors.notMultipart,
  ],
});

export const getNationalId = defineRoute({
  operationId: 'getNationalId',
  method: 'GET',
  path: '/users/:userId/national-id',
  access: 'user',
  tags: ['accounts'],
  summary: 'The national ID image, as an attachment (its owner and staff only; 404 for anyone else)',
  description: 'Answers the image itself (image/png, image/jpeg or image/gif), or 401/404 as JSON errors.',
  // Not z.uuid(): a malformed id is someone else's ID as far as the caller can tell (404, not 400).
  params: z.object({ userId: z.string().max(100) }),
  status: 200,
  response: fileResponse(Object.keys(NATIONAL_ID_ACCEPT)),
  errors: [],
});

export const decideTravelerVerification = defineRoute({
  operationId: 'decideTravelerVerification',
  method: 'PUT',
  path: '/admin/travelers/:userId/verification',
  access: 'staff',
  tags: ['admin'],
  summary: 'Decide a pending traveler verification (staff only)',
  params: z.object({ userId: z.uuid() }),
  body: SetTravelerStatusSchema,
  status: 200,
  response: PublicUserSchema,
  errors: [travelerErrors.ownVerification, travelerErrors.notPending],
});
