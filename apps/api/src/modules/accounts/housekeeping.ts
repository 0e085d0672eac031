import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { type Database, queryRows } from '../../db/client';
import { authThrottles } from '../../db/schema/auth-throttles';
import { emailCodes } from '../../db/schema/email-codes';
import { passwordResetTokens } from '../../db/schema/password-reset-tokens';
import { sessions } from '../../db/schema/sessions';
import { signInChallenges } from '../../db/schema/sign-in-challenges';
import { CODE_FAILURE_LIMIT, SESSION_LIFETIMES } from './accounts.policy';

/**
 * Deletes the account records nothing can use any more, so the tables do not grow with every sign-in, code and
 * failed attempt. Each rule here is already enforced when a record is read (an expired session is refused and
 * deleted on sight); this only removes what nobody came back for. Safe to run on several instances at once:
 * every statement is an idempotent delete by time.
 */

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Expired codes, tickets and reset tokens stay this long: a late try still gets "expired", not "wrong". */
export const EXPIRED_RECORD_GRACE_MS = DAY;
/** How often each instance sweeps (and once shortly after start). */
export const HOUSEKEEPING_EVERY_MS = HOUR;
const FIRST_SWEEP_AFTER_MS = 60_000;

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

const ts = (value: Date) => sql`${value.toISOString()}::timestamptz`;

async function deleted(db: Database, statement: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ deleted: number }>(
    db,
    sql`with gone as (${statement} returning 1) select count(*)::int as deleted from gone`,
  );
  return Number(row?.deleted ?? 0);
}

/** One sweep at `now` (the app's clock). Returns how many rows of each kind went. */
export async function pruneExpiredAccountRecords(db: Database, now: Date): Promise<HousekeepingResult> {
  const graceEnd = ts(new Date(now.getTime() - EXPIRED_RECORD_GRACE_MS));
  return {
    sessions: await deleted(
      db,
      sql`delete from ${sessions} where ${sessions.absoluteExpiresAt} < ${ts(now)}
            or ${sessions.lastSeenAt} < ${ts(new Date(now.getTime() - LONGEST_IDLE_MS))}`,
    ),
    emailCodes: await deleted(db, sql`delete from ${emailCodes} where ${emailCodes.expiresAt} < ${graceEnd}`),
    passwordResetTokens: await deleted(
      db,
      sql`delete from ${passwordResetTokens} where ${passwordResetTokens.expiresAt} < ${graceEnd}`,
    ),
    signInChallenges: await deleted(
      db,
      sql`delete from ${signInChallenges} where ${signInChallenges.expiresAt} < ${graceEnd}`,
    ),
    authThrottles: await deleted(
      db,
      sql`delete from ${authThrottles}
            where ${authThrottles.windowStartedAt} < ${ts(new Date(now.getTime() - LONGEST_THROTTLE_WINDOW_MS))}`,
    ),
  };
}

/** Sweeps on a timer that never keeps the process alive, and stops with the server. */
const housekeepingPlugin: FastifyPluginAsync = async (app) => {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  const sweep = () => {
    if (running) return;
    running = true;
    pruneExpiredAccountRecords(app.db, app.clock.now())
      .then((result) => {
        const total = Object.values(result).reduce((sum, count) => sum + count, 0);
        if (total > 0) app.log.info(result, 'removed expired account records');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'could not remove expired account records'))
      .finally(() => {
        running = false;
      });
  };
  app.addHook('onReady', async () => {
    timer = setTimeout(function next() {
      sweep();
      timer = setTimeout(next, HOUSEKEEPING_EVERY_MS).unref();
    }, FIRST_SWEEP_AFTER_MS).unref();
  });
  app.addHook('onClose', async () => {
    clearTimeout(timer);
  });
};

export default fp(housekeepingPlugin, { name: 'accounts-housekeeping', dependencies: ['clock'] });
