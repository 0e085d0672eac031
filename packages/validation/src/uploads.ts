import { defineErrors } from './errors';

/**
 * What every upload route (POST /orders, PUT /users/:userId/avatar, POST /deliveries/:deliveryId/delivered,
 * POST /me/traveler-verification) answers besides its own field messages: uploadErrors below, a text part longer
 * than the form takes (400 validation_error), and its own file_too_large, file_type and too_many_files messages
 * (orderErrors, profileErrors, deliveryErrors). Uploaded images are stored re-encoded, without metadata (EXIF,
 * GPS): what is served is never the file sent.
 */

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

export const uploadMessages = {
  unknownField: (name: string) => `This form has no field called “${name}”. Reload the page and try again.`,
  textTooLong: (maxBytes: number) => `Use at most ${maxBytes} characters.`,
  textOnly: 'Send this field as plain text.',
  tooManyParts: 'The form sent more fields than it has. Reload the page and try again.',
  malformed: 'The form could not be read. Reload the page and try again.',
  quotaExceeded: (quotaBytes: number) =>
    `Your account has used its ${megabytes(quotaBytes)} for photos and documents. Contact Tote support to make room.`,
  notMultipart: 'Send the form as multipart/form-data.',
  tooManyFiles: 'Too many files',
} as const;

/**
 * What reading an upload form answers on any upload route. Two messages are filled in when raised: the unknown
 * field's name, and the quota (the API's uploads policy holds its size); the catalogue keeps their general form.
 */
export const uploadErrors = defineErrors({
  unknownField: {
    status: 400,
    code: 'unknown_field',
    message: 'This form has a field it does not take. Reload the page and try again.',
  },
  tooManyParts: { status: 400, code: 'too_many_parts', message: uploadMessages.tooManyParts },
  malformedForm: { status: 400, code: 'malformed_form', message: uploadMessages.malformed },
  /** A form field with more files than it takes, when the route has no message of its own for it. */
  tooManyFiles: { status: 400, code: 'too_many_files', message: uploadMessages.tooManyFiles },
  quotaExceeded: {
    status: 413,
    code: 'upload_quota_exceeded',
    message: 'Your account has used its space for photos and documents. Contact Tote support to make room.',
  },
  notMultipart: { status: 415, code: 'unsupported_media_type', message: uploadMessages.notMultipart },
});
