import './zod-config';
import { z } from 'zod';
import { isCommonPassword } from './common-passwords';
import { CountryFieldSchema } from './countries';
import { defineErrors, NUL_CHARACTER_MESSAGE } from './errors';

/**
 * Accounts: sign-up, email codes, login, password reset, role choice, traveler verification: their schemas, the
 * messages people read (listed in docs/product/messages.md) and the error catalogues
 * (accountErrors, travelerErrors). The routes: contracts/accounts.ts, contracts/travelers.ts; the staff second
 * factor: two-factor.ts.
 */

// An email address is "text, @, text, a dot, text, no spaces".
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EMAIL_MAX = 254; // RFC 5321 path limit

export const PASSWORD_MIN = 6; // docs/product/overview.md, Constants
export const PASSWORD_MAX = 128; // bounds hashing work per request
export const PASSWORD_HINT = 'Use 6 or more letters with a mixture of numbers and letters.';
export const CODE_LENGTH = 6; // docs/product/overview.md, Constants

export const messages = {
  fullNameRequired: 'Enter your full name please!',
  emailRequired: 'Enter your email please!',
  emailFormat: 'Incorrect email format, please enter your email!',
  countryRequired: 'Enter your country please!',
  passwordIncorrect: 'Incorrect Password',
  passwordCommon: 'This password is too common. Choose one that is harder to guess.',
  passwordsDontMatch: "Passwords don't match.",
  passwordsDoNotMatch: 'Passwords do not match',
  // An empty confirmation says so on its own field, in the form's voice (the match is checked once it is typed).
  confirmPasswordRequired: 'Confirm your password please!',
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

/** docs/product/accounts.md, Signing up: at least 6 characters with at least one letter and one digit. */
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
    confirmPassword: z.string().min(1, messages.confirmPasswordRequired),
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

/**
 * What the client needs to run the code screen's countdown from the server's truth
 * (docs/product/accounts.md).
 */
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
  .object({ password: PasswordSchema, confirmPassword: z.string().min(1, messages.confirmPasswordRequired) })
  .refine((value) => value.password === value.confirmPassword, {
    message: messages.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });

export const ResetPasswordSchema = z
  .object({
    resetToken: z.string().min(1).max(200),
    password: PasswordSchema,
    confirmPassword: z.string().min(1, messages.confirmPasswordRequired),
  })
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

/**
 * The server's messages beyond the forms' own (those are in `messages`); both listed in
 * docs/product/messages.md.
 */
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
  // The drop zone's own rejection wording, so client and server say the same.
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

/**
 * The accounts routes' own errors (contracts/accounts.ts lists which route answers which). Four messages are
 * filled in with the wait when raised (tooManySignIns, rateLimited, codeCooldown, codesLocked: the functions
 * above, with a Retry-After header); the catalogue keeps their general form.
 */
export const accountErrors = defineErrors({
  /** Field email: no account has this address. */
  emailNotRegistered: { status: 400, code: 'email_not_registered', message: messages.emailNotRegistered },
  /** Field password (sign-in), or the current password of the settings forms (their own message). */
  wrongPassword: { status: 400, code: 'wrong_password', message: messages.wrongPassword },
  /** Field email: forgot password for an address without an account. */
  wrongEmail: { status: 400, code: 'wrong_email', message: messages.wrongEmail },
  /** Field email, at sign-up. */
  emailTaken: { status: 409, code: 'email_taken', message: messages.emailTaken },
  /** A right password for an unconfirmed address: a code was (re)sent, and `error.ticket` is its ticket. */
  emailNotVerified: {
    status: 403,
    code: 'email_not_verified',
    message: accountErrorMessages.emailNotVerified,
    details: { ticket: CodeTicketSchema },
  },
  emailAlreadyVerified: {
    status: 409,
    code: 'email_already_verified',
    message: accountErrorMessages.emailAlreadyVerified,
  },
  accountDeactivated: {
    status: 403,
    code: 'account_deactivated',
    message: accountErrorMessages.accountDeactivated,
  },
  /** Field code: the emailed code is not the one sent. */
  wrongCode: { status: 400, code: 'wrong_code', message: messages.wrongCode },
  /** Field code: no live code (used, replaced or past its countdown). */
  codeExpired: { status: 400, code: 'code_expired', message: messages.codeTimedOut },
  /** Field code: the code was tried 5 times and is void; request a new one. */
  tooManyCodeAttempts: {
    status: 400,
    code: 'too_many_attempts',
    message: accountErrorMessages.tooManyCodeAttempts,
  },
  /** Field resetToken: the reset token is unknown, used or past its 10 minutes. */
  resetExpired: { status: 400, code: 'reset_expired', message: accountErrorMessages.resetExpired },
  /** Too many failed sign-ins (or sign-in requests) for the address or from the address; Retry-After. */
  tooManySignIns: {
    status: 429,
    code: 'too_many_attempts',
    message: 'Too many sign-in attempts. Try again later.',
  },
  /** Too many requests to one account endpoint from one address or for one account; Retry-After. */
  rateLimited: {
    status: 429,
    code: 'rate_limited',
    message: 'Too many requests. Try again later.',
  },
  /**
   * A new code asked for before the last one's resend cooldown ended (by resend, forgot password or an
   * unconfirmed sign-in) while no usable code is live; Retry-After.
   */
  codeCooldown: {
    status: 429,
    code: 'code_cooldown',
    message: 'You can request a new code in a moment.',
  },
  /**
   * Too many wrong codes for the account in a day: its codes are paused until Retry-After, and the owner was
   * told by mail.
   */
  codesLocked: {
    status: 429,
    code: 'codes_locked',
    message: 'Too many wrong codes for this account. For its safety, codes are paused: try again later.',
  },
  /** The code mail could not be sent (it is the person's only way in, so they are told). */
  mailNotSent: { status: 503, code: 'mail_not_sent', message: accountErrorMessages.mailNotSent },
});

/** The traveler verification's errors (contracts/travelers.ts). */
export const travelerErrors = defineErrors({
  verificationPending: {
    status: 409,
    code: 'verification_pending',
    message: accountErrorMessages.verificationPending,
  },
  alreadyVerified: { status: 409, code: 'already_verified', message: accountErrorMessages.alreadyVerified },
  /** Field nationalId, in the drop zone's wording. */
  nationalIdTooLarge: {
    status: 413,
    code: 'file_too_large',
    message: accountErrorMessages.nationalIdTooLarge,
  },
  /** Field nationalId: the bytes are not a PNG, JPEG or GIF image (or it cannot be read). */
  nationalIdType: { status: 400, code: 'file_type', message: accountErrorMessages.nationalIdType },
  /** Staff decision on a traveler whose verification is not waiting for review. */
  notPending: { status: 409, code: 'not_pending', message: accountErrorMessages.notPending },
  /** Separation of duties: staff cannot review their own identity check. */
  ownVerification: { status: 403, code: 'own_verification', message: accountErrorMessages.ownVerification },
});
