/**
 * What every upload route (POST /orders, PUT /users/:userId/avatar, POST /me/traveler-verification) answers
 * besides its own field messages (orders.ts, profiles.ts, accounts.ts):
 *   400 unknown_field           a part whose name the form does not have (the message names it)
 *   400 too_many_parts          more parts than the form has fields
 *   400 malformed_form          not readable as multipart/form-data (no boundary, cut off, a part without a name)
 *   400 validation_error        a text part longer than the form takes
 *   400 file_type               the bytes are not an image the route takes, or the image cannot be read
 *   413 upload_quota_exceeded   the account's stored uploads would pass its quota (apps/api uploads.policy.ts)
 * Uploaded images are stored re-encoded, without metadata (EXIF, GPS): what is served is never the file sent.
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
} as const;
