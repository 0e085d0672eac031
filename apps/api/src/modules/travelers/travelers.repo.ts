import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { nationalIdReads } from '../../db/schema/national-id-reads';
import { type TravelerVerificationRow, travelerVerifications } from '../../db/schema/traveler-verifications';

// SQL only, on the tables of the travelers module: traveler_verifications and national_id_reads. The traveler
// status itself is a column of users (modules/accounts: moveTravelerStatus).

// ---- traveler verification --------------------------------------------------------------------------------

export async function findTravelerVerification(
  db: Database,
  userId: string,
): Promise<TravelerVerificationRow | undefined> {
  const [row] = await db
    .select()
    .from(travelerVerifications)
    .where(eq(travelerVerifications.userId, userId))
    .limit(1);
  return row;
}

export async function upsertTravelerVerification(
  db: Database,
  values: Omit<TravelerVerificationRow, 'reviewedAt' | 'reviewedBy' | 'reviewNote'>,
): Promise<void> {
  const { userId, ...rest } = values;
  const fresh = { ...rest, reviewedAt: null, reviewedBy: null, reviewNote: null };
  await db
    .insert(travelerVerifications)
    .values({ userId, ...fresh })
    .onConflictDoUpdate({ target: travelerVerifications.userId, set: fresh });
}

export async function recordTravelerReview(
  db: Database,
  userId: string,
  values: { reviewedAt: Date; reviewedBy: string; reviewNote: string | null },
): Promise<void> {
  await db.update(travelerVerifications).set(values).where(eq(travelerVerifications.userId, userId));
}

// ---- national ID audit ------------------------------------------------------------------------------------

export async function insertNationalIdRead(
  db: Database,
  values: { staffId: string; userId: string; readAt: Date; requestId: string; ip: string },
): Promise<void> {
  await db.insert(nationalIdReads).values(values);
}
