import * as contract from '@tote/validation/contracts/accounts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../contract-route';
import type { SessionRow } from '../../db/schema/sessions';
import { currentUser } from '../../plugins/session';
import { type AccountsRoutesOptions, accountsDepsOf, clientOf, sessionBody, signIn } from './accounts.http';
import type { StartedSession } from './sessions';
import { createSignIn } from './sign-in';
import { registerTwoFactorRoutes } from './two-factor.routes';

/** HTTP only: sign-in (and the staff second factor, two-factor.routes.ts), sign-out, the current session. */
export const signInRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (app, { config }) => {
  const signInFlow = createSignIn(accountsDepsOf(app, config));

  app.route({
    ...routeOf(contract.login),
    handler: async (request, reply) =>
      signIn(app, request, reply, await signInFlow.login(request.body, clientOf(request))),
  });

  registerTwoFactorRoutes(app, {
    signInFlow,
    clientOf,
    signIn: (request: FastifyRequest, reply: FastifyReply, started: StartedSession) =>
      signIn(app, request, reply, started),
  });

  app.route({
    ...routeOf(contract.logout),
    handler: async (request, reply) => {
      if (request.session) await signInFlow.endSession(request.session.id);
      app.sessionCookie.clear(reply);
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...routeOf(contract.getSession),
    handler: async (request) => sessionBody(currentUser(request), request.session as SessionRow),
  });
};
