import { CodeTicketSchema } from '@tote/validation/accounts';
import { ApiErrorSchema } from '@tote/validation/errors';
import { SignInChallengeSchema } from '@tote/validation/two-factor';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { SessionRow } from '../../db/schema/sessions';
import type { AccountsConfig, AccountsDeps, ClientInfo } from './accounts.deps';
import { sessionExpiresAt } from './session-lifetime';
import { endSession, type StartedSession } from './sessions';
import { type SessionUser, toPublicUser } from './users';

// What the accounts routes files (<flow>.routes.ts) share: error schemas, the session body, the client, sign-in.

export interface AccountsRoutesOptions {
  config: AccountsConfig;
}

export const ERRORS = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 429: ApiErrorSchema };
export const noBody = z.undefined().describe('No content');
// Login's 403 email_not_verified carries the ticket of the code just sent (response schemas strip unknown keys).
export const LoginForbiddenSchema = z.object({
  error: ApiErrorSchema.shape.error.extend({ ticket: CodeTicketSchema.optional() }),
});
// Login's 401 second_factor_required / enrolment_required (staff) carries the sign-in ticket.
export const LoginUnauthorizedSchema = z.object({
  error: ApiErrorSchema.shape.error.extend({ challenge: SignInChallengeSchema.optional() }),
});
export const noParams = z.object({});

export const sessionBody = (user: SessionUser, session: SessionRow) => ({
  user: toPublicUser(user),
  expiresAt: sessionExpiresAt(session, user).toISOString(),
});

export const clientOf = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
  requestId: request.id,
});

/** The account flows' dependencies from the app, with a child logger for the accounts module. */
export const accountsDepsOf = (app: FastifyInstance, config: AccountsConfig): AccountsDeps => ({
  db: app.db,
  clock: app.clock,
  mailer: app.mailer,
  log: app.log.child({ module: 'accounts' }),
  config,
});

/** Signs the person in on this reply: a replaced session (one already on this browser) is ended first. */
export async function signIn(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  started: StartedSession,
) {
  if (request.session) await endSession(app.db, request.session.id);
  app.sessionCookie.set(reply, started.token, started.session.persistent);
  return sessionBody(started.user, started.session);
}
