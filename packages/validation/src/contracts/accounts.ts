import { z } from 'zod';
import {
  accountErrors,
  ChooseRoleSchema,
  CodeTicketSchema,
  ForgotPasswordSchema,
  LoginSchema,
  ResendCodeSchema,
  ResetPasswordSchema,
  ResetTicketSchema,
  SessionSchema,
  SignUpSchema,
  VerifyEmailSchema,
  VerifyResetCodeSchema,
} from '../accounts';
import { commonErrors, defineRoute } from '../contract';
import { ChangePasswordSchema, DeactivateAccountSchema } from '../profiles';
import { twoFactorErrors } from '../two-factor';

// Accounts: sign-up, sign-in, the session, password reset and the signed-in person's own settings. The session
// is an HttpOnly cookie (tote_session): the browser sends it, the client never reads it.
const tags = ['accounts'] as const;

/** What mailing a code can answer: codes paused, asked again too early, the mail not sent. */
const issueCodeErrors = [
  accountErrors.codesLocked,
  accountErrors.codeCooldown,
  accountErrors.codeExpired,
  accountErrors.mailNotSent,
] as const;

/** What checking an emailed code can answer. */
const checkCodeErrors = [
  accountErrors.wrongCode,
  accountErrors.codeExpired,
  accountErrors.tooManyCodeAttempts,
  accountErrors.codesLocked,
] as const;

export const signUp = defineRoute({
  operationId: 'signUp',
  method: 'POST',
  path: '/auth/signup',
  access: 'public',
  tags,
  summary: 'Create an account; a verification code is mailed',
  body: SignUpSchema,
  status: 201,
  response: CodeTicketSchema,
  errors: [accountErrors.rateLimited, accountErrors.emailTaken, accountErrors.mailNotSent],
});

export const verifyEmail = defineRoute({
  operationId: 'verifyEmail',
  method: 'POST',
  path: '/auth/verify-email',
  access: 'public',
  tags,
  summary: 'Confirm the address with the mailed code; signs the person in',
  body: VerifyEmailSchema,
  status: 200,
  response: SessionSchema,
  errors: [
    accountErrors.rateLimited,
    accountErrors.emailNotRegistered,
    accountErrors.accountDeactivated,
    accountErrors.emailAlreadyVerified,
    ...checkCodeErrors,
    commonErrors.notFound,
  ],
});

export const resendCode = defineRoute({
  operationId: 'resendCode',
  method: 'POST',
  path: '/auth/codes/resend',
  access: 'public',
  tags,
  summary: 'Mail a new code (voids the previous one); 429 with Retry-After during the cooldown',
  body: ResendCodeSchema,
  status: 200,
  response: CodeTicketSchema,
  errors: [
    accountErrors.rateLimited,
    accountErrors.emailNotRegistered,
    accountErrors.accountDeactivated,
    accountErrors.emailAlreadyVerified,
    ...issueCodeErrors,
  ],
});

export const login = defineRoute({
  operationId: 'login',
  method: 'POST',
  path: '/auth/login',
  access: 'public',
  tags,
  summary: 'Sign in; sets the tote_session cookie. Staff: 401 with a ticket for the second factor instead',
  description:
    'An unconfirmed address with the right password: 403 email_not_verified, a code is (re)sent and ' +
    '`error.ticket` is its ticket. Staff with the right password: 401 second_factor_required or ' +
    'enrolment_required with `error.challenge` (contracts/two-factor). Too many failed sign-ins: 429 ' +
    'too_many_attempts with Retry-After.',
  body: LoginSchema,
  status: 200,
  response: SessionSchema,
  errors: [
    accountErrors.tooManySignIns,
    accountErrors.emailNotRegistered,
    accountErrors.wrongPassword,
    accountErrors.accountDeactivated,
    accountErrors.emailNotVerified,
    ...issueCodeErrors,
    twoFactorErrors.secondFactorRequired,
    twoFactorErrors.enrolmentRequired,
  ],
});

export const logout = defineRoute({
  operationId: 'logout',
  method: 'POST',
  path: '/auth/logout',
  // Public and idempotent: signing out without a session is already done.
  access: 'public',
  tags,
  summary: 'Sign out: ends the session and clears the cookie',
  body: z.object({}).optional(),
  status: 204,
  response: null,
  errors: [],
});

export const getSession = defineRoute({
  operationId: 'getSession',
  method: 'GET',
  path: '/auth/session',
  access: 'user',
  tags,
  summary: 'The signed-in person, or 401 not_signed_in',
  status: 200,
  response: SessionSchema,
  errors: [],
});

export const forgotPassword = defineRoute({
  operationId: 'forgotPassword',
  method: 'POST',
  path: '/auth/password/forgot',
  access: 'public',
  tags,
  summary: "Mail a password reset code; 429 with Retry-After before the last one's resend cooldown ends",
  body: ForgotPasswordSchema,
  status: 200,
  response: CodeTicketSchema,
  errors: [
    accountErrors.rateLimited,
    accountErrors.wrongEmail,
    accountErrors.accountDeactivated,
    ...issueCodeErrors,
  ],
});

export const verifyResetCode = defineRoute({
  operationId: 'verifyResetCode',
  method: 'POST',
  path: '/auth/password/verify-code',
  access: 'public',
  tags,
  summary: 'Trade a correct reset code for a single-use reset token (10 minutes)',
  body: VerifyResetCodeSchema,
  status: 200,
  response: ResetTicketSchema,
  errors: [
    accountErrors.rateLimited,
    accountErrors.emailNotRegistered,
    accountErrors.accountDeactivated,
    ...checkCodeErrors,
  ],
});

export const resetPassword = defineRoute({
  operationId: 'resetPassword',
  method: 'POST',
  path: '/auth/password/reset',
  access: 'public',
  tags,
  summary: 'Set a new password; every session of the account ends and the owner is told by mail',
  body: ResetPasswordSchema,
  status: 204,
  response: null,
  errors: [accountErrors.rateLimited, accountErrors.resetExpired, accountErrors.accountDeactivated],
});

export const chooseRole = defineRoute({
  operationId: 'chooseRole',
  method: 'POST',
  path: '/me/roles',
  access: 'user',
  tags,
  summary: 'Add the sender or traveler role to the signed-in account',
  body: ChooseRoleSchema,
  status: 200,
  response: SessionSchema,
  errors: [commonErrors.notFound],
});

/** What checking the signed-in person's current password can answer (wrong ones count as failed sign-ins). */
const currentPasswordErrors = [
  accountErrors.tooManySignIns,
  accountErrors.wrongPassword,
  commonErrors.notFound,
] as const;

export const changePassword = defineRoute({
  operationId: 'changePassword',
  method: 'POST',
  path: '/me/password',
  access: 'user',
  tags,
  summary: 'Change the password (the current one is asked); every other session ends, this one stays',
  body: ChangePasswordSchema,
  status: 204,
  response: null,
  errors: [...currentPasswordErrors],
});

export const deactivateAccount = defineRoute({
  operationId: 'deactivateAccount',
  method: 'POST',
  path: '/me/deactivate',
  access: 'user',
  tags,
  summary: 'Deactivate the account (password and the word DEACTIVATE); signs out everywhere',
  body: DeactivateAccountSchema,
  status: 204,
  response: null,
  errors: [...currentPasswordErrors],
});
