import { SessionSchema } from '../accounts';
import { defineRoute } from '../contract';
import {
  ConfirmEnrolmentSchema,
  EnrolledSessionSchema,
  EnrolmentSchema,
  RecoverSecondFactorSchema,
  StartEnrolmentSchema,
  twoFactorErrors,
  VerifySecondFactorSchema,
} from '../two-factor';

// The staff second factor. Public: the caller has no session yet, only the ticket a right password bought at
// POST /auth/login; the ticket is the credential, single-use and capped per attempt.
const tags = ['accounts'] as const;

/** What counting one code against the ticket can answer. */
const attemptErrors = [
  twoFactorErrors.challengeExpired,
  twoFactorErrors.tooManyAttempts,
  twoFactorErrors.ticketUsedUp,
] as const;

export const startTwoFactorEnrolment = defineRoute({
  operationId: 'startTwoFactorEnrolment',
  method: 'POST',
  path: '/auth/two-factor/enrolment',
  access: 'public',
  tags,
  summary: 'Staff first sign-in: a new authenticator secret (otpauth URI, QR code) for an enrolment ticket',
  description: 'The secret is shown until the first code confirms it, never after (Cache-Control: no-store).',
  body: StartEnrolmentSchema,
  status: 200,
  response: EnrolmentSchema,
  errors: [twoFactorErrors.challengeExpired],
});

export const confirmTwoFactorEnrolment = defineRoute({
  operationId: 'confirmTwoFactorEnrolment',
  method: 'POST',
  path: '/auth/two-factor/enrolment/confirm',
  access: 'public',
  tags,
  summary: 'Confirm the authenticator with its first code; signs in and answers the recovery codes once',
  body: ConfirmEnrolmentSchema,
  status: 200,
  response: EnrolledSessionSchema,
  errors: [...attemptErrors, twoFactorErrors.wrongCode],
});

export const verifySecondFactor = defineRoute({
  operationId: 'verifySecondFactor',
  method: 'POST',
  path: '/auth/two-factor/verify',
  access: 'public',
  tags,
  summary: 'Staff sign-in: trade the login ticket and an authenticator code for the session',
  body: VerifySecondFactorSchema,
  status: 200,
  response: SessionSchema,
  errors: [...attemptErrors, twoFactorErrors.wrongCode, twoFactorErrors.codeAlreadyUsed],
});

export const recoverSecondFactor = defineRoute({
  operationId: 'recoverSecondFactor',
  method: 'POST',
  path: '/auth/two-factor/recover',
  access: 'public',
  tags,
  summary: 'Staff sign-in without the authenticator: the login ticket and an unused recovery code',
  description: 'Uses up the recovery code.',
  body: RecoverSecondFactorSchema,
  status: 200,
  response: SessionSchema,
  errors: [...attemptErrors, twoFactorErrors.wrongRecoveryCode],
});
