import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { recoveryCodes } from '../../db/schema/recovery-codes';
import { type SignInChallengeRow, signInChallenges } from '../../db/schema/sign-in-challenges';
import { type TotpFactorRow, totpFactors } from '../../db/schema/totp-factors';
import { countDeleted } from './accounts.repo';

// SQL only for staff security (two-factor.ts decides): sign-in tickets, TOTP factors and recovery codes.
// Times are passed in (the app's clock).

// ---- sign-in challenges -----------------------------------------------------------------------------------

export async function insertChallenge(
  db: Database,
  values: Omit<SignInChallengeRow, 'id' | 'attempts' | 'consumedAt'>,
): Promise<SignInChallengeRow> {
  const [row] = await db.insert(signInChallenges).values(values).returning();
  if (!row) throw new Error('sign-in challenge insert returned no row');
  return row;
}

export async function findChallenge(db: Database, tokenHash: string) {
  const [row] = await db
    .select()
    .from(signInChallenges)
    .where(eq(signInChallenges.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** Counts one code tried with the ticket and returns the row; undefined once the cap is reached or it was used. */
export async function countChallengeAttempt(db: Database, id: string, maxAttempts: number) {
  const [row] = await db
    .update(signInChallenges)
    .set({ attempts: sql`${signInChallenges.attempts} + 1` })
    .where(
      and(
        eq(signInChallenges.id, id),
        isNull(signInChallenges.consumedAt),
        lt(signInChallenges.attempts, maxAttempts),
      ),
    )
    .returning();
  return row;
}

/** True for the one caller that uses the ticket up. */
export async function consumeChallenge(db: Database, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(signInChallenges)
    .set({ consumedAt: now })
    .where(and(eq(signInChallenges.id, id), isNull(signInChallenges.consumedAt)))
    .returning({ id: signInChallenges.id });
  return rows.length === 1;
}

/** Ends the account's earlier tickets when a new one is handed out, so only the newest works. */
export async function consumeChallengesOfUser(db: Database, userId: string, now: Date): Promise<void> {
  await db
    .update(signInChallenges)
    .set({ consumedAt: now })
    .where(and(eq(signInChallenges.userId, userId), isNull(signInChallenges.consumedAt)));
}

// ---- TOTP factors -----------------------------------------------------------------------------------------

export async function findTotpFactor(db: Database, userId: string): Promise<TotpFactorRow | undefined> {
  const [row] = await db.select().from(totpFactors).where(eq(totpFactors.userId, userId)).limit(1);
  return row;
}

/** Stores a new pending secret; a confirmed factor is never overwritten (undefined then). */
export async function replacePendingTotpFactor(
  db: Database,
  values: { userId: string; secretCiphertext: string; createdAt: Date },
): Promise<TotpFactorRow | undefined> {
  const [row] = await db
    .insert(totpFactors)
    .values(values)
    .onConflictDoUpdate({
      target: totpFactors.userId,
      set: { secretCiphertext: values.secretCiphertext, createdAt: values.createdAt, lastUsedStep: null },
      setWhere: isNull(totpFactors.confirmedAt),
    })
    .returning();
  return row;
}

/**
 * Records `step` as used, only when it is newer than the last used one (RFC 6238 §5.2: a verifier must not
 * accept the second attempt of the same OTP). `confirm` also confirms a pending enrolment. False: a replay.
 */
export async function useTotpStep(
  db: Database,
  userId: string,
  step: number,
  confirm?: Date,
): Promise<boolean> {
  const rows = await db
    .update(totpFactors)
    .set(confirm ? { lastUsedStep: step, confirmedAt: confirm } : { lastUsedStep: step })
    .where(
      and(
        eq(totpFactors.userId, userId),
        confirm ? isNull(totpFactors.confirmedAt) : sql`${totpFactors.confirmedAt} is not null`,
        or(isNull(totpFactors.lastUsedStep), lt(totpFactors.lastUsedStep, step)),
      ),
    )
    .returning({ userId: totpFactors.userId });
  return rows.length === 1;
}

// ---- recovery codes ---------------------------------------------------------------------------------------

export async function replaceRecoveryCodes(
  db: Database,
  userId: string,
  codeHashes: string[],
  now: Date,
): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash, createdAt: now })));
}

export async function findUnusedRecoveryCodes(db: Database, userId: string) {
  return db
    .select()
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
}

/** True for the one caller that uses the code. */
export async function useRecoveryCode(db: Database, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(recoveryCodes.id, id), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return rows.length === 1;
}

// ---- housekeeping -----------------------------------------------------------------------------------------

export function deleteChallengesExpiredBefore(db: Database, before: Date): Promise<number> {
  return countDeleted(
    db,
    sql`delete from ${signInChallenges} where ${signInChallenges.expiresAt} < ${before.toISOString()}::timestamptz`,
  );
}
