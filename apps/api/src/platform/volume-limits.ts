import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/client';

/** At most `max` new rows of one kind by one person in any `windowMs` (a sliding window over their own rows). */
export interface VolumeLimit {
  max: number;
  windowMs: number;
}

/**
 * The limits with each `max` multiplied by `factor` (VOLUME_LIMIT_FACTOR, env.ts: 1 unless an operator raises it,
 * at most 10 in production; test apps and the fleet test raise it so that their load is not what they measure).
 */
export function scaledLimits(limits: readonly VolumeLimit[], factor = 1): VolumeLimit[] {
  return limits.map(({ max, windowMs }) => ({ max: max * factor, windowMs }));
}

/**
 * Holds, until the transaction ends, the lock that makes one person's creates of one kind take turns, so the
 * count read after it cannot be passed by a concurrent create (each waits for the other to commit, then counts
 * its row). A transaction-scoped advisory lock: it locks no row, so nothing else about the person waits.
 */
export async function lockVolume(tx: Database, kind: string, personId: string): Promise<void> {
  await queryRows(tx, sql`select pg_advisory_xact_lock(hashtextextended(${`${kind}:${personId}`}, 0))`);
}

/**
 * Whole seconds until one more row may be made under every limit, or 0 when it may be made now.
 * `nthNewestSince(n, since)` is the creation time of the person's n-th newest row made after `since` (null when
 * they made fewer): when the max-th newest of a window is there, the window is full until that row leaves it.
 */
export async function secondsUntilRoom(
  limits: readonly VolumeLimit[],
  now: Date,
  nthNewestSince: (n: number, since: Date) => Promise<Date | null>,
): Promise<number> {
  let freeAt = now.getTime();
  for (const { max, windowMs } of limits) {
    const oldestCounted = await nthNewestSince(max, new Date(now.getTime() - windowMs));
    if (oldestCounted) freeAt = Math.max(freeAt, oldestCounted.getTime() + windowMs);
  }
  return freeAt > now.getTime() ? Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)) : 0;
}
