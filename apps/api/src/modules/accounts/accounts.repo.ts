import type { CodePurpose, TravelerStatus } from '@tote/validation/accounts';
import { and, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { authThrottles } from '../../db/schema/auth-throttles';
import { type EmailCodeRow, emailCodes } from '../../db/schema/email-codes';
import { passwordResetTokens } from '../../db/schema/password-reset-tokens';
import { type SessionRow, sessions } from '../../db/schema/sessions';
import { type NewUserRow, type UserRow, users } from '../../db/schema/users';

// SQL only: no rules here (the flows decide: sign-up.ts, sign-in.ts, sessions.ts, ...). Every function takes
// the database or a transaction.
// Times are always passed in (the app's clock), never the database's now().

const ts = (value: Date) => sql`${value.toISOString()}::timestamptz`;

// ---- users ----------------------------------------------------------------------------------------------

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Inserts the user, or returns undefined when the address is taken (the unique index decides, not a race). */
export async function insertUser(db: Database, values: NewUserRow): Promise<UserRow | undefined> {
  const [row] = await db
    .insert(users)
    .values(values)
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row;
}

export async function updateUser(
  db: Database,
  id: string,
  values: Partial<Omit<NewUserRow, 'id' | 'createdAt'>> & { updatedAt: Date },
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row;
}

/** Moves the traveler status only from `from`, so two reviewers cannot both decide. */
export async function updateTravelerStatus(
  db: Database,
  id: string,
  from: TravelerStatus,
  to: TravelerStatus,
  now: Date,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ travelerStatus: to, updatedAt: now })
    .where(and(eq(users.id, id), eq(users.travelerStatus, from)))
    .returning();
  return row;
}

// ---- email codes ------------------------------------------------------------------------------------------

export async function findCode(
  db: Database,
  userId: string,
  purpose: CodePurpose,
): Promise<EmailCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(emailCodes)
    .where(and(eq(emailCodes.userId, userId), eq(emailCodes.purpose, purpose)))
    .limit(1);
  return row;
}

/**
 * Stores a new code for (user, purpose), replacing (voiding) the previous one, but only once the previous
 * one's resend cooldown has passed at `createdAt`: undefined when it has not (another request just sent one).
 */
export async function replaceCode(
  db: Database,
  values: {
    userId: string;
    purpose: CodePurpose;
    codeHash: string;
    createdAt: Date;
    expiresAt: Date;
    resendAvailableAt: Date;
  },
): Promise<EmailCodeRow | undefined> {
  const fresh = {
    codeHash: values.codeHash,
    attempts: 0,
    createdAt: values.createdAt,
    expiresAt: values.expiresAt,
    resendAvailableAt: values.resendAvailableAt,
    consumedAt: null,
  };
  const [row] = await db
    .insert(emailCodes)
    .values({ userId: values.userId, purpose: values.purpose, ...fresh })
    .onConflictDoUpdate({
      target: [emailCodes.userId, emailCodes.purpose],
      set: fresh,
      setWhere: sql`${emailCodes.resendAvailableAt} <= ${ts(values.createdAt)}`,
    })
    .returning();
  return row;
}

/**
 * Counts one try against a live code and returns the row after counting; undefined when the code is used up,
 * consumed, or gone. Counting before comparing keeps parallel guesses within the limit.
 */
export async function countCodeAttempt(
  db: Database,
  id: string,
  maxAttempts: number,
): Promise<EmailCodeRow | undefined> {
  const [row] = await db
    .update(emailCodes)
    .set({ attempts: sql`${emailCodes.attempts} + 1` })
    .where(and(eq(emailCodes.id, id), isNull(emailCodes.consumedAt), lt(emailCodes.attempts, maxAttempts)))
    .returning();
  return row;
}

/** True for the one caller that consumes the code (single use even under races). */
export async function consumeCode(db: Database, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(emailCodes)
    .set({ consumedAt: now })
    .where(and(eq(emailCodes.id, id), isNull(emailCodes.consumedAt)))
    .returning({ id: emailCodes.id });
  return rows.length === 1;
}

/** After a failed send the person may ask again at once (they never received the code). */
export async function releaseCodeCooldown(db: Database, id: string, now: Date): Promise<void> {
  await db.update(emailCodes).set({ resendAvailableAt: now }).where(eq(emailCodes.id, id));
}

// ---- password reset tokens --------------------------------------------------------------------------------

export async function replaceResetToken(
  db: Database,
  values: { userId: string; tokenHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db
    .insert(passwordResetTokens)
    .values(values)
    .onConflictDoUpdate({
      target: passwordResetTokens.userId,
      set: { tokenHash: values.tokenHash, createdAt: values.createdAt, expiresAt: values.expiresAt },
    });
}

/** Deletes and returns the token's row: whoever deletes it first is its one use. */
export async function takeResetToken(db: Database, tokenHash: string) {
  const [row] = await db
    .delete(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, tokenHash))
    .returning();
  return row;
}

// ---- sessions ---------------------------------------------------------------------------------------------

