import {
  CodeTicketSchema,
  ResendCodeSchema,
  SessionSchema,
  SignUpSchema,
  VerifyEmailSchema,
} from '@tote/validation/accounts';
import { ApiErrorSchema } from '@tote/validation/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AccountsRoutesOptions, accountsDepsOf, clientOf, ERRORS, signIn } from './accounts.http';
import { createSignUp } from './sign-up';

/** HTTP only: sign-up, the address confirmation and a new code (sign-up.ts). */
export const signUpRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (app, { config }) => {
  const signUpFlow = createSignUp(accountsDepsOf(app, config));

  app.post(
    '/auth/signup',
    {
      config: { access: 'public' },
      schema: {
        tags: ['accounts'],
        summary: 'Create an account; a verification code is mailed',
        body: SignUpSchema,
        response: { 201: CodeTicketSchema, 409: ApiErrorSchema, ...ERRORS },
      },
    },
    async (request, reply) => reply.code(201).send(await signUpFlow.signUp(request.body, clientOf(request))),
  );

  app.post(
    '/auth/verify-email',
    {
      config: { access: 'public' },
      schema: {
        tags: ['accounts'],
        summary: 'Confirm the address with the mailed code; signs the person in',
        body: VerifyEmailSchema,
        response: { 200: SessionSchema, 409: ApiErrorSchema, ...ERRORS },
      },
    },
    async (request, reply) =>
      signIn(app, request, reply, await signUpFlow.verifyEmail(request.body, clientOf(request))),
  );

  app.post(
    '/auth/codes/resend',
    {
      config: { access: 'public' },
      schema: {
        tags: ['accounts'],
        summary: 'Mail a new code (voids the previous one); 429 with Retry-After during the cooldown',
        body: ResendCodeSchema,
        response: { 200: CodeTicketSchema, 409: ApiErrorSchema, ...ERRORS },
      },
    },
    async (request) => signUpFlow.resendCode(request.body, clientOf(request)),
  );
};
