import { z } from 'zod';
import { SessionSchema } from './accounts';
import { defineErrors } from './errors';

/**
 * Staff sign-in with a second factor (ASVS 2.8: time-based one-time passwords): schemas, messages and
 * twoFactorErrors. A right password for a staff account does not sign in: POST /auth/login answers 401 with
 * `error.challenge`, a ticket that is short-lived, single use and good for at most TOTP_TICKET_MAX_ATTEMPTS
 * codes. The routes that trade it for the session: contracts/two-factor.ts.
 */

export const TOTP_DIGITS = 6; // RFC 6238 / RFC 4226 §5.3: six digits
export const TOTP_PERIOD_SECONDS = 30; // RFC 6238 §5.2: the recommended time step
export const RECOVERY_CODE_COUNT = 10;
export const TOTP_TICKET_MAX_ATTEMPTS = 5;

export const twoFactorMessages = {
  secondFactorRequired: 'Enter the 6-digit code from your authenticator app.',
  enrolmentRequired: 'Staff accounts need an authenticator app. Set it up to finish signing in.',
  codeFormat: 'Enter the 6-digit code from your authenticator app.',
  wrongCode: "That code isn't right. Check the time on your phone and try the newest code.",
  codeAlreadyUsed: 'This code was already used. Wait for the next code in your authenticator app.',
  recoveryCodeFormat: 'Enter one of your recovery codes, such as abcde-12345.',
  wrongRecoveryCode: "That recovery code isn't right, or it was already used.",
  challengeExpired: 'This sign-in has expired. Sign in again with your password.',
  tooManyAttempts: 'Too many wrong codes. Sign in again with your password.',
} as const;

export const TotpCodeSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), twoFactorMessages.codeFormat);

/** Ten letters and digits, shown as two groups of five; spaces, dashes and case do not matter when typed. */
export const RecoveryCodeSchema = z
  .string()
  .max(40, twoFactorMessages.recoveryCodeFormat)
  .transform((value) => value.replace(/[\s-]/g, '').toLowerCase())
  .pipe(z.string().regex(/^[a-z0-9]{10}$/, twoFactorMessages.recoveryCodeFormat));

const TicketSchema = z.string().min(1).max(200);

export const SignInChallengeSchema = z.object({
  ticket: z.string(),
  /** ISO time after which the ticket no longer works: sign in again. */
  expiresAt: z.string(),
});
export type SignInChallenge = z.infer<typeof SignInChallengeSchema>;

export const SECOND_FACTOR_ERROR_CODES = ['second_factor_required', 'enrolment_required'] as const;

/** The 401 a right password for a staff account gets from POST /auth/login. */
export const SecondFactorErrorSchema = z.object({
  error: z.object({
    code: z.enum(SECOND_FACTOR_ERROR_CODES),
    message: z.string(),
    challenge: SignInChallengeSchema,
  }),
});

/**
 * The staff second factor's errors (contracts/two-factor.ts; login answers the first two). tooManyAttempts is
 * answered with the wait in Retry-After.
 */
export const twoFactorErrors = defineErrors({
  /** A right password, an authenticator set up: `error.challenge` is the ticket for the code. */
  secondFactorRequired: {
    status: 401,
    code: 'second_factor_required',
    message: twoFactorMessages.secondFactorRequired,
    details: { challenge: SignInChallengeSchema },
  },
  /** A right password, no authenticator yet (first sign-in): `error.challenge` is the ticket to set one up. */
  enrolmentRequired: {
    status: 401,
    code: 'enrolment_required',
    message: twoFactorMessages.enrolmentRequired,
    details: { challenge: SignInChallengeSchema },
  },
  /** Field ticket: the ticket is unknown, used, past its time, or its account can no longer sign in. */
  challengeExpired: { status: 400, code: 'challenge_expired', message: twoFactorMessages.challengeExpired },
  /** The ticket was tried TOTP_TICKET_MAX_ATTEMPTS times: sign in again. */
  ticketUsedUp: { status: 400, code: 'too_many_attempts', message: twoFactorMessages.tooManyAttempts },
  /** Too many wrong codes for the account, whatever tickets they came with; Retry-After. */
  tooManyAttempts: { status: 429, code: 'too_many_attempts', message: twoFactorMessages.tooManyAttempts },
  /** Field code. */
  wrongCode: { status: 400, code: 'wrong_code', message: twoFactorMessages.wrongCode },
  /** Field code: a code already used (no replay). */
  codeAlreadyUsed: { status: 400, code: 'code_already_used', message: twoFactorMessages.codeAlreadyUsed },
  /** Field recoveryCode. */
  wrongRecoveryCode: {
    status: 400,
    code: 'wrong_recovery_code',
    message: twoFactorMessages.wrongRecoveryCode,
  },
});

export const StartEnrolmentSchema = z.object({ ticket: TicketSchema });
export type StartEnrolment = z.infer<typeof StartEnrolmentSchema>;

export const EnrolmentSchema = z.object({
  /** Base32, for typing into the app when the QR code cannot be scanned. */
  secret: z.string(),
  otpauthUri: z.string(),
  /** The otpauth URI as a QR code: an SVG data: URL, drawn on the server. */
  qrCode: z.string(),
});
export type Enrolment = z.infer<typeof EnrolmentSchema>;

export const ConfirmEnrolmentSchema = z.object({ ticket: TicketSchema, code: TotpCodeSchema });
export type ConfirmEnrolment = z.infer<typeof ConfirmEnrolmentSchema>;

export const EnrolledSessionSchema = SessionSchema.extend({
  /** Shown once: only their hashes are stored. */
  recoveryCodes: z.array(z.string()),
});
export type EnrolledSession = z.infer<typeof EnrolledSessionSchema>;

export const VerifySecondFactorSchema = z.object({ ticket: TicketSchema, code: TotpCodeSchema });
export type VerifySecondFactor = z.infer<typeof VerifySecondFactorSchema>;

export const RecoverSecondFactorSchema = z.object({ ticket: TicketSchema, recoveryCode: RecoveryCodeSchema });
export type RecoverSecondFactor = z.infer<typeof RecoverSecondFactorSchema>;
export type RecoverSecondFactorInput = z.input<typeof RecoverSecondFactorSchema>;

/** The recovery-code form on the second-factor screen (the ticket comes from the sign-in, not the form). */
export const RecoveryCodeFormSchema = z.object({ recoveryCode: RecoveryCodeSchema });

/** Copy of the staff sign-in screens that tests and e2e read too. */
export const twoFactorCopy = {
  secondFactorTitle: 'Two-step sign-in',
  enrolmentTitle: 'Set up your authenticator',
  recoveryCodesTitle: 'Save your recovery codes',
  useRecoveryCode: 'Use a recovery code',
  useAuthenticator: 'Use your authenticator app',
  setupKeyLabel: 'Setup key',
} as const;
