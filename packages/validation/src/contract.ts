import { z } from 'zod';
import { accountErrorMessages } from './accounts';
import { defineErrors, type ErrorDef, INTERNAL_ERROR_MESSAGE } from './errors';

export { defineErrors, type ErrorDef } from './errors';

import { healthMessages } from './health';
import { orderMessages } from './orders';
import { tripMessages } from './trips';

/**
 * The API contract, written once per route (docs/decisions/016-one-api-contract.md).
 *
 * A route's contract says who may call it, what it takes, what it answers and which errors it can send. The
 * API registers the route from it (apps/api/src/contract-route.ts), the typed client calls it
 * (packages/api-client `call`), and component-test stubs are checked against it (packages/testing `mockApi`).
 * The OpenAPI document is generated from the registered routes, so it says the same.
 */

export const ACCESS_LEVELS = ['public', 'user', 'sender', 'traveler', 'verified-traveler', 'staff'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];
/** One level, or a list of levels any one of which admits (e.g. ['sender', 'staff']). */
export type Access = AccessLevel | readonly AccessLevel[];

/** Errors any route can answer because of what it declares (its access, its input) or of the platform. */
export const commonErrors = defineErrors({
  validation: { status: 400, code: 'validation_error', message: 'Please correct the fields and try again.' },
  /** Fastify's own refusals of a body it cannot read (malformed JSON, too large, a content type it does not take). */
  badRequest: { status: 400, code: 'bad_request', message: 'The request could not be read.' },
  payloadTooLarge: { status: 413, code: 'payload_too_large', message: 'The request is too large.' },
  unsupportedMediaType: {
    status: 415,
    code: 'unsupported_media_type',
    message: 'The request’s content type is not accepted here.',
  },
  notSignedIn: { status: 401, code: 'not_signed_in', message: accountErrorMessages.notSignedIn },
  crossSiteRequest: {
    status: 403,
    code: 'cross_site_request',
    message: accountErrorMessages.crossSiteRequest,
  },
  senderRoleRequired: {
    status: 403,
    code: 'sender_role_required',
    message: orderMessages.senderRoleRequired,
  },
  travelerRoleRequired: {
    status: 403,
    code: 'traveler_role_required',
    message: accountErrorMessages.travelerRoleRequired,
  },
  travelerNotVerified: {
    status: 403,
    code: 'traveler_not_verified',
    message: tripMessages.notVerified,
  },
  notStaff: { status: 403, code: 'not_staff', message: accountErrorMessages.notStaff },
  notFound: { status: 404, code: 'not_found', message: 'Not found.' },
  tooManyRequests: { status: 429, code: 'too_many_requests', message: 'Too many requests. Try again later.' },
  internal: { status: 500, code: 'internal_error', message: INTERNAL_ERROR_MESSAGE },
  databaseUnavailable: {
    status: 503,
    code: 'database_unavailable',
    message: healthMessages.databaseUnavailable,
  },
});

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteContract {
  /** Unique across the API: the client generator's function name and the OpenAPI operationId. */
  readonly operationId: string;
  readonly method: HttpMethod;
  /** Under /api/v1, `:name` for a path parameter (as Fastify writes it). */
  readonly path: string;
  readonly access: Access;
  readonly tags: readonly string[];
  readonly summary: string;
  readonly description?: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly headers?: z.ZodType;
  /** Request content types other than JSON (e.g. multipart/form-data). */
  readonly consumes?: readonly string[];
  /** The success status and its body's schema (`null`: no body, as a 204 has). */
  readonly status: 200 | 201 | 202 | 204;
  readonly response: z.ZodType | null;
  /** The errors this route answers beyond those its access and input imply (impliedErrors). */
  readonly errors: readonly ErrorDef[];
}

/**
 * The success body of a route that answers a file as it is (an image), in one of `types`; its errors stay JSON.
 * The `content` member is how the OpenAPI document names a response's own media types.
 */
export const fileResponse = (types: readonly string[]) =>
  z
    .custom<Uint8Array>((value) => value instanceof Uint8Array)
    .meta({
      description: 'The file itself',
      content: Object.fromEntries(
        types.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
      ),
    });

/** Declares a route's contract; `const` keeps its literal types (method, path, status) for the client. */
export const defineRoute = <const C extends RouteContract>(route: C): C => route;

const accessErrors: Record<AccessLevel, readonly ErrorDef[]> = {
  public: [],
  user: [commonErrors.notSignedIn],
  sender: [commonErrors.notSignedIn, commonErrors.senderRoleRequired],
  traveler: [commonErrors.notSignedIn, commonErrors.travelerRoleRequired],
  'verified-traveler': [
    commonErrors.notSignedIn,
    commonErrors.travelerRoleRequired,
    commonErrors.travelerNotVerified,
  ],
  staff: [commonErrors.notSignedIn, commonErrors.notStaff],
};

export const accessLevelsOf = (access: Access): readonly AccessLevel[] =>
  typeof access === 'string' ? [access] : access;

/**
 * What a route can answer without listing it: the access guard's 401/403, 400 when it takes input, the CSRF
 * check's 403 on writes, 404 when a path names a record, and the platform's 500 and 503.
 */
export function impliedErrors(route: RouteContract): ErrorDef[] {
  const implied = new Map<string, ErrorDef>();
  const add = (error: ErrorDef) => implied.set(`${error.status} ${error.code}`, error);
  for (const level of accessLevelsOf(route.access)) accessErrors[level].forEach(add);
  if (route.params || route.query || route.body || route.headers || route.consumes)
    add(commonErrors.validation);
  if (route.body || route.consumes) {
    add(commonErrors.badRequest);
    add(commonErrors.payloadTooLarge);
    add(commonErrors.unsupportedMediaType);
  }
  if (route.method !== 'GET') add(commonErrors.crossSiteRequest);
  if (route.params) add(commonErrors.notFound);
  add(commonErrors.internal);
  add(commonErrors.databaseUnavailable);
  return [...implied.values()];
}

/** Every error the route can answer: its own and the implied ones, each status and code once. */
export function errorsOf(route: RouteContract): ErrorDef[] {
  const all = new Map<string, ErrorDef>();
  for (const error of [...impliedErrors(route), ...route.errors])
    all.set(`${error.status} ${error.code}`, error);
  return [...all.values()];
}

/** The error codes a route can answer, for a screen that switches on them. */
export type ErrorCodeOf<C extends RouteContract> = C['errors'][number]['code'];

/** "METHOD /path": how tests and stubs name a route. */
export const routeKey = (route: Pick<RouteContract, 'method' | 'path'>) => `${route.method} ${route.path}`;

/** Whether a value is a route contract (for registries that collect a module's exports). */
export const isRouteContract = (value: unknown): value is RouteContract =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as RouteContract).operationId === 'string' &&
  typeof (value as RouteContract).path === 'string' &&
  Array.isArray((value as RouteContract).errors);
