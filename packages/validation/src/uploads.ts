import { defineErrors } from './errors';

/**
 * What every upload route (POST /orders, PUT /users/:userId/avatar, POST /deliveries/:deliveryId/delivered,
 * POST /me/traveler-verification) answers besides its own field messages: uploadErrors below, a text part longer
 * than the form takes (400 validation_error), and its own file_too_large, too_many_files and file_type messages
 * (orderErrors, profileErrors, deliveryErrors; file_type: the bytes are not an image the route takes, or the
 * image cannot be read). Uploaded images are stored re-encoded, without metadata (EXIF, GPS): what is served is
 * never the file sent.
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
  /** A part whose name the form does not have (the message names it). */
  unknownField: {
    status: 400,
    code: 'unknown_field',
    message: 'This form has a field it does not take. Reload the page and try again.',
  },
  /** More parts than the form has fields. */
  tooManyParts: { status: 400, code: 'too_many_parts', message: uploadMessages.tooManyParts },
  /** Not readable as multipart/form-data: no boundary, cut off, a part without a name. */
  malformedForm: { status: 400, code: 'malformed_form', message: uploadMessages.malformed },
  /** A form field with more files than it takes, when the route has no message of its own for it. */
  tooManyFiles: { status: 400, code: 'too_many_files', message: uploadMessages.tooManyFiles },
  /** The account's stored uploads would pass its quota (apps/api uploads.policy.ts). */
  quotaExceeded: {
    status: 413,
    code: 'upload_quota_exceeded',
    message: 'Your account has used its space for photos and documents. Contact Tote support to make room.',
  },
  notMultipart: { status: 415, code: 'unsupported_media_type', message: uploadMessages.notMultipart },
  /**
   * The two answers about a file itself, in their general form: each route raises them with its own message
   * (orderErrors.imageTooLarge, profileErrors.avatarType, deliveryErrors.photoType …) and lists those.
   */
  fileTooLarge: { status: 413, code: 'file_too_large', message: 'The file is larger than this form takes.' },
  fileType: { status: 400, code: 'file_type', message: 'This form does not take files of this type.' },
});
