import * as contract from '@tote/validation/contracts/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../contract-route';
import type { SessionRow } from '../../db/schema/sessions';
import { currentUser } from '../../plugins/session';
import { createAccountSettings } from './account-settings';
import { type AccountsRoutesOptions, accountsDepsOf, clientOf, sessionBody } from './accounts.http';

/** HTTP only: the signed-in person's roles, password and deactivation (account-settings.ts). */
export const accountSettingsRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (
  app,
  { config },
) => {
  const settings = createAccountSettings(accountsDepsOf(app, config));

  app.route({
    ...routeOf(contract.chooseRole),
    handler: async (request) =>
      sessionBody(
        await settings.chooseRole(currentUser(request), request.body),
        request.session as SessionRow,
      ),
  });

  app.route({
    ...routeOf(contract.changePassword),
    handler: async (request, reply) => {
      await settings.changePassword(
        currentUser(request),
        (request.session as SessionRow).id,
        request.body,
        clientOf(request),
      );
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...routeOf(contract.deactivateAccount),
    handler: async (request, reply) => {
      await settings.deactivate(currentUser(request), request.body, clientOf(request));
      app.sessionCookie.clear(reply);
      return reply.code(204).send(null);
    },
  });
};
