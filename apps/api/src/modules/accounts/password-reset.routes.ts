import {
  CodeTicketSchema,
  ForgotPasswordSchema,
  ResetPasswordSchema,
  ResetTicketSchema,
  VerifyResetCodeSchema,
} from '@tote/validation/accounts';
import { ApiErrorSchema } from '@tote/validation/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AccountsRoutesOptions, accountsDepsOf, clientOf, ERRORS, noBody } from './accounts.http';
import { createPasswordReset } from './password-reset';

/** HTTP only: forgot password, the reset code, the new password (password-reset.ts). */
export const passwordResetRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (app, { config }) => {
  const passwordReset = createPasswordReset(accountsDepsOf(app, config));

  app.post(
    '/auth/password/forgot',
    {
      config: { access: 'public' },
      schema: {
        tags: ['accounts'],
        summary:
          "Mail a password reset code; 429 with Retry-After before the last one's resend cooldown ends",
        body: ForgotPasswordSchema,
        response: { 200: CodeTicketSchema, 503: ApiErrorSchema, ...ERRORS },
      },
    },
    async (request) => passwordReset.forgotPassword(request.body, clientOf(request)),
  );

  app.post(
    '/auth/password/verify-code',
    {
      config: { access: 'public' },
      schema: {
        tags: ['accounts'],
        summary: 'Trade a correct reset code for a single-use reset token (10 minutes)',
        body: VerifyResetCodeSchema,
        response: { 200: ResetTicketSchema, ...ERRORS },
      },
    },
    async (request) => passwordReset.verifyResetCode(request.body, clientOf(request)),
  );

  app.post(
    '/auth/password/reset',
    {
      config: { access: 'public' },
      schema: {
        tags: ['accounts'],
        summary: 'Set a new password; every session of the account ends and the owner is told by mail',
        body: ResetPasswordSchema,
        response: { 204: noBody, ...ERRORS },
      },
    },
    async (request, reply) => {
      await passwordReset.resetPassword(request.body, clientOf(request));
      // This browser's session (if it was the same account) has just ended with the others.
      app.sessionCookie.clear(reply);
      return reply.code(204).send();
    },
  );
};
