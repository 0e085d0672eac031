import { type Session, SessionSchema } from '@tote/validation/accounts';
import { ApiErrorSchema } from '@tote/validation/errors';
import {
  ConfirmEnrolmentSchema,
  EnrolledSessionSchema,
  EnrolmentSchema,
  RecoverSecondFactorSchema,
  StartEnrolmentSchema,
  VerifySecondFactorSchema,
} from '@tote/validation/two-factor';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ClientInfo } from './accounts.deps';
import type { StartedSession } from './sessions';
import type { SignInFlow } from './sign-in';

interface TwoFactorRoutesOptions {
  signInFlow: SignInFlow;
  clientOf: (request: FastifyRequest) => ClientInfo;
  /** accounts.http.ts's sign-in: ends a session already on this browser, sets the cookie, shapes the body. */
  signIn: (request: FastifyRequest, reply: FastifyReply, started: StartedSession) => Promise<Session>;
}

const ERRORS = { 400: ApiErrorSchema, 403: ApiErrorSchema, 429: ApiErrorSchema };

/**
 * The staff second factor (two-factor.ts). Public: the caller has no session yet, only the ticket a right
 * password bought; the ticket is the credential, single-use and capped per attempt.
 */
export function registerTwoFactorRoutes(
  app: FastifyInstance,
  { signInFlow, clientOf, signIn }: TwoFactorRoutesOptions,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/auth/two-factor/enrolment',
    {
      config: { access: 'public' },
      schema: {
        tags: ['accounts'],
        summary:
          'Staff first sign-in: a new authenticator secret (otpauth URI, QR code) for an enrolment ticket',
        body: StartEnrolmentSchema,
        response: { 200: EnrolmentSchema, ...ERRORS },
      },
    },
    // The secret is shown until the first code confirms it, never after: no caching anywhere.
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return signInFlow.startEnrolment(request.body);
    },
  );

  api.post(
    '/auth/two-factor/enrolment/confirm',
    {
      config: { access: 'public' },
      schema: {
        tags: ['accounts'],
        summary:
          'Confirm the authenticator with its first code; signs in and answers the recovery codes once',
        body: ConfirmEnrolmentSchema,
        response: { 200: EnrolledSessionSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const started = await signInFlow.confirmEnrolment(request.body, clientOf(request));
      reply.header('cache-control', 'no-store');
      return { ...(await signIn(request, reply, started)), recoveryCodes: started.recoveryCodes };
    },
  );

  api.post(
    '/auth/two-factor/verify',
    {
      config: { access: 'public' },
      schema: {
        tags: ['accounts'],
        summary: 'Staff sign-in: trade the login ticket and an authenticator code for the session',
        body: VerifySecondFactorSchema,
        response: { 200: SessionSchema, ...ERRORS },
      },
    },
    async (request, reply) =>
      signIn(request, reply, await signInFlow.verifySecondFactor(request.body, clientOf(request))),
  );

  api.post(
    '/auth/two-factor/recover',
    {
      config: { access: 'public' },
      schema: {
        tags: ['accounts'],
        summary: 'Staff sign-in without the authenticator: the login ticket and an unused recovery code',
        body: RecoverSecondFactorSchema,
        response: { 200: SessionSchema, ...ERRORS },
      },
    },
    async (request, reply) =>
      signIn(request, reply, await signInFlow.recoverSecondFactor(request.body, clientOf(request))),
  );
}
