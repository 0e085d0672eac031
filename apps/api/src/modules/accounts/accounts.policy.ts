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
