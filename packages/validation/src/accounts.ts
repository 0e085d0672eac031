import './zod-config';
import { z } from 'zod';
import { isCommonPassword } from './common-passwords';
import { CountryFieldSchema } from './countries';
import { NUL_CHARACTER_MESSAGE } from './errors';

/**
 * Accounts: sign-up, email codes, login, password reset, role choice, traveler verification.
 * Every user-facing message is the spec's wording (spec §5 and §8) where it has one.
 *
 * HTTP contract (all under /api/v1, JSON unless noted, errors as { error: { code, message, fields? } }):
 *   POST /auth/signup            SignUpSchema             -> 201 CodeTicket           (sends a verify_email code)
 *   POST /auth/verify-email      VerifyEmailSchema        -> 200 Session (signed in)  codes: wrong_code, code_expired
 *   POST /auth/codes/resend      ResendCodeSchema         -> 200 CodeTicket           429 + Retry-After in cooldown
 *   POST /auth/login             LoginSchema              -> 200 Session              codes: email_not_registered,
 *                                                           wrong_password, email_not_verified (403, a new code is sent:
 *                                                           body has error.ticket), too_many_attempts (429 + Retry-After)
 *   POST /auth/logout            {}                       -> 204
 *   GET  /auth/session                                    -> 200 Session | 401
 *   POST /auth/password/forgot   ForgotPasswordSchema     -> 200 CodeTicket           code: wrong_email (400)
 *   POST /auth/password/verify-code VerifyResetCodeSchema -> 200 ResetTicket          codes: wrong_code, code_expired
 *   POST /auth/password/reset    ResetPasswordSchema      -> 204 (every session ended, "password changed" mail sent)
 *   POST /me/roles               ChooseRoleSchema         -> 200 Session
 *   POST /me/traveler-verification  multipart: residentialAddress, placeOfWork, nationalId (file) -> 201 Session
 *   GET  /users/:userId/national-id                       -> the file as an attachment (owner or staff only)
 *   PUT  /admin/travelers/:userId/verification  SetTravelerStatusSchema -> 200 PublicUser (staff only)
 *   GET  /dev/mailbox                                     -> 200 Mailbox (demo/development only; 404 in production)
 *
 * More answers every route can give (codes in ACCOUNT_ERROR_CODES, messages in accountErrorMessages):
 *   400 validation_error (fields), 401 not_signed_in, 403 not_staff, 403 cross_site_request (a state-changing
 *   request from another site), 403 account_deactivated, 429 code_cooldown (a new code asked for too early, by
 *   resend, forgot or an unconfirmed sign-in, and no usable code is live: Retry-After),
 *   400 too_many_attempts (a code tried 5 times: it is void, request a new one), 400 reset_expired,
 *   429 rate_limited (too many requests from one address or for one account, Retry-After), 429 codes_locked
 *   (too many wrong codes for the account in a day: codes are paused until Retry-After, the owner is mailed),
 *   409 email_taken (field email), 409 email_already_verified, 503 mail_not_sent.
 *   Traveler verification: 403 traveler_role_required, 409 verification_pending | already_verified,
 *   413 file_too_large and 400 file_type (field nationalId, the drop zone's wording); review: 409 not_pending,
 *   403 own_verification (staff reviewing their own).
 * Staff sign-in needs a second factor: see two-factor.ts (login answers 401 second_factor_required or
 * enrolment_required with error.challenge).
 * The session is an HttpOnly cookie (tote_session); the browser sends it, the client never reads it.
 */

// spec §5: "text, @, text, a dot, text, no spaces"
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EMAIL_MAX = 254; // RFC 5321 path limit

export const PASSWORD_MIN = 6; // spec §9
export const PASSWORD_MAX = 128; // bounds hashing work per request
export const PASSWORD_HINT = 'Use 6 or more letters with a mixture of numbers and letters.';
export const CODE_LENGTH = 6; // spec §9

