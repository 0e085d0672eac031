import type { Database } from '../../db/client';
import type { SessionRow } from '../../db/schema/sessions';
import type { UserRow } from '../../db/schema/users';
import type { Clock } from '../../plugins/clock';
import { endStreamsOfSessions } from '../events/publish';
import type { ClientInfo } from './accounts.deps';
import { SESSION_TOUCH_INTERVAL_MS } from './accounts.policy';
import * as repo from './accounts.repo';
import type { CachedSession, SessionCache } from './session-cache';
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
 *
 * With `cache` (docs/decisions/024-session-cache.md) a session this instance read recently is answered from
 * memory; only a "yes" is: a miss, or a cached session that looks expired, is read from the database, which
 * decides (another instance may have moved its idle clock).
 */
export async function resolveSession(
  db: Database,
  clock: Clock,
  token: string,
  cache?: SessionCache,
): Promise<CachedSession | null> {
  const tokenHash = hashToken(token);
  const now = clock.now();
  const cached = cache?.get(tokenHash, now.getTime());
  if (cached && isLive(cached, now)) return touch(db, cached, now, tokenHash, cache);

  const ticket = cache?.ticket() ?? 0;
  const found = await repo.findSessionWithUser(db, tokenHash);
  if (!found) {
    cache?.forgetToken(tokenHash);
    return null;
  }
  if (!isLive(found, now)) {
    cache?.forgetToken(tokenHash);
    await endStreamsOfSessions(db, await repo.deleteSession(db, found.session.id));
    return null;
  }
  const resolved = { session: found.session, user: withoutPasswordHash(found.user) };
  cache?.keep(tokenHash, resolved, ticket, now.getTime());
  return touch(db, resolved, now, tokenHash, cache);
}

const isLive = (
  { session, user }: { session: SessionRow; user: Pick<UserRow, 'isStaff' | 'deactivatedAt'> },
  now: Date,
) => user.deactivatedAt === null && now < sessionExpiresAt(session, user);

/**
 * Moves the idle clock when it is due. The cached copy moves first, so the other requests of the same session
 * on this instance do not write it too; if the write fails the entry is dropped and the error goes on.
 */
async function touch(
  db: Database,
  found: CachedSession,
  now: Date,
  tokenHash: string,
  cache: SessionCache | undefined,
): Promise<CachedSession> {
  if (now.getTime() - found.session.lastSeenAt.getTime() < SESSION_TOUCH_INTERVAL_MS) return found;
  const session = { ...found.session, lastSeenAt: now };
  cache?.touched(tokenHash, session);
  try {
    await repo.touchSession(db, session.id, now);
  } catch (error) {
    cache?.forgetToken(tokenHash);
    throw error;
  }
  return { session, user: found.user };
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
