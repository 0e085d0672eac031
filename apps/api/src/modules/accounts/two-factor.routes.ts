import type { Session } from '@tote/validation/accounts';
import * as contract from '@tote/validation/contracts/two-factor';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../contract-route';
import type { ClientInfo } from './accounts.deps';
import type { StartedSession } from './sessions';
import type { SignInFlow } from './sign-in';

interface TwoFactorRoutesOptions {
  signInFlow: SignInFlow;
  clientOf: (request: FastifyRequest) => ClientInfo;
  /** accounts.http.ts's sign-in: ends a session already on this browser, sets the cookie, shapes the body. */
  signIn: (request: FastifyRequest, reply: FastifyReply, started: StartedSession) => Promise<Session>;
}

/**
 * HTTP only: the staff second factor, the contracts in @tote/validation/contracts/two-factor (public: the
 * ticket a right password bought is the credential), answered by two-factor.ts through the sign-in flow.
 */
export function registerTwoFactorRoutes(
  app: FastifyInstance,
  { signInFlow, clientOf, signIn }: TwoFactorRoutesOptions,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...routeOf(contract.startTwoFactorEnrolment),
    // The secret is shown until the first code confirms it, never after: no caching anywhere.
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return signInFlow.startEnrolment(request.body);
    },
  });

  api.route({
    ...routeOf(contract.confirmTwoFactorEnrolment),
    handler: async (request, reply) => {
      const started = await signInFlow.confirmEnrolment(request.body, clientOf(request));
      reply.header('cache-control', 'no-store');
      return { ...(await signIn(request, reply, started)), recoveryCodes: started.recoveryCodes };
    },
  });

  api.route({
    ...routeOf(contract.verifySecondFactor),
    handler: async (request, reply) =>
      signIn(request, reply, await signInFlow.verifySecondFactor(request.body, clientOf(request))),
  });

  api.route({
    ...routeOf(contract.recoverSecondFactor),
    handler: async (request, reply) =>
      signIn(request, reply, await signInFlow.recoverSecondFactor(request.body, clientOf(request))),
  });
}
