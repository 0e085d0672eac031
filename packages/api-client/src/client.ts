import ky, { HTTPError, type Options } from 'ky';
import { ZodError, type z } from 'zod';

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

const NETWORK_MESSAGE = 'We could not reach Tote. Check your connection and try again.';

async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof HTTPError) {
    const retryAfterHeader = error.response.headers.get('retry-after');
    const retryAfter = retryAfterHeader ? Number(retryAfterHeader) : undefined;
    const body = (await error.response.json().catch(() => undefined)) as { error?: ApiErrorBody } | undefined;
    const fallback = {
      code: 'http_error',
      message: `The server answered ${error.response.status}. Please try again.`,
    };
    return new ApiError(error.response.status, body?.error ?? fallback, retryAfter);
  }
  if (error instanceof ZodError) {
    return new ApiError(0, {
      code: 'unexpected_response',
      message: 'Tote sent an answer this page did not expect. Reload the page and try again.',
    });
  }
  return new ApiError(0, { code: 'network_error', message: NETWORK_MESSAGE });
}

/** Same-origin client: every app serves the API at /api/v1 on its own origin. */
export const http = ky.create({
  prefixUrl:
    typeof window === 'undefined'
      ? 'http://localhost/api/v1'
      : new URL('/api/v1', window.location.origin).href,
  credentials: 'same-origin',
  timeout: 30_000,
  retry: 0,
});

/** Sends a request and parses the answer with the route's response schema. */
export async function request<T extends z.ZodType>(
  schema: T,
  path: string,
  options: Options = {},
): Promise<z.infer<T>> {
  try {
    const body = await http(path, options).json();
    return schema.parse(body);
  } catch (error) {
    throw await toApiError(error);
  }
}

/** Sends a request whose answer has no body (204). */
export async function send(path: string, options: Options = {}): Promise<void> {
  try {
    await http(path, options);
  } catch (error) {
    throw await toApiError(error);
  }
}
