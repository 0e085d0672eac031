// Apart from client.ts so that code which only checks an error (the session guard on every app's first screen)
// does not bring the HTTP client with it (the first-load JS budget, bench/size.mjs).

/** The API's error envelope: { error: { code, message, fields? } } (see apps/api error handler). */
export interface ApiErrorBody {
  code: string;
  message: string;
  fields?: Record<string, string>;
  [extra: string]: unknown;
}

/** A request the API refused or could not answer, with the message meant for the person. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;
  readonly body: ApiErrorBody;
  /** Seconds until a rate-limited request may be retried (from Retry-After). */
  readonly retryAfter: number | undefined;

  constructor(status: number, body: ApiErrorBody, retryAfter?: number) {
    super(body.message);
    this.name = 'ApiError';
    this.status = status;
    this.code = body.code;
    this.fields = body.fields ?? {};
    this.body = body;
    this.retryAfter = retryAfter;
  }
}