export const messages = {
  fullNameRequired: 'Enter your full name please!',
  emailRequired: 'Enter your email please!',
  emailFormat: 'Incorrect email format, please enter your email!',
  countryRequired: 'Enter your country please!',
  passwordIncorrect: 'Incorrect Password',
  passwordCommon: 'This password is too common. Choose one that is harder to guess.',
  passwordsDontMatch: "Passwords don't match.",
  passwordsDoNotMatch: 'Passwords do not match',
  loginEmailInvalid: 'Please enter a valid email address.',
  emailNotRegistered: 'This email is not registered.',
  wrongPassword: 'Wrong password',
  passwordRequired: 'Enter your password please!',
  wrongEmail: 'Wrong email',
  wrongCode: 'Wrong code.',
  incorrectCode: 'Incorrect!',
  codeTimedOut: 'Code is timed out.',
  codeFormat: 'Enter the 6-digit code.',
  emailTaken: 'An account with this email already exists. Sign in instead.',
  residentialAddressRequired: 'Enter your residential address please!',
  placeOfWorkRequired: 'Enter your place of work please!',
  nationalIdRequired: 'Upload your national ID please!',
} as const;

/** Lower-cased and trimmed so one address is one account whatever its spelling. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export const isValidEmail = (value: string) => EMAIL_PATTERN.test(value);

/** spec §5 employer sign-up: at least 6 characters with at least one letter and one digit. */
export const PasswordSchema = z
  .string()
  .min(PASSWORD_MIN, messages.passwordIncorrect)
  .max(PASSWORD_MAX, `Use at most ${PASSWORD_MAX} characters.`)
  .refine((value) => /[A-Za-z]/.test(value) && /\d/.test(value), messages.passwordIncorrect)
  .refine((value) => !isCommonPassword(value), messages.passwordCommon);

const SignUpEmailSchema = z
  .string()
  .trim()
  .min(1, messages.emailRequired)
  .max(EMAIL_MAX, messages.emailFormat)
  .regex(EMAIL_PATTERN, messages.emailFormat)
  .transform(normalizeEmail);

export const SIGN_UP_KINDS = ['sender', 'traveler'] as const;

export const SignUpSchema = z
  .object({
    fullName: z.string().trim().min(1, messages.fullNameRequired).max(100, 'Use at most 100 characters.'),
    email: SignUpEmailSchema,
    /** An ISO 3166-1 alpha-2 code (ADR 008); the form shows names. */
    country: CountryFieldSchema(messages.countryRequired),
    password: PasswordSchema,
    confirmPassword: z.string(),
    /** Which sign-up form was used: the employer form (/sign-up) or the traveler form (/signup-t). */
    kind: z.enum(SIGN_UP_KINDS),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: messages.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type SignUp = z.infer<typeof SignUpSchema>;
export type SignUpInput = z.input<typeof SignUpSchema>;

export const LoginEmailSchema = z
  .string()
  .trim()
  .max(EMAIL_MAX, messages.loginEmailInvalid)
  .regex(EMAIL_PATTERN, messages.loginEmailInvalid)
  .transform(normalizeEmail);

export const LoginSchema = z.object({
  email: LoginEmailSchema,
  password: z.string().min(1, messages.passwordRequired).max(PASSWORD_MAX, messages.wrongPassword),
  keepLoggedIn: z.boolean().default(false),
});
export type Login = z.infer<typeof LoginSchema>;
export type LoginInput = z.input<typeof LoginSchema>;

export const CodeSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), messages.codeFormat);

export const CODE_PURPOSES = ['verify_email', 'reset_password'] as const;
export const CodePurposeSchema = z.enum(CODE_PURPOSES);
export type CodePurpose = z.infer<typeof CodePurposeSchema>;

/** What the client needs to run the code screen's countdown from the server's truth (spec §4). */
export const CodeTicketSchema = z.object({
  email: z.string(),
  purpose: CodePurposeSchema,
  /** ISO time at which the code stops working; the countdown reaches 0 here. */
  expiresAt: z.string(),
  /** ISO time from which Resend OTP is accepted. */
  resendAvailableAt: z.string(),
});
export type CodeTicket = z.infer<typeof CodeTicketSchema>;

