/**
 * Every time and count rule of accounts, in one place (cited in docs/decisions/002-accounts-and-sessions.md).
 * Code TTL and resend cooldown come from env (CODE_TTL_SECONDS, CODE_RESEND_COOLDOWN_SECONDS; 60 s by default,
 * spec §4 and §9) because operators and tests tune them.
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
   * asks for re-authentication after idle time on privileged accounts; issue 7 point 9).
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

/** Staff second factor (modules/accounts/two-factor.ts; issue 7 point 9). */
export const SECOND_FACTOR = {
  /** A right password buys a ticket this long to enter the code (or finish enrolment). */
  ticketTtlMs: 10 * MINUTE,
  /** Failed codes per account, across tickets (ASVS 2.2.1), counted in auth_throttles. */
  windowMs: 15 * MINUTE,
  maxFailuresPerAccount: 10,
} as const;
