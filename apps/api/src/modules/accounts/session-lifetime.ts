import type { SessionRow } from '../../db/schema/sessions';
import type { UserRow } from '../../db/schema/users';
import { SESSION_LIFETIMES } from './accounts.policy';

/*
 * How long a session lives: pure rules over a session row and its account, with no database access. A leaf
 * module: sessions.ts (sign-in, every request) and the live event streams (modules/events/session-check.ts) both read it.
 */

/** Staff sessions always get the staff limits; others the browser or "Keep me logged in" ones. */
export function lifetimeOf(persistent: boolean, user: Pick<UserRow, 'isStaff'>) {
  if (user.isStaff) return SESSION_LIFETIMES.staff;
  return persistent ? SESSION_LIFETIMES.persistent : SESSION_LIFETIMES.browser;
}

/**
 * When the session ends if nothing else happens: the idle or the absolute limit, whichever comes first. The
 * account is read now, not at sign-in, so a promoted account gets the staff limits at once.
 */
export function sessionExpiresAt(session: SessionRow, user: Pick<UserRow, 'isStaff'>): Date {
  const lifetime = lifetimeOf(session.persistent, user);
  const idleEnd = session.lastSeenAt.getTime() + lifetime.idleMs;
  return new Date(Math.min(idleEnd, session.absoluteExpiresAt.getTime()));
}
