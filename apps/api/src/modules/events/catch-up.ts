import type { Database } from '../../db/client';
import { type EventStream, frameOf, toStored } from './event-stream';
import * as repo from './events.repo';

/** At most this many missed events are replayed; a client further behind refetches everything anyway. */
export const REPLAY_LIMIT = 1_000;

/**
 * CATCH-UP of one new stream: with the client's Last-Event-ID (`lastEventId`), the recipient's events after it,
 * then `ready` and the live events that arrived meanwhile (deduplicated); without one, `ready` from now.
 */
export async function catchUpStream(
  db: Database,
  stream: EventStream,
  lastEventId: number | null,
): Promise<void> {
  const replayed = new Set<number>();
  let cursor: number;
  if (lastEventId === null) {
    cursor = await repo.lastEventId(db, stream.userId);
  } else {
    const missed = await repo.listEventsAfter(db, stream.userId, lastEventId, REPLAY_LIMIT);
    for (const row of missed) {
      const stored = toStored(row);
      if (stored) stream.write(frameOf(stored));
      replayed.add(row.id);
    }
    // An id from the future (not one this server sent) is not kept: the next catch-up starts from what exists.
    cursor = missed.at(-1)?.id ?? Math.min(lastEventId, await repo.lastEventId(db, stream.userId));
  }
  stream.goLive(cursor, replayed);
}
