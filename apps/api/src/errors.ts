import type { ErrorDef } from '@tote/validation/errors';

/**
 * An error meant for the client: routes and services throw it, the error handler turns it into
 * `{ error: { code, message, fields? } }` with `statusCode`. Anything else that is thrown becomes a generic 500.
 */
export class HttpError extends Error {
  override name = 'HttpError';
  /** Response headers that belong to this answer (e.g. Retry-After on a 429). */
  readonly headers: Record<string, string>;
  /** More members of `error` for the client (e.g. `ticket` on email_not_verified); never code/message/fields. */
  readonly details: Record<string, unknown>;
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    options: { headers?: Record<string, string>; details?: Record<string, unknown> } = {},
  ) {
    super(message);
    this.headers = options.headers ?? {};
    this.details = options.details ?? {};
  }
}

/**
 * The HttpError of a catalogued error (a module's `defineErrors` in @tote/validation): its status, code and
 * message, with the answer's fields, headers or extra members when the case has them.
 */
export function raise(
  error: ErrorDef,
  options: {
    message?: string;
    fields?: Record<string, string>;
    headers?: Record<string, string>;
    details?: Record<string, unknown>;
  } = {},
): HttpError {
  const { message, fields, ...rest } = options;
  return new HttpError(error.status, error.code, message ?? error.message, fields, rest);
}
