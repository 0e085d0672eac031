import type { Database } from '../../db/client';
import * as repo from './events.repo';

/**
 * Deletes the live events written before `before`; how many. A client away longer than that refetches
 * everything on reconnect instead of catching up (docs/decisions/010-live-events.md). An idempotent delete by
 * time, safe on several instances at once; run by platform/scheduled.ts.
 */
export function pruneEventsBefore(db: Database, before: Date): Promise<number> {
  return repo.deleteEventsBefore(db, before);
}
