import type { Database } from '../../db/client';
import { type EventStream, frameOf, toStored } from './event-stream';
import * as repo from './events.repo';

/** At most this many missed events are replayed; a client further behind refetches everything anyway. */
export const REPLAY_LIMIT = 1_000;

/**
 * Event ids are taken at insert and transactions commit in any order, so an event with a smaller id than the
 * client's Last-Event-ID can commit after the client saw that id, while it was between connections (the fleet
 * test caught three in a rolling restart). A reconnect therefore also replays the person's events below its
 * Last-Event-ID written in this many seconds: a client may get one of them twice (the apps only refetch on an
 * event, so a repeat is harmless), and never misses one that committed late.
 */
export const LATE_COMMIT_WINDOW_SECONDS = 30;

/**
 * CATCH-UP of one new stream: with the client's Last-Event-ID (`lastEventId`), the recipient's events after it
 * (and its recent ones before it, which may have committed late),
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
    const late = await repo.listRecentEventsBefore(
      db,
      stream.userId,
      lastEventId,
      LATE_COMMIT_WINDOW_SECONDS,
      REPLAY_LIMIT,
    );
    const missed = await repo.listEventsAfter(db, stream.userId, lastEventId, REPLAY_LIMIT);
    for (const row of [...late, ...missed]) {
      const stored = toStored(row);
      if (stored) stream.write(frameOf(stored));
      replayed.add(row.id);
    }
    // An id from the future (not one this server sent) is not kept: the next catch-up starts from what exists.
    cursor = missed.at(-1)?.id ?? Math.min(lastEventId, await repo.lastEventId(db, stream.userId));
  }
  stream.goLive(cursor, replayed);
}
