import type { Database } from '../../db/client';
import type { Clock } from '../../plugins/clock';
import { sessionExpiresAt } from '../accounts/session-lifetime';
import type { EventStream } from './event-stream';
import * as repo from './events.repo';
import type { StreamRegistry } from './stream-registry';

const SESSION_CHECK_BATCH = 1_000;

/**
 * Ends the streams whose session was signed out, expired, or whose account was deactivated: one query per
 * SESSION_CHECK_BATCH sessions for all the streams open on this instance.
 */
export async function endStreamsWithoutSession(db: Database, clock: Clock, streams: StreamRegistry) {
  const bySession = new Map<string, EventStream[]>();
  for (const stream of streams.all()) {
    const list = bySession.get(stream.sessionId) ?? [];
    list.push(stream);
    bySession.set(stream.sessionId, list);
  }
  const ids = [...bySession.keys()];
  const now = clock.now();
  for (let i = 0; i < ids.length; i += SESSION_CHECK_BATCH) {
    const batch = ids.slice(i, i + SESSION_CHECK_BATCH);
    const valid = new Set(
      (await repo.findSessions(db, batch))
        .filter(({ session, user }) => user.deactivatedAt === null && now < sessionExpiresAt(session, user))
        .map(({ session }) => session.id),
    );
    for (const id of batch) {
      if (!valid.has(id)) for (const stream of bySession.get(id) ?? []) stream.end();
    }
  }
}
