/**
 * Every time and count rule of accounts, in one place (cited in docs/decisions/002-accounts-and-sessions.md).
 * Code TTL and resend cooldown come from env (CODE_TTL_SECONDS, CODE_RESEND_COOLDOWN_SECONDS; 60 s by default,
 * docs/product/overview.md, Constants) because operators and tests tune them.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const SESSION_COOKIE = 'tote_session';

/** Session lifetimes (OWASP Session Management Cheat Sheet: idle and absolute timeouts). */
export const SESSION_LIFETIMES = {
  /** Without "Keep me logged in": a browser-session cookie (no Max-Age). */
  browser: { idleMs: 2 * HOUR, absoluteMs: 12 * HOUR, cookieMaxAgeMs: null },
  /** With "Keep me logged in". */
  persistent: { idleMs: 30 * DAY, absoluteMs: 30 * DAY, cookieMaxAgeMs: 30 * DAY },
  /**
   * Staff, whatever "Keep me logged in" says: a browser-session cookie and a 30-minute idle limit (ASVS 3.3.2
   * asks for re-authentication after idle time on privileged accounts; ADR 006).
   */
  staff: { idleMs: 30 * MINUTE, absoluteMs: 12 * HOUR, cookieMaxAgeMs: null },
} as const;

/** The idle clock moves forward at most this often, so a busy client does not cost a write per request. */
export const SESSION_TOUCH_INTERVAL_MS = MINUTE;

/** Tries per emailed code, right or wrong; then the code is void (ASVS 2.7.x: OTP brute force). */
export const CODE_MAX_ATTEMPTS = 5;

/** A correct reset code buys this long to choose the new password. */
export const RESET_TOKEN_TTL_MS = 10 * MINUTE;

/** Failed sign-ins (ASVS 2.2.1: anti-automation), counted in the database across instances. */
export const LOGIN_THROTTLE = {
  windowMs: 15 * MINUTE,
  /** Per account (the address typed, registered or not). */
  maxPerAccount: 5,
  /** Per client IP address, whatever the accounts tried. */
  maxPerIp: 20,
} as const;

/**
 * Failed code checks per account across every code and purpose (ASVS 2.7.x/2.8.x: OTP brute force). A code
 * allows CODE_MAX_ATTEMPTS tries and a new one waits for the resend cooldown, but without this cap "ask again,
 * guess again" adds up over days. At the cap both code flows (email confirmation and password reset) stop for
 * the account until the window ends, and the owner is told by mail once.
 */
export const CODE_FAILURE_LIMIT = { windowMs: DAY, maxPerAccount: 10 } as const;

export interface AuthRateLimit {
  windowMs: number;
  /** Requests per client IP address; multiplied by AUTH_IP_LIMIT_FACTOR (env.ts). */
  perIp: number;
  /** Requests per account (the address in the body, registered or not); null where the body names none. */
  perAccount: number | null;
}

/**
 * Requests per fixed window on the public account endpoints (ASVS 2.2.1, 11.1.4: anti-automation), counted
 * in the database (auth_throttles) so every API instance shares them. Counted before the work, refused when
 * the new count is over. Sign-in also has LOGIN_THROTTLE, which counts wrong passwords: that is its per-account
 * limit, so a person who signs in often is never refused for it.
 */
export const AUTH_RATE_LIMITS = {
  signUp: { windowMs: HOUR, perIp: 20, perAccount: 5 },
  login: { windowMs: 15 * MINUTE, perIp: 60, perAccount: null },
  forgotPassword: { windowMs: HOUR, perIp: 20, perAccount: 10 },
  resendCode: { windowMs: HOUR, perIp: 20, perAccount: 10 },
  verifyEmail: { windowMs: HOUR, perIp: 30, perAccount: 20 },
  verifyResetCode: { windowMs: HOUR, perIp: 30, perAccount: 20 },
  // No account in the body: the reset token is single use and 256 bits, so only the address is limited.
  resetPassword: { windowMs: HOUR, perIp: 20, perAccount: null },
} as const satisfies Record<string, AuthRateLimit>;
export type AuthAction = keyof typeof AUTH_RATE_LIMITS;

/** Staff second factor (modules/accounts/two-factor.ts; ADR 006). */
export const SECOND_FACTOR = {
  /** A right password buys a ticket this long to enter the code (or finish enrolment). */
  ticketTtlMs: 10 * MINUTE,
  /** Failed codes per account, across tickets (ASVS 2.2.1), counted in auth_throttles. */
  windowMs: 15 * MINUTE,
  maxFailuresPerAccount: 10,
} as const;
