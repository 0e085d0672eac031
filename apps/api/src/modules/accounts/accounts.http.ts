import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionRow } from '../../db/schema/sessions';
import type { AccountsConfig, AccountsDeps, ClientInfo } from './accounts.deps';
import { sessionExpiresAt } from './session-lifetime';
import { endSession, type StartedSession } from './sessions';
import { type SessionUser, toPublicUser } from './users';

// What the accounts routes files (<flow>.routes.ts) share: the session body, the client, sign-in.

export interface AccountsRoutesOptions {
  config: AccountsConfig;
}

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