export async function insertSession(db: Database, values: Omit<SessionRow, 'id'>): Promise<SessionRow> {
  const [row] = await db.insert(sessions).values(values).returning();
  if (!row) throw new Error('session insert returned no row');
  return row;
}

export async function findSessionWithUser(
  db: Database,
  tokenHash: string,
): Promise<{ session: SessionRow; user: UserRow } | undefined> {
  const [row] = await sessionWithUser(db).execute({ tokenHash });
  return row;
}

// Runs on every signed-in request (plugins/session.ts): built once.
const sessionWithUser = preparedQuery((db) =>
  db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('session_with_user'),
);

export async function touchSession(db: Database, id: string, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
}

/** Deletes one session; returns the ids deleted (none when it was already gone). */
export async function deleteSession(db: Database, id: string): Promise<string[]> {
  const rows = await db.delete(sessions).where(eq(sessions.id, id)).returning({ id: sessions.id });
  return rows.map((row) => row.id);
}

/** Ends every session of the user, or every one but `except` (the session changing the password); returns their ids. */
export async function deleteSessionsOfUser(
  db: Database,
  userId: string,
  { except }: { except?: string } = {},
): Promise<string[]> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), except ? ne(sessions.id, except) : undefined))
    .returning({ id: sessions.id });
  return rows.map((row) => row.id);
}

// ---- throttles (sign-in failures, request limits, code failures) -------------------------------------------

export async function findThrottles(db: Database, keys: string[]) {
  if (keys.length === 0) return [];
  return db.select().from(authThrottles).where(inArray(authThrottles.key, keys));
}

/**
 * Counts one hit for `key` in a fixed window that starts at the first hit, and returns the count after it
 * (one atomic upsert, so parallel requests each see their own number).
 */
export async function countThrottle(db: Database, key: string, now: Date, windowMs: number) {
  const windowStart = new Date(now.getTime() - windowMs);
  const expired = sql`${authThrottles.windowStartedAt} <= ${ts(windowStart)}`;
  const [row] = await db
    .insert(authThrottles)
    .values({ key, failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: authThrottles.key,
      set: {
        failures: sql`case when ${expired} then 1 else ${authThrottles.failures} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${ts(now)} else ${authThrottles.windowStartedAt} end`,
      },
    })
    .returning();
  if (!row) throw new Error('throttle upsert returned no row');
  return row;
}

/** Takes back one hit counted by countThrottle, if its window (`windowStartedAt`) is still the current one. */
export async function uncountThrottle(db: Database, key: string, windowStartedAt: Date): Promise<void> {
  await db
    .update(authThrottles)
    .set({ failures: sql`${authThrottles.failures} - 1` })
    .where(
      and(
        eq(authThrottles.key, key),
        eq(authThrottles.windowStartedAt, windowStartedAt),
        sql`${authThrottles.failures} > 0`,
      ),
    );
}

/**
 * True for the one caller that first marks `key` with `stamp` (a later stamp replaces an earlier one): "do
 * this once per window" across instances, e.g. one lock mail per lock.
 */
export async function claimOnce(db: Database, key: string, stamp: Date): Promise<boolean> {
  const rows = await db
    .insert(authThrottles)
    .values({ key, failures: 1, windowStartedAt: stamp })
    .onConflictDoUpdate({
      target: authThrottles.key,
      set: { windowStartedAt: stamp },
      setWhere: sql`${authThrottles.windowStartedAt} < ${ts(stamp)}`,
    })
    .returning({ key: authThrottles.key });
  return rows.length === 1;
}

export async function clearThrottle(db: Database, key: string): Promise<void> {
  await db.delete(authThrottles).where(eq(authThrottles.key, key));
}

// ---- housekeeping (expired rows; housekeeping.ts decides the cut-offs) --------------------------------------

/** Runs `delete ... ` and answers how many rows it removed. */
export async function countDeleted(db: Database, statement: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ deleted: number }>(
    db,
    sql`with gone as (${statement} returning 1) select count(*)::int as deleted from gone`,
  );
  return Number(row?.deleted ?? 0);
}

/** Sessions past their absolute end, or not seen since `idleBefore`. */
export function deleteExpiredSessions(db: Database, now: Date, idleBefore: Date): Promise<number> {
  return countDeleted(
    db,
    sql`delete from ${sessions} where ${sessions.absoluteExpiresAt} < ${ts(now)}
          or ${sessions.lastSeenAt} < ${ts(idleBefore)}`,
  );
}

export function deleteEmailCodesExpiredBefore(db: Database, before: Date): Promise<number> {
  return countDeleted(db, sql`delete from ${emailCodes} where ${emailCodes.expiresAt} < ${ts(before)}`);
}

export function deleteResetTokensExpiredBefore(db: Database, before: Date): Promise<number> {
  return countDeleted(
    db,
    sql`delete from ${passwordResetTokens} where ${passwordResetTokens.expiresAt} < ${ts(before)}`,
  );
}

export function deleteThrottlesStartedBefore(db: Database, before: Date): Promise<number> {
  return countDeleted(
    db,
    sql`delete from ${authThrottles} where ${authThrottles.windowStartedAt} < ${ts(before)}`,
  );
}
