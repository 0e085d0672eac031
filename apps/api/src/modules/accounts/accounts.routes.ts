import multipart from '@fastify/multipart';
import {
  accountErrorMessages,
  ChooseRoleSchema,
  CodeTicketSchema,
  ForgotPasswordSchema,
  LoginSchema,
  messages,
  NATIONAL_ID_ACCEPT,
  NATIONAL_ID_MAX_BYTES,
  PublicUserSchema,
  ResendCodeSchema,
  ResetPasswordSchema,
  ResetTicketSchema,
  SessionSchema,
  SetTravelerStatusSchema,
  SignUpSchema,
  TravelerVerificationSchema,
  VerifyEmailSchema,
  VerifyResetCodeSchema,
} from '@tote/validation/accounts';
import { ApiErrorSchema } from '@tote/validation/errors';
import { ChangePasswordSchema, DeactivateAccountSchema } from '@tote/validation/profiles';
import { SignInChallengeSchema } from '@tote/validation/two-factor';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SessionRow } from '../../db/schema/sessions';
import { HttpError } from '../../errors';
import { currentUser } from '../../plugins/session';
import { readUploadForm, type UploadFormSpec } from '../uploads/uploads';
import {
  type AccountsConfig,
  type ClientInfo,
  createAccountsService,
  type SessionUser,
  type StartedSession,
  sessionExpiresAt,
  toPublicUser,
} from './accounts.service';
import { registerTwoFactorRoutes } from './two-factor.routes';

export interface AccountsRoutesOptions {
  config: AccountsConfig;
}

const ERRORS = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 429: ApiErrorSchema };
const noBody = z.undefined().describe('No content');
// Login's 403 email_not_verified carries the ticket of the code just sent (response schemas strip unknown keys).
const LoginForbiddenSchema = z.object({
  error: ApiErrorSchema.shape.error.extend({ ticket: CodeTicketSchema.optional() }),
});
// Login's 401 second_factor_required / enrolment_required (staff) carries the sign-in ticket.
const LoginUnauthorizedSchema = z.object({
  error: ApiErrorSchema.shape.error.extend({ challenge: SignInChallengeSchema.optional() }),
});
const noParams = z.object({});

export const sessionBody = (user: SessionUser, session: SessionRow) => ({
  user: toPublicUser(user),
  expiresAt: sessionExpiresAt(session, user).toISOString(),
});

export const clientOf = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
  requestId: request.id,
});

/** HTTP only: parses, calls accounts.service.ts, shapes the answer. Access per route: plugins/session.ts. */
export const accountsRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (app, { config }) => {
  const accounts = createAccountsService({
    db: app.db,
    clock: app.clock,
    mailer: app.mailer,
    log: app.log.child({ module: 'accounts' }),
    config,
  });

  // Only the traveler verification route takes multipart, and this plugin's scope is encapsulated; limits per
  // form (modules/uploads).
  await app.register(multipart);
  const travelerVerificationForm: UploadFormSpec = {
    fields: { residentialAddress: {}, placeOfWork: {} },
    file: {
      name: 'nationalId',
      maxCount: 1,
      maxBytes: NATIONAL_ID_MAX_BYTES,
      dir: config.nationalIdDir,
      accept: NATIONAL_ID_ACCEPT,
      messages: {
        tooLarge: accountErrorMessages.nationalIdTooLarge,
        type: accountErrorMessages.nationalIdType,
      },
    },
  };

  /** Signs the person in on this reply: a replaced session (one already on this browser) is ended first. */
  async function signIn(request: FastifyRequest, reply: FastifyReply, started: StartedSession) {
    if (request.session) await accounts.endSession(request.session.id);
    app.sessionCookie.set(reply, started.token, started.session.persistent);
    return sessionBody(started.user, started.session);
  }

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
    async (request, reply) => reply.code(201).send(await accounts.signUp(request.body, clientOf(request))),
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
      signIn(request, reply, await accounts.verifyEmail(request.body, clientOf(request))),
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
    async (request) => accounts.resendCode(request.body, clientOf(request)),
  );

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
    async (request, reply) => signIn(request, reply, await accounts.login(request.body, clientOf(request))),
  );

  registerTwoFactorRoutes(app, { accounts, clientOf, signIn });

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
      if (request.session) await accounts.endSession(request.session.id);
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
    async (request) => accounts.forgotPassword(request.body, clientOf(request)),
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
    async (request) => accounts.verifyResetCode(request.body, clientOf(request)),
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
      await accounts.resetPassword(request.body, clientOf(request));
      // This browser's session (if it was the same account) has just ended with the others.
      app.sessionCookie.clear(reply);
      return reply.code(204).send();
    },
  );

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
        await accounts.chooseRole(currentUser(request), request.body),
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
      await accounts.changePassword(
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
      await accounts.deactivate(currentUser(request), request.body, clientOf(request));
      app.sessionCookie.clear(reply);
      return reply.code(204).send();
    },
  );

  app.post(
    '/me/traveler-verification',
    {
      config: { access: 'traveler' },
      schema: {
        tags: ['accounts'],
        summary: 'Send residential address, place of work and national ID (multipart/form-data)',
        consumes: ['multipart/form-data'],
        response: {
          201: SessionSchema,
          409: ApiErrorSchema,
          413: ApiErrorSchema,
          415: ApiErrorSchema,
          ...ERRORS,
        },
      },
      // Refused before the body is read: not a traveler (403, the route's access), already pending or verified
      // (409), no room left.
      preValidation: async (request) => {
        await accounts.assertCanSubmitTravelerVerification(currentUser(request));
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const form = await readUploadForm(request, travelerVerificationForm);
      try {
        const parsed = TravelerVerificationSchema.safeParse(form.singleValues());
        const fields: Record<string, string> = {};
        if (!parsed.success) {
          for (const issue of parsed.error.issues) fields[issue.path.join('.')] ??= issue.message;
        }
        if (form.fileCount === 0) fields.nationalId = messages.nationalIdRequired;
        if (!parsed.success || Object.keys(fields).length > 0) {
          const count = Object.keys(fields).length;
          throw new HttpError(
            400,
            'validation_error',
            `Please correct ${count} field${count === 1 ? '' : 's'} and try again.`,
            fields,
          );
        }
        const updated = await accounts.submitTravelerVerification(user, parsed.data, form);
        return reply.code(201).send(sessionBody(updated, request.session as SessionRow));
      } finally {
        await form.dispose();
      }
    },
  );

  app.get(
    '/users/:userId/national-id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['accounts'],
        summary: 'The national ID image, as an attachment (its owner and staff only; 404 for anyone else)',
        description:
          'Answers the image itself (image/png, image/jpeg or image/gif), or 401/404 as JSON errors.',
        params: z.object({ userId: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      const file = await accounts.readNationalId(
        currentUser(request),
        request.params.userId,
        clientOf(request),
      );
      const extension = file.type.split('/')[1] ?? 'bin';
      return reply
        .header('content-type', file.type)
        .header('content-disposition', `attachment; filename="national-id.${extension}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.content);
    },
  );

  app.put(
    '/admin/travelers/:userId/verification',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['admin'],
        summary: 'Decide a pending traveler verification (staff only)',
        params: z.object({ userId: z.uuid() }),
        body: SetTravelerStatusSchema,
        response: { 200: PublicUserSchema, 404: ApiErrorSchema, 409: ApiErrorSchema, ...ERRORS },
      },
    },
    async (request) =>
      toPublicUser(
        await accounts.setTravelerStatus(currentUser(request), request.params.userId, request.body),
      ),
  );
};
