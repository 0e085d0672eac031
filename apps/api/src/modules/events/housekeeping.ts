import type { Database } from '../../db/client';
import * as repo from './events.repo';

/**
 * Deletes the live events older than `retentionMs`; how many. A client away longer than that refetches
 * everything on reconnect instead of catching up (docs/decisions/010-live-events.md). An idempotent delete by
 * time, safe on several instances at once; run by platform/scheduled.ts.
 *
 * Age is read on the database's clock, the one that stamped the rows: the app clock (ADR 014) would compare
 * two clocks, and a test clock days behind or ahead of real time would keep every row or delete fresh ones.
 */
export function pruneEventsOlderThan(db: Database, retentionMs: number): Promise<number> {
  return repo.deleteEventsOlderThan(db, retentionMs);
}
