import { AnnouncedCache, type AnnouncedCacheOptions } from '../../db/announced-cache';
import type { POOL_CHANNELS } from '../../db/client';
import type { SessionRow } from '../../db/schema/sessions';
import type { SessionUser } from './users';

/*
 * The sessions this instance has read, kept in memory so a signed-in request needs no database round trip for
 * its session (docs/decisions/024-session-cache.md). A cached entry is only ever a "yes": anything the cache
 * cannot vouch for (a miss, an entry past its TTL, a session that looks expired or deactivated) is read from the
 * database, which decides as it always did.
 *
 * What keeps it true (db/announced-cache.ts): the database NOTIFYs `tote_sessions` with the account's id whenever
 * a session is deleted or changed, or the account's row changes (migration 0018's triggers), and every
 * instance forgets that account's sessions; while the listener is down the cache is not used, and a read that
 * started before a notice does not put back what the notice removed.
 */

/** Where the database announces a changed session or account (migration 0018); the payload is the account id. */
export const SESSION_NOTICES_CHANNEL = 'tote_sessions';
// Every pooled connection listens on it (db/client.ts), which hearAnnouncements relies on.
SESSION_NOTICES_CHANNEL satisfies (typeof POOL_CHANNELS)[number];

export interface CachedSession {
  session: SessionRow;
  user: SessionUser;
}

export type SessionCacheOptions = Pick<AnnouncedCacheOptions, 'maxEntries' | 'ttlMs'>;

export const SESSION_CACHE_DEFAULTS: SessionCacheOptions = { maxEntries: 10_000, ttlMs: 30_000 };

/** Sessions by their token's hash, each owned by its account (the id the notices name). */
export class SessionCache extends AnnouncedCache<CachedSession> {
  /** Keeps a session read from the database with `ticket` (see AnnouncedCache.put). */
  keep(tokenHash: string, value: CachedSession, ticket: number, nowMs: number): void {
    this.put(tokenHash, value.user.id, value, ticket, nowMs);
  }

  /** The idle clock of a cached session moved (this instance touched it): the entry keeps its TTL. */
  touched(tokenHash: string, session: SessionRow): void {
    this.replace(tokenHash, (cached) =>
      cached.session.id === session.id ? { ...cached, session } : undefined,
    );
  }

  /** Drops one token's entry (this instance found it expired or ended it). */
  forgetToken(tokenHash: string): void {
    this.forgetKey(tokenHash);
  }
}
