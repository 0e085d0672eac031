import ky, { HTTPError, type Options } from 'ky';
import type { z } from 'zod';
import { ApiError, type ApiErrorBody } from './api-error';
import { apiUrl } from './api-url';

// Re-exported: callers keep importing ApiError from here; the session check imports it from ./api-error.
export { ApiError, type ApiErrorBody } from './api-error';

const unexpectedResponse = () =>
  new ApiError(0, {
    code: 'unexpected_response',
    message: 'Tote sent an answer this page did not expect. Reload the page and try again.',
  });

const NETWORK_MESSAGE = 'We could not reach Tote. Check your connection and try again.';

/** An answer that is not 2xx, as the error the person sees (the API's envelope when it sent one). */
async function errorOf(response: Response): Promise<ApiError> {
  const retryAfterHeader = response.headers.get('retry-after');
  const retryAfter = retryAfterHeader ? Number(retryAfterHeader) : undefined;
  const body = (await response.json().catch(() => undefined)) as { error?: ApiErrorBody } | undefined;
  const fallback = {
    code: 'http_error',
    message: `The server answered ${response.status}. Please try again.`,
  };
  return new ApiError(response.status, body?.error ?? fallback, retryAfter);
}

async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof HTTPError) return errorOf(error.response);
  if (error instanceof ApiError) return error;
  return new ApiError(0, { code: 'network_error', message: NETWORK_MESSAGE });
}

/** Same-origin client: every app serves the API at /api/v1 on its own origin. */
export const http = ky.create({
  prefixUrl: apiUrl(''),
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
    // safeParse, not parse + instanceof ZodError: this module then imports no zod code of its own, so the
    // apps' first-load bundles need zod only where a schema is (issue 8).
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw unexpectedResponse();
    return parsed.data;
  } catch (error) {
    throw await toApiError(error);
  }
}

/**
 * Parses an answer asked with plain `fetch` (before this module and zod were loaded, e.g. the session a role
 * app asks for from its entry) exactly as request() parses its own: the same data, the same ApiError.
 */
export async function parseResponse<T extends z.ZodType>(
  schema: T,
  answer: Promise<Response>,
): Promise<z.infer<T>> {
  try {
    const response = await answer;
    if (!response.ok) throw await errorOf(response);
    const parsed = schema.safeParse(await response.json());
    if (!parsed.success) throw unexpectedResponse();
    return parsed.data;
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
