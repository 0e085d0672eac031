import { LiveEventSchema } from '@tote/validation/events';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseConnection } from '../../db/client';
import { type Listener, listen } from '../../db/listen';
import { REPLAY_LIMIT } from './catch-up';
import { type StoredEvent, toStored } from './event-stream';
import * as repo from './events.repo';
import type { StreamRegistry } from './stream-registry';

/** Ids already dispatched, so a catch-up read after a listener reconnect never sends an event twice. */
const RECENT_IDS = 10_000;

/**
 * FAN-OUT (docs/decisions/010-live-events.md): each notification this instance hears is written to the open
 * streams of its recipient. After the listener lost its connection, the events published meanwhile are read
 * from the table (from the newest id dispatched) and dispatched the same way, each id at most once.
 */
export async function startFanOut(
  connection: DatabaseConnection,
  streams: StreamRegistry,
  log: FastifyBaseLogger,
): Promise<Listener> {
  const { db } = connection;
  // The newest id this instance has dispatched (where a catch-up after a listener reconnect starts), and the
  // recently dispatched ids (a catch-up can overlap notifications that did arrive).
  let highestSeen = 0;
  const recent = new Set<number>();
  const recentOrder: number[] = [];

  function dispatch(stored: StoredEvent) {
    if (recent.has(stored.id)) return;
    recent.add(stored.id);
    recentOrder.push(stored.id);
    if (recentOrder.length > RECENT_IDS) recent.delete(recentOrder.shift() as number);
    highestSeen = Math.max(highestSeen, stored.id);
    for (const stream of streams.of(stored.userId)) stream.deliver(stored);
  }

  function onPayload(payload: string) {
    try {
      const parsed = JSON.parse(payload) as {
        id: string;
        userId: string;
        type: string;
        data: Record<string, unknown>;
        sessionEnded?: string;
      };
      // A deleted session (publish.ts endStreamsOfSessions): its streams end here, now.
      if (typeof parsed.sessionEnded === 'string') {
        for (const stream of [...streams.ofSession(parsed.sessionEnded)]) stream.end();
        return;
      }
      const { id, userId, type, data } = parsed;
      const event = LiveEventSchema.parse({ ...data, type });
      dispatch({ id: Number(id), userId, event });
    } catch (error) {
      log.error({ err: error, payload: payload.slice(0, 200) }, 'an event notification could not be read');
    }
  }

  async function catchUp() {
    for (;;) {
      const rows = await repo.listAllEventsAfter(db, highestSeen, REPLAY_LIMIT);
      for (const row of rows) {
        const stored = toStored(row);
        if (stored) dispatch(stored);
        else highestSeen = Math.max(highestSeen, row.id);
      }
      if (rows.length < REPLAY_LIMIT) return;
    }
  }

  const listener = await listen(connection, repo.EVENTS_CHANNEL, { onPayload, onReconnect: catchUp }, log, {
    name: 'tote-events-listener',
  });
  // After LISTEN: anything committed from here on arrives as a notification.
  highestSeen = Math.max(highestSeen, await repo.lastEventId(db));
  return listener;
}
