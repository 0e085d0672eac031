// Test-only: the response schema of every API route the apps call, so a stubbed answer is parsed exactly as
// the server's answer is (a stub that drifts from the contract fails the test that uses it).

import { CodeTicketSchema, ResetTicketSchema, SessionSchema } from '@tote/validation/accounts';
import type { HttpMethod, RouteContract } from '@tote/validation/contract';
import { EnrolledSessionSchema, EnrolmentSchema } from '@tote/validation/two-factor';
import type { z } from 'zod';

/** What a 2xx answer of the route holds: a schema, or `null` for 204 No Content. */
export type ResponseSchema = z.ZodType | null;

/**
 * "METHOD /path" under /api/v1, `:name` for a path segment (the contracts in packages/validation/src/*.ts
 * list the same routes). A route missing here cannot be stubbed: add it with its schema.
 */
export const API_RESPONSE_SCHEMAS: Record<string, ResponseSchema> = {
  'GET /auth/session': SessionSchema,
  'POST /auth/signup': CodeTicketSchema,
  'POST /auth/verify-email': SessionSchema,
  'POST /auth/codes/resend': CodeTicketSchema,
  'POST /auth/login': SessionSchema,
  'POST /auth/logout': null,
  'POST /auth/password/forgot': CodeTicketSchema,
  'POST /auth/password/verify-code': ResetTicketSchema,
  'POST /auth/password/reset': null,
  'POST /auth/two-factor/enrolment': EnrolmentSchema,
  'POST /auth/two-factor/enrolment/confirm': EnrolledSessionSchema,
  'POST /auth/two-factor/verify': SessionSchema,
  'POST /auth/two-factor/recover': SessionSchema,
  'POST /me/roles': SessionSchema,
  'POST /me/traveler-verification': SessionSchema,
  'POST /me/password': null,
  'POST /me/deactivate': null,
};

/**
 * The routes not yet declared as contracts (@tote/validation/contracts/*), as loose contracts: their success
 * body is checked, any error code is accepted. Each moves to its module's contracts and leaves this table.
 */
export const LEGACY_CONTRACTS: RouteContract[] = Object.entries(API_RESPONSE_SCHEMAS).map(([key, schema]) => {
  const [method = 'GET', path = '/'] = key.split(' ');
  return {
    operationId: key,
    method: method as HttpMethod,
    path,
    access: 'public',
    tags: [],
    summary: key,
    status: schema === null ? 204 : 200,
    response: schema,
    errors: [],
    legacy: true,
  } as RouteContract;
});
