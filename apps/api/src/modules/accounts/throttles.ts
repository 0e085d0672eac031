import { accountErrors, tooManyRequestsMessage, tooManySignInsMessage } from '@tote/validation/accounts';
import { raise } from '../../errors';
import type { AccountsDeps, ClientInfo } from './accounts.deps';
import { AUTH_RATE_LIMITS, type AuthAction, type AuthRateLimit, LOGIN_THROTTLE } from './accounts.policy';
import * as repo from './accounts.repo';
import { retryAfter, secondsUntil } from './retry-after';

const tooManySignIns = (seconds: number) =>
  raise(accountErrors.tooManySignIns, {
    message: tooManySignInsMessage(seconds),
    headers: retryAfter(seconds),
  });

const rateLimited = (seconds: number) =>
  raise(accountErrors.rateLimited, {
    message: tooManyRequestsMessage(seconds),
    headers: retryAfter(seconds),
  });

/** The auth_throttles counter of failed sign-ins to the typed address (cleared by a right password or a reset). */
export const accountThrottleKey = (email: string) => `account:${email}`;

/** The counters that sign-in failures are kept under: per typed address and per client IP. */
export const signInThrottleKeys = (email: string, ip: string) => ({
  account: accountThrottleKey(email),
  ip: `ip:${ip}`,
});

/** Per-IP and per-account request limits (AUTH_RATE_LIMITS) and the failed sign-in count (LOGIN_THROTTLE). */
export function createThrottles({ db, clock, config }: Pick<AccountsDeps, 'db' | 'clock' | 'config'>) {
  /**
   * Counts this request against the per-IP and per-account limits of `action` (AUTH_RATE_LIMITS) before any
   * work is done, and refuses it (429 + Retry-After) when a new count is over. `email` is the typed address.
   */
  async function limitRequest(action: AuthAction, client: ClientInfo, email?: string): Promise<void> {
    const limit: AuthRateLimit = AUTH_RATE_LIMITS[action];
    const now = clock.now();
    const counters: Array<[key: string, max: number]> = [
      [`rate:${action}:ip:${client.ip}`, limit.perIp * (config.ipLimitFactor ?? 1)],
    ];
    if (limit.perAccount !== null && email !== undefined) {
      counters.push([`rate:${action}:account:${email}`, limit.perAccount]);
    }
    for (const [key, max] of counters) {
      const row = await repo.countThrottle(db, key, now, limit.windowMs);
      if (row.failures > max) {
        const seconds = secondsUntil(now, new Date(row.windowStartedAt.getTime() + limit.windowMs));
        // The sign-in form already explains its 429 in its own words.
        throw action === 'login' ? tooManySignIns(seconds) : rateLimited(seconds);
      }
    }
  }

  /**
   * Counts a sign-in as a failure before the password is checked, per account and per IP, and refuses it when
   * either new count is over LOGIN_THROTTLE (ASVS 2.2.1). Counting first in one atomic upsert gives parallel
   * guesses each their own number, so a burst gets no more tries than the limit (checking, then counting, let
   * every request of a burst pass the check). Call `passwordWasRight()` to take the count back.
   */
  async function countSignInAttempt(keys: { account: string; ip: string }) {
    const now = clock.now();
    const account = await repo.countThrottle(db, keys.account, now, LOGIN_THROTTLE.windowMs);
    const byIp = await repo.countThrottle(db, keys.ip, now, LOGIN_THROTTLE.windowMs);
    let wait = 0;
    for (const [row, max] of [
      [account, LOGIN_THROTTLE.maxPerAccount],
      [byIp, LOGIN_THROTTLE.maxPerIp],
    ] as const) {
      const windowEnd = new Date(row.windowStartedAt.getTime() + LOGIN_THROTTLE.windowMs);
      if (row.failures > max) wait = Math.max(wait, secondsUntil(now, windowEnd));
    }
    if (wait > 0) throw tooManySignIns(wait);
    return {
      async passwordWasRight() {
        await repo.uncountThrottle(db, keys.account, account.windowStartedAt);
        await repo.uncountThrottle(db, keys.ip, byIp.windowStartedAt);
      },
    };
  }

  return { limitRequest, countSignInAttempt };
}

export type Throttles = ReturnType<typeof createThrottles>;
