/**
 * An error meant for the client: routes and services throw it, the error handler turns it into
 * `{ error: { code, message, fields? } }` with `statusCode`. Anything else that is thrown becomes a generic 500.
 */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}
