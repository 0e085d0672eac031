import { ChooseRoleSchema, SessionSchema } from '@tote/validation/accounts';
import { ChangePasswordSchema, DeactivateAccountSchema } from '@tote/validation/profiles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SessionRow } from '../../db/schema/sessions';
import { currentUser } from '../../plugins/session';
import { createAccountSettings } from './account-settings';
import {
  type AccountsRoutesOptions,
  accountsDepsOf,
  clientOf,
  ERRORS,
  noBody,
  sessionBody,
} from './accounts.http';

/** HTTP only: the signed-in person's roles, password and deactivation (account-settings.ts). */
export const accountSettingsRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (
  app,
  { config },
) => {
  const settings = createAccountSettings(accountsDepsOf(app, config));

  app.post(
    '/me/roles',
    {
      config: { access: 'user' },
      schema: {
        tags: ['accounts'],
        summary: 'Add the sender or traveler role to the signed-in account',
        body: ChooseRoleSchema,
        response: { 200: SessionSchema, ...ERRORS },
      },
    },
    async (request) =>
      sessionBody(
        await settings.chooseRole(currentUser(request), request.body),
        request.session as SessionRow,
      ),
  );

  app.post(
    '/me/password',
    {
      config: { access: 'user' },
      schema: {
        tags: ['accounts'],
        summary: 'Change the password (the current one is asked); every other session ends, this one stays',
        body: ChangePasswordSchema,
        response: { 204: noBody, ...ERRORS },
      },
    },
    async (request, reply) => {
      await settings.changePassword(
        currentUser(request),
        (request.session as SessionRow).id,
        request.body,
        clientOf(request),
      );
      return reply.code(204).send();
    },
  );

  app.post(
    '/me/deactivate',
    {
      config: { access: 'user' },
      schema: {
        tags: ['accounts'],
        summary: 'Deactivate the account (password and the word DEACTIVATE); signs out everywhere',
        body: DeactivateAccountSchema,
        response: { 204: noBody, ...ERRORS },
      },
    },
    async (request, reply) => {
      await settings.deactivate(currentUser(request), request.body, clientOf(request));
      app.sessionCookie.clear(reply);
      return reply.code(204).send();
    },
  );
};
