import type { RouteContract } from '@tote/validation/contract';
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
    // apps' first-load bundles need zod only where a schema is (the first-load JS budget, bench/size.mjs).
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

type Input<S> = S extends z.ZodType ? z.input<S> : never;
type Output<C extends RouteContract> = C['response'] extends z.ZodType ? z.output<C['response']> : undefined;

/** What a call to route C takes: its path parameters, query and body as the contract types them. */
export type CallInput<C extends RouteContract> = (C['params'] extends z.ZodType
  ? { params: Input<C['params']> }
  : { params?: undefined }) &
  (C['query'] extends z.ZodType ? { query?: Input<C['query']> } : { query?: undefined }) &
  (C['body'] extends z.ZodType ? { json: Input<C['body']> } : { json?: undefined }) & {
    /** A multipart body (routes that consume multipart/form-data). */
    form?: FormData;
    headers?: Record<string, string>;
  };

/** The route's path with its `:name` parameters filled in (each encoded as one path segment). */
function pathOf(route: RouteContract, params: Record<string, unknown> | undefined): string {
  return route.path.slice(1).replace(/:(\w+)/g, (_whole, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${route.operationId}: no ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The query as search parameters; text is trimmed and empty values left out (the API's defaults apply). */
function searchParamsOf(query: Record<string, unknown> | undefined): URLSearchParams {
  const searchParams = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    const text = typeof value === 'string' ? value.trim() : value;
    if (text === undefined || text === null || text === '') continue;
    searchParams.set(name, String(text));
  }
  return searchParams;
}

/**
 * Calls an API route by its contract (@tote/validation/contracts/*): the path, method and body come from it,
 * and the answer is parsed with its response schema, so the client cannot drift from the server.
 */
export async function call<const C extends RouteContract>(route: C, input: CallInput<C>): Promise<Output<C>>;
export async function call(route: RouteContract, input: CallInput<RouteContract>): Promise<unknown> {
  const path = pathOf(route, input.params as Record<string, unknown> | undefined);
  const options: Options = {
    method: route.method.toLowerCase(),
    searchParams: searchParamsOf(input.query as Record<string, unknown> | undefined),
    ...(input.headers ? { headers: input.headers } : {}),
    ...(input.form ? { body: input.form } : {}),
    ...(input.json !== undefined ? { json: input.json } : {}),
  };
  if (route.response === null) return send(path, options);
  return request(route.response, path, options);
}
