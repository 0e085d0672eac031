import * as contract from '@tote/validation/contracts/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../contract-route';
import { type AccountsRoutesOptions, accountsDepsOf, clientOf, signIn } from './accounts.http';
import { createSignUp } from './sign-up';

/** HTTP only: sign-up, the address confirmation and a new code (sign-up.ts). */
export const signUpRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (app, { config }) => {
  const signUpFlow = createSignUp(accountsDepsOf(app, config));

  app.route({
    ...routeOf(contract.signUp),
    handler: async (request, reply) =>
      reply.code(201).send(await signUpFlow.signUp(request.body, clientOf(request))),
  });

  app.route({
    ...routeOf(contract.verifyEmail),
    handler: async (request, reply) =>
      signIn(app, request, reply, await signUpFlow.verifyEmail(request.body, clientOf(request))),
  });

  app.route({
    ...routeOf(contract.resendCode),
    handler: async (request) => signUpFlow.resendCode(request.body, clientOf(request)),
  });
};
