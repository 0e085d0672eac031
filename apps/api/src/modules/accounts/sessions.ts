import type { Database } from '../../db/client';
import type { SessionRow } from '../../db/schema/sessions';
import type { UserRow } from '../../db/schema/users';
import type { Clock } from '../../plugins/clock';
import { endStreamsOfSessions } from '../events/publish';
import type { ClientInfo } from './accounts.deps';
import { SESSION_TOUCH_INTERVAL_MS } from './accounts.policy';
import * as repo from './accounts.repo';
import { lifetimeOf, sessionExpiresAt } from './session-lifetime';
import { hashToken, randomToken } from './tokens';
import { type SessionUser, withoutPasswordHash } from './users';

export interface StartedSession {
  /** The cookie value; only its hash is stored. */
  token: string;
  session: SessionRow;
  user: SessionUser;
}

/**
 * The session and user behind a cookie token, or null when it is unknown, expired or its account deactivated
 * (such sessions are deleted). Moves the idle clock forward at most once per SESSION_TOUCH_INTERVAL_MS.
 * Used by plugins/session.ts on every API request.
 */
export async function resolveSession(
  db: Database,
  clock: Clock,
  token: string,
): Promise<{ session: SessionRow; user: SessionUser } | null> {
  const found = await repo.findSessionWithUser(db, hashToken(token));
  if (!found) return null;
  const now = clock.now();
  if (found.user.deactivatedAt !== null || now >= sessionExpiresAt(found.session, found.user)) {
    await endStreamsOfSessions(db, await repo.deleteSession(db, found.session.id));
    return null;
  }
  let session = found.session;
  if (now.getTime() - session.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
    await repo.touchSession(db, session.id, now);
    session = { ...session, lastSeenAt: now };
  }
  return { session, user: withoutPasswordHash(found.user) };
}

export async function endSession(db: Database, sessionId: string): Promise<void> {
  await endStreamsOfSessions(db, await repo.deleteSession(db, sessionId));
}

/** A new session for `user` (sign-in, a confirmed address, the staff second factor). */
export async function startSession(
  db: Database,
  clock: Clock,
  user: UserRow,
  keepLoggedIn: boolean,
  client: ClientInfo,
): Promise<StartedSession> {
  const now = clock.now();
  // No "Keep me logged in" for staff, whatever the form sent (privileged accounts re-authenticate after idle time).
  const persistent = keepLoggedIn && !user.isStaff;
  const lifetime = lifetimeOf(persistent, user);
  // A new random token at every sign-in (never reused), so a token planted before sign-in is worthless.
  const token = randomToken();
  const session = await repo.insertSession(db, {
    tokenHash: hashToken(token),
    userId: user.id,
    persistent,
    createdAt: now,
    lastSeenAt: now,
    absoluteExpiresAt: new Date(now.getTime() + lifetime.absoluteMs),
    userAgent: client.userAgent?.slice(0, 400) ?? null,
    ip: client.ip,
  });
  return { token, session, user: withoutPasswordHash(user) };
}
