import { type LiveEvent, LiveEventSchema } from '@tote/validation/events';
import type { Database } from '../../db/client';
import * as repo from './events.repo';

/*
 * PUBLISHING (docs/decisions/010-live-events.md): a service calls `publishOnCommit(tx, userIds, event)` with the
 * transaction of the change. It writes the event rows and a NOTIFY on that transaction; the database delivers
 * the NOTIFY only when the transaction commits and drops both on rollback. So an event can never be seen
 * before, or without, the change it announces, and there is no "remember to publish after commit" step to
 * forget:
 *
 *   await db.transaction(async (tx) => {
 *     const order = await transitionOrder(tx, ...);
 *     await publishOnCommit(tx, [order.senderId], { type: 'order.changed', deliveryId: order.deliveryId });
 *   });
 */

/** Who hears of an event besides the people named. */
export interface Audience {
  /**
   * Every active staff member (docs/decisions/013-staff-events.md): for what the staff's screens show (stats,
   * queues, every order, trip, match and support thread). Resolved inside the transaction, not from a cache.
   */
  staff?: boolean;
}

/**
 * Publishes `event` to each of `userIds` (and to the staff, with `audience.staff`) when, and only if, the
 * transaction `tx` commits (see above). Outside a transaction (a single statement) it publishes when that
 * statement commits.
 */
export async function publishOnCommit(
  tx: Database,
  userIds: Iterable<string>,
  event: LiveEvent,
  audience: Audience = {},
): Promise<void> {
  const recipients = [...new Set(userIds)];
  if (recipients.length === 0 && !audience.staff) return;
  await repo.insertAndNotify(tx, recipients, LiveEventSchema.parse(event), audience);
}

/**
 * Ends the live streams of these deleted sessions at once, on every instance, when (and only if) `tx` commits
 * (docs/decisions/010-live-events.md, Streams end with their session). modules/accounts calls it wherever it
 * deletes sessions: sign-out, password change and reset, deactivation.
 */
export async function endStreamsOfSessions(tx: Database, sessionIds: readonly string[]): Promise<void> {
  await repo.notifySessionsEnded(tx, sessionIds);
}