export const VerifyEmailSchema = z.object({ email: LoginEmailSchema, code: CodeSchema });
export type VerifyEmail = z.infer<typeof VerifyEmailSchema>;

export const ResendCodeSchema = z.object({ email: LoginEmailSchema, purpose: CodePurposeSchema });
export type ResendCode = z.infer<typeof ResendCodeSchema>;

export const ForgotPasswordSchema = z.object({
  email: z.string().trim().regex(EMAIL_PATTERN, messages.wrongEmail).transform(normalizeEmail),
});
export type ForgotPassword = z.infer<typeof ForgotPasswordSchema>;

export const VerifyResetCodeSchema = z.object({ email: LoginEmailSchema, code: CodeSchema });
export type VerifyResetCode = z.infer<typeof VerifyResetCodeSchema>;

/** A short-lived, single-use permission to set a new password, handed out for a correct reset code. */
export const ResetTicketSchema = z.object({ resetToken: z.string(), expiresAt: z.string() });
export type ResetTicket = z.infer<typeof ResetTicketSchema>;

export const NewPasswordSchema = z
  .object({ password: PasswordSchema, confirmPassword: z.string() })
  .refine((value) => value.password === value.confirmPassword, {
    message: messages.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });

export const ResetPasswordSchema = z
  .object({ resetToken: z.string().min(1).max(200), password: PasswordSchema, confirmPassword: z.string() })
  .refine((value) => value.password === value.confirmPassword, {
    message: messages.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type ResetPassword = z.infer<typeof ResetPasswordSchema>;

export const ROLES = ['sender', 'traveler'] as const;
export const ChooseRoleSchema = z.object({ role: z.enum(ROLES) });
export type ChooseRole = z.infer<typeof ChooseRoleSchema>;

export const TRAVELER_STATUSES = ['unverified', 'pending', 'verified', 'rejected'] as const;
export const TravelerStatusSchema = z.enum(TRAVELER_STATUSES);
export type TravelerStatus = z.infer<typeof TravelerStatusSchema>;

export const SetTravelerStatusSchema = z.object({
  status: z.enum(['verified', 'rejected']),
  reason: z.string().trim().max(500).optional(),
});
export type SetTravelerStatus = z.infer<typeof SetTravelerStatusSchema>;

/** Text fields of the traveler verification form; the national ID travels as a multipart file. */
// No U+0000 (PostgreSQL text cannot store it): this form arrives as multipart, past the API's JSON check.
const noNul = (value: string) => !value.includes('\u0000');
export const TravelerVerificationSchema = z.object({
  residentialAddress: z
    .string()
    .trim()
    .min(1, messages.residentialAddressRequired)
    .max(300)
    .refine(noNul, NUL_CHARACTER_MESSAGE),
  placeOfWork: z
    .string()
    .trim()
    .min(1, messages.placeOfWorkRequired)
    .max(300)
    .refine(noNul, NUL_CHARACTER_MESSAGE),
});
export type TravelerVerification = z.infer<typeof TravelerVerificationSchema>;

/** National ID: images only, checked by content on the server (magic bytes), at most 5 MB. */
export const NATIONAL_ID_MAX_BYTES = 5 * 1024 * 1024;
export const NATIONAL_ID_ACCEPT = {
  'image/png': ['.png'],
  'image/jpeg': ['.jpeg', '.jpg'],
  'image/gif': ['.gif'],
} as const;

export const PublicUserSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  country: z.string(),
  state: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  roles: z.object({ sender: z.boolean(), traveler: z.boolean(), staff: z.boolean() }),
  travelerStatus: TravelerStatusSchema,
  emailVerified: z.boolean(),
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof PublicUserSchema>;

export const SessionSchema = z.object({
  user: PublicUserSchema,
  /** ISO time the session ends if nothing else happens (idle or absolute limit, whichever is first). */
  expiresAt: z.string(),
});
export type Session = z.infer<typeof SessionSchema>;

export const MailboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export const MailboxSchema = z.object({ messages: z.array(MailboxMessageSchema) });
export type Mailbox = z.infer<typeof MailboxSchema>;
export type MailboxMessage = z.infer<typeof MailboxMessageSchema>;

/** Every `error.code` the accounts routes answer with, for clients that branch on them. */
export const ACCOUNT_ERROR_CODES = [
  'validation_error',
  'email_taken',
  'email_not_registered',
  'wrong_password',
  'email_not_verified',
  'email_already_verified',
  'account_deactivated',
  'too_many_attempts',
  'wrong_email',
  'wrong_code',
  'code_expired',
  'code_cooldown',
  'reset_expired',
  'not_signed_in',
  'not_staff',
  'cross_site_request',
  'traveler_role_required',
  'verification_pending',
  'already_verified',
  'not_pending',
  'own_verification',
  'file_too_large',
  'file_type',
  'not_found',
  'mail_not_sent',
  'rate_limited',
  'codes_locked',
] as const;
export type AccountErrorCode = (typeof ACCOUNT_ERROR_CODES)[number];

/** The server's messages where the spec has none (the spec's own wording is in `messages`). */
export const accountErrorMessages = {
  notSignedIn: 'Sign in to continue.',
  notStaff: 'Only Tote staff can do this.',
  tooManyCodeAttempts: 'Too many wrong codes. Request a new code.',
  emailNotVerified: 'Confirm your email first: enter the 6-digit code we sent you.',
  emailAlreadyVerified: 'This email is already confirmed. Sign in instead.',
  accountDeactivated: 'This account has been deactivated. Contact Tote support.',
  resetExpired: 'This password reset has expired. Request a new code.',
  travelerRoleRequired: 'Choose the traveler role first.',
  verificationPending: 'Your verification is already being reviewed.',
  alreadyVerified: 'Your traveler account is already verified.',
  notPending: 'This traveler has no verification waiting for review.',
  ownVerification: "You can't review your own traveler verification. Ask another staff member.",
  crossSiteRequest: 'This request came from another site and was refused.',
  mailNotSent: 'We could not send the email. Please try again in a minute.',
  // The drop zone's own rejection wording (spec §5 "File upload"), so client and server say the same.
  nationalIdTooLarge: `File is larger than ${NATIONAL_ID_MAX_BYTES} bytes`,
  nationalIdType: `File type must be ${Object.keys(NATIONAL_ID_ACCEPT)
    .join(', ')
    .replace(/, ([^,]*)$/, ' or $1')}`,
} as const;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

export function tooManySignInsMessage(retryAfterSeconds: number): string {
  return `Too many sign-in attempts. Try again in ${plural(Math.max(1, Math.ceil(retryAfterSeconds / 60)), 'minute')}.`;
}

/** 429 rate_limited: too many requests to one account endpoint from one address or for one account. */
export function tooManyRequestsMessage(retryAfterSeconds: number): string {
  return `Too many requests. Try again in ${plural(Math.max(1, Math.ceil(retryAfterSeconds / 60)), 'minute')}.`;
}

/**
 * 429 codes_locked: too many wrong codes for one account in a day (accounts.policy.ts CODE_FAILURE_LIMIT), so
 * its email confirmation and password reset codes are paused; the owner was told by mail.
 */
export function codesLockedMessage(retryAfterSeconds: number): string {
  const wait =
    retryAfterSeconds >= 3600
      ? plural(Math.ceil(retryAfterSeconds / 3600), 'hour')
      : plural(Math.max(1, Math.ceil(retryAfterSeconds / 60)), 'minute');
  return `Too many wrong codes for this account. For its safety, codes are paused: try again in ${wait}.`;
}

export function codeCooldownMessage(retryAfterSeconds: number): string {
  return `You can request a new code in ${plural(Math.max(1, Math.ceil(retryAfterSeconds)), 'second')}.`;
}

/** Body of the 403 email_not_verified answer to a login: a code was (re)sent, go to the code screen. */
export const EmailNotVerifiedErrorSchema = z.object({
  error: z.object({ code: z.literal('email_not_verified'), message: z.string(), ticket: CodeTicketSchema }),
});
export type EmailNotVerifiedError = z.infer<typeof EmailNotVerifiedErrorSchema>;
