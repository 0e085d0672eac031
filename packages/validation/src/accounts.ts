import { z } from 'zod';
import { isCommonPassword } from './common-passwords';

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
    country: z.string().trim().min(1, messages.countryRequired).max(60, 'Use at most 60 characters.'),
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
export const TravelerVerificationSchema = z.object({
  residentialAddress: z.string().trim().min(1, messages.residentialAddressRequired).max(300),
  placeOfWork: z.string().trim().min(1, messages.placeOfWorkRequired).max(300),
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
