import { LoginSchema, SessionSchema } from '@tote/validation/accounts';
import { ApiErrorSchema } from '@tote/validation/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SessionRow } from '../../db/schema/sessions';
import { currentUser } from '../../plugins/session';
import {
  type AccountsRoutesOptions,
  accountsDepsOf,
  clientOf,
  ERRORS,
  LoginForbiddenSchema,
  LoginUnauthorizedSchema,
  noBody,
  noParams,
  sessionBody,
  signIn,
} from './accounts.http';
import type { StartedSession } from './sessions';
import { createSignIn } from './sign-in';
import { registerTwoFactorRoutes } from './two-factor.routes';

/** HTTP only: sign-in (and the staff second factor, two-factor.routes.ts), sign-out, the current session. */
export const signInRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (app, { config }) => {
  const signInFlow = createSignIn(accountsDepsOf(app, config));

  app.post(
    '/auth/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['accounts'],
        summary:
          'Sign in; sets the tote_session cookie. Staff: 401 with a ticket for the second factor instead',
        body: LoginSchema,
        response: {
          200: SessionSchema,
          ...ERRORS,
          401: LoginUnauthorizedSchema,
          403: LoginForbiddenSchema,
        },
      },
    },
    async (request, reply) =>
      signIn(app, request, reply, await signInFlow.login(request.body, clientOf(request))),
  );

  registerTwoFactorRoutes(app, {
    signInFlow,
    clientOf,
    signIn: (request: FastifyRequest, reply: FastifyReply, started: StartedSession) =>
      signIn(app, request, reply, started),
  });

  app.post(
    '/auth/logout',
    {
      // Public and idempotent: signing out without a session is already done.
      config: { access: 'public' },
      schema: {
        tags: ['accounts'],
        summary: 'Sign out: ends the session and clears the cookie',
        body: z.object({}).optional(),
        response: { 204: noBody },
      },
    },
    async (request, reply) => {
      if (request.session) await signInFlow.endSession(request.session.id);
      app.sessionCookie.clear(reply);
      return reply.code(204).send();
    },
  );

  app.get(
    '/auth/session',
    {
      config: { access: 'user' },
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in person, or 401 not_signed_in',
        querystring: noParams,
        response: { 200: SessionSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => sessionBody(currentUser(request), request.session as SessionRow),
  );
};
