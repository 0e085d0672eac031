import type { LiveEvent } from '@tote/validation/events';
import { and, asc, desc, eq, gt, inArray, lt, max, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { type EventRow, events } from '../../db/schema/events';
import { sessions } from '../../db/schema/sessions';
import { users } from '../../db/schema/users';

// SQL only (publish.ts, fan-out.ts, catch-up.ts, session-check.ts and platform/scheduled.ts decide).

/** The LISTEN/NOTIFY channel every API instance listens on. */
export const EVENTS_CHANNEL = 'tote_events';

/**
 * Inserts one event row per recipient and NOTIFYs each new row's id, recipient and ids, in ONE statement on
 * the caller's transaction. PostgreSQL (and PGlite, the same engine) delivers a NOTIFY only when its
 * transaction commits and drops it on rollback, so the event is published after the commit by construction.
 *
 * `staff`: every active staff member is a recipient too (docs/decisions/013-staff-events.md), resolved in the
 * same statement, so the audience is the staff as this transaction sees it; one row each, so a staff stream's
 * Last-Event-ID catch-up reads its own rows like anyone's. `union` drops a staff member also named in `userIds`.
 */
export async function insertAndNotify(
  db: Database,
  userIds: readonly string[],
  event: LiveEvent,
  audience: { staff?: boolean } = {},
) {
  const { type, ...data } = event;
  const named = sql`select unnest(${`{${userIds.join(',')}}`}::uuid[]) as id`;
  const recipients = audience.staff
    ? sql`${named} union select ${users.id} from ${users} where ${users.isStaff} and ${users.deactivatedAt} is null`
    : named;
  await db.execute(sql`
    with recipients as (${recipients}),
    inserted as (
      insert into ${events} (user_id, type, data)
      select id, ${type}, ${JSON.stringify(data)}::jsonb
      from recipients
      returning id, user_id, type, data
    )
    select pg_notify(${EVENTS_CHANNEL}, json_build_object('id', id::text, 'userId', user_id, 'type', type, 'data', data)::text)
    from inserted`);
}

/**
 * NOTIFYs a "session ended" notice per id on the events channel (docs/decisions/010-live-events.md): every
 * instance ends the streams of those sessions when it hears it. On the caller's transaction, so it is heard
 * only once the sessions' deletion commits.
 */
export async function notifySessionsEnded(db: Database, sessionIds: readonly string[]) {
  if (sessionIds.length === 0) return;
  await db.execute(sql`
    select pg_notify(${EVENTS_CHANNEL}, json_build_object('sessionEnded', id)::text)
    from unnest(${`{${sessionIds.join(',')}}`}::uuid[]) as id`);
}

/** The events of one person after `afterId`, oldest first (a reconnecting client's catch-up). */
export function listEventsAfter(db: Database, userId: string, afterId: number, limit: number) {
  return db
    .select()
    .from(events)
    .where(and(eq(events.userId, userId), gt(events.id, afterId)))
    .orderBy(asc(events.id))
    .limit(limit);
}

/**
 * The events of one person below `beforeId` written in the last `windowSeconds` (by the database's clock): those
 * that may have committed after a later id reached the client (catch-up.ts, late commits). The newest `limit` of
 * them, oldest first.
 */
export function listRecentEventsBefore(
  db: Database,
  userId: string,
  beforeId: number,
  windowSeconds: number,
  limit: number,
) {
  return (
    db
      .select()
      .from(events)
      .where(
        and(
          eq(events.userId, userId),
          lt(events.id, beforeId),
          gt(events.createdAt, sql`now() - ${windowSeconds} * interval '1 second'`),
        ),
      )
      // The newest first: a late commit sits just below the id the client resumes from, and a busy person (staff
      // hear every order's events) can have more than `limit` rows in the window; oldest first, the limit cut the
      // very rows this replay exists for (the fleet test missed 5 on a quiet machine). Returned oldest first.
      .orderBy(desc(events.id))
      .limit(limit)
      .then((rows) => rows.reverse())
  );
}

/** Everyone's events after `afterId` (an instance whose listening connection was down catches up). */
export function listAllEventsAfter(db: Database, afterId: number, limit: number): Promise<EventRow[]> {
  return db.select().from(events).where(gt(events.id, afterId)).orderBy(asc(events.id)).limit(limit);
}

/** The newest event id of one person (0: none yet); with no person, of everyone. */
export async function lastEventId(db: Database, userId?: string): Promise<number> {
  const [row] = userId
    ? await lastEventIdOfPerson(db).execute({ userId })
    : await db.select({ id: max(events.id) }).from(events);
  return Number(row?.id ?? 0);
}

// Every new stream asks it (catch-up.ts): built once.
const lastEventIdOfPerson = preparedQuery((db) =>
  db
    .select({ id: max(events.id) })
    .from(events)
    .where(eq(events.userId, sql.placeholder('userId')))
    .prepare('last_event_id_of_person'),
);

/** Deletes the events older than `ageMs` by the database's clock, which stamped them (created_at default now()). */
export async function deleteEventsOlderThan(db: Database, ageMs: number): Promise<number> {
  const [row] = await queryRows<{ deleted: number }>(
    db,
    sql`with gone as (delete from ${events} where ${events.createdAt} < now() - make_interval(secs => ${ageMs / 1000}) returning 1)
        select count(*)::int as deleted from gone`,
  );
  return Number(row?.deleted ?? 0);
}

/** What decides whether the sessions behind open streams still hold (modules/accounts/session-lifetime.ts sessionExpiresAt). */
export function findSessions(db: Database, sessionIds: readonly string[]) {
  return db
    .select({
      session: sessions,
      user: { isStaff: users.isStaff, deactivatedAt: users.deactivatedAt },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(inArray(sessions.id, [...sessionIds]));
}
