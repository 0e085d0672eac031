import type { Database } from '../../db/client';
import { CODE_FAILURE_LIMIT, SESSION_LIFETIMES } from './accounts.policy';
import * as repo from './accounts.repo';
import * as twoFactorRepo from './two-factor.repo';

/**
 * Deletes the account records nothing can use any more, so the tables do not grow with every sign-in, code and
 * failed attempt. Each rule here is already enforced when a record is read (an expired session is refused and
 * deleted on sight); this only removes what nobody came back for. Safe to run on several instances at once:
 * every statement is an idempotent delete by time. Run hourly by platform/scheduled.ts.
 */

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Expired codes, tickets and reset tokens stay this long: a late try still gets "expired", not "wrong". */
export const EXPIRED_RECORD_GRACE_MS = DAY;

/** The longest window any counter in auth_throttles is read with (accounts.policy.ts). */
const LONGEST_THROTTLE_WINDOW_MS = CODE_FAILURE_LIMIT.windowMs;
/** No session outlives its absolute end, nor its idle end under the longest idle limit. */
const LONGEST_IDLE_MS = Math.max(...Object.values(SESSION_LIFETIMES).map((lifetime) => lifetime.idleMs));

export interface HousekeepingResult {
  sessions: number;
  emailCodes: number;
  passwordResetTokens: number;
  signInChallenges: number;
  authThrottles: number;
}

/** One sweep at `now` (the app's clock). Returns how many rows of each kind went. */
export async function pruneExpiredAccountRecords(db: Database, now: Date): Promise<HousekeepingResult> {
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const graceEnd = ago(EXPIRED_RECORD_GRACE_MS);
  return {
    sessions: await repo.deleteExpiredSessions(db, now, ago(LONGEST_IDLE_MS)),
    emailCodes: await repo.deleteEmailCodesExpiredBefore(db, graceEnd),
    passwordResetTokens: await repo.deleteResetTokensExpiredBefore(db, graceEnd),
    signInChallenges: await twoFactorRepo.deleteChallengesExpiredBefore(db, graceEnd),
    authThrottles: await repo.deleteThrottlesStartedBefore(db, ago(LONGEST_THROTTLE_WINDOW_MS)),
  };
}
