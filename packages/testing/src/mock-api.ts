// Test-only: imported by component tests of the four apps, never by app code.
import type { CodePurpose, CodeTicket, PublicUser, Session } from '@tote/validation/accounts';
import { errorsOf, routeKey } from '@tote/validation/contract';
import { ApiErrorSchema } from '@tote/validation/errors';
import { expect, vi } from 'vitest';
import { contractOf } from './contracts';

/** One recorded request to the API, with its JSON body (multipart bodies stay a FormData). */
export interface ApiCall {
  method: string;
  /** Path under /api/v1, e.g. "/auth/login". */
  path: string;
  body: unknown;
  /** The query string (the path holds none). */
  search: URLSearchParams;
}

export interface ApiReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** A stub deliberately off the contract (to test how a screen takes a malformed answer): not checked. */
  offContract?: true;
}

export type ApiHandler = ApiReply | ((call: ApiCall) => ApiReply | Promise<ApiReply>);

/**
 * Answers fetch the way the real API does (status, JSON body, the { error: { code, message, fields } }
 * envelope, Retry-After), keyed by "METHOD /path". A request nobody expected answers 501 and is kept in
 * `unexpected`, so a test sees it instead of hanging. The real routes are tested in apps/api.
 *
 * Every stubbed answer is checked against the route's contract (@tote/validation/contracts, contracts.ts):
 * a 2xx body must parse with it (204 routes: no body), an error body with the error envelope. A stub that
 * drifts from the contract throws when the test sets it up (static answers) or answers (handlers).
 */
/**
 * Contract breaks of handler stubs in the running test. A handler answers inside fetch, where a throw would
 * reach the screen as a network error (and a test expecting an error screen could pass): the setup's
 * afterEach fails the test with this message instead (failOnContractViolations).
 */
const violations: string[] = [];

function checkedAnswer(route: string, reply: ApiReply): ApiReply {
  try {
    return checkReply(route, reply);
  } catch (error) {
    const test = expect.getState().currentTestName;
    const message = error instanceof Error ? error.message : String(error);
    violations.push(test ? `${message}\n  (handler stub answering in test "${test}")` : message);
    throw error;
  }
}

/** Fails the test when a handler stub answered off its contract (called by the shared test setup). */
export function failOnContractViolations() {
  const found = violations.splice(0);
  if (found.length > 0) throw new Error(`A stub broke its route's contract:\n${found.join('\n')}`);
}

export function mockApi(routes: Record<string, ApiHandler>) {
  for (const [route, handler] of Object.entries(routes)) {
    if (typeof handler !== 'function') checkReply(route, handler);
  }
  const calls: ApiCall[] = [];
  const unexpected: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const contentType = request.headers.get('content-type') ?? '';
    let body: unknown;
    if (contentType.includes('application/json')) body = await request.json();
    else if (contentType.includes('multipart/form-data')) body = await request.formData();
    const call: ApiCall = { method: request.method, path, body, search: url.searchParams };
    calls.push(call);
    const key = `${request.method} ${path}`;
    const handler = routes[key];
    if (!handler) {
      unexpected.push(key);
      return json(501, { error: { code: 'not_mocked', message: `No mock for ${key}` } });
    }
    const reply = typeof handler === 'function' ? checkedAnswer(key, await handler(call)) : handler;
    return json(reply.status ?? 200, reply.body, reply.headers);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, unexpected, fetchMock };
}

/**
 * Throws when `reply` is not what the route `route` ("METHOD /path") can answer by its contract: a success
 * status other than the contract's, a body its response schema rejects, or an error status and code the route
 * does not declare (its own errors and those its access and input imply, @tote/validation/contract).
 */
export function checkReply(route: string, reply: ApiReply): ApiReply {
  if (reply.offContract) return reply;
  const contract = contractOf(route);
  if (!contract)
    throw new Error(`Stub for ${route}: no such API route; declare it in @tote/validation/contracts.`);
  // The stub's key and, when it is a concrete path, the declared route it answers for.
  const declaredKey = routeKey(contract);
  const stub = declaredKey === route ? route : `${route} (route ${declaredKey})`;
  const status = reply.status ?? 200;
  if (status >= 400) {
    const parsed = ApiErrorSchema.safeParse(reply.body);
    if (!parsed.success) throw new Error(`Stub for ${stub}: a ${status} answer must be the error envelope.`);
    const { code } = parsed.data.error;
    const declared = errorsOf(contract);
    const matched = declared.find((error) => error.status === status && error.code === code);
    if (!matched) {
      const list = declared.map((error) => `${error.status} ${error.code}`).join(', ');
      throw new Error(`Stub for ${stub}: ${status} ${code} is not in its contract (${list}).`);
    }
    // The members this error always carries (e.g. email_not_verified's ticket), as the screen reads them.
    if (matched.details) {
      const error = (reply.body as { error: unknown }).error;
      const members = ApiErrorSchema.shape.error.extend(matched.details).safeParse(error);
      if (!members.success) {
        const issues = members.error.issues.map((issue) => `error.${issue.path.join('.')}: ${issue.message}`);
        throw new Error(`Stub for ${stub}: ${status} ${code} lacks what it carries:\n${issues.join('\n')}`);
      }
    }
    return reply;
  }
  if (status !== contract.status)
    throw new Error(`Stub for ${stub}: the route answers ${contract.status}, not ${status}.`);
  if (contract.response === null) {
    if (reply.body !== undefined) throw new Error(`Stub for ${stub}: the route answers no body (204).`);
    return reply;
  }
  const parsed = contract.response.safeParse(reply.body);
  if (!parsed.success) {
    const issues = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`,
    );
    throw new Error(`Stub for ${stub} does not match its response schema:\n${issues.join('\n')}`);
  }
  return reply;
}

function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  const hasBody = body !== undefined && status !== 204;
  return new Response(hasBody ? JSON.stringify(body) : null, {
    status,
    headers: hasBody ? { 'content-type': 'application/json', ...headers } : headers,
  });
}

/** The API's error answer. */
export function apiError(
  status: number,
  code: string,
  message: string,
  extra: { fields?: Record<string, string>; headers?: Record<string, string>; [key: string]: unknown } = {},
): ApiReply {
  const { headers, ...rest } = extra;
  return { status, body: { error: { code, message, ...rest } }, headers };
}

export function buildUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: 'user-1',
    fullName: 'Ada Lovelace',
    email: 'ada@example.com',
    country: 'GB',
    state: null,
    avatarUrl: null,
    roles: { sender: true, traveler: false, staff: false },
    travelerStatus: 'unverified',
    emailVerified: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function buildSession(user: Partial<PublicUser> = {}): Session {
  return { user: buildUser(user), expiresAt: new Date(Date.now() + 3_600_000).toISOString() };
}

/** A code ticket expiring `seconds` from now. */
export function buildTicket(email: string, purpose: CodePurpose, seconds = 60): CodeTicket {
  const expiresAt = new Date(Date.now() + seconds * 1000).toISOString();
  return { email, purpose, expiresAt, resendAvailableAt: expiresAt };
}

/** The query string of the last request to `path` (the mock records the path without it). */
export function lastSearchOf(
  fetchMock: { mock: { calls: unknown[][] } },
  path: string,
): URLSearchParams | undefined {
  const urls = fetchMock.mock.calls
    .map(([input]) => new URL(input instanceof Request ? input.url : String(input)))
    .filter((url) => url.pathname === `/api/v1${path}`);
  return urls.at(-1)?.searchParams;
}
