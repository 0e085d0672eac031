import * as contract from '@tote/validation/contracts/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../contract-route';
import { type AccountsRoutesOptions, accountsDepsOf, clientOf } from './accounts.http';
import { createPasswordReset } from './password-reset';

/** HTTP only: forgot password, the reset code, the new password (password-reset.ts). */
export const passwordResetRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (app, { config }) => {
  const passwordReset = createPasswordReset(accountsDepsOf(app, config));

  app.route({
    ...routeOf(contract.forgotPassword),
    handler: async (request) => passwordReset.forgotPassword(request.body, clientOf(request)),
  });

  app.route({
    ...routeOf(contract.verifyResetCode),
    handler: async (request) => passwordReset.verifyResetCode(request.body, clientOf(request)),
  });

  app.route({
    ...routeOf(contract.resetPassword),
    handler: async (request, reply) => {
      await passwordReset.resetPassword(request.body, clientOf(request));
      // This browser's session (if it was the same account) has just ended with the others.
      app.sessionCookie.clear(reply);
      return reply.code(204).send(null);
    },
  });
};
