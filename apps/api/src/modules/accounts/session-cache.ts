import { POOL_CHANNELS } from '../../db/client';
import type { SessionRow } from '../../db/schema/sessions';
import type { SessionUser } from './users';

/*
 * The sessions this instance has read, kept in memory so a signed-in request needs no database round trip for
 * its session (docs/decisions/024-session-cache.md). A cached entry is only ever a "yes": anything the cache
 * cannot vouch for (a miss, an entry past its TTL, a session that looks expired or deactivated) is read from the
 * database, which decides as it always did.
 *
 * What keeps it true: the database NOTIFYs `tote_sessions` with the account's id whenever a session is deleted
 * or changed, or the account's row changes (migration 0018's triggers), and every instance's listener calls
 * `forgetUser`. While that listener is down, `distrust()` empties the cache and every request reads through,
 * until `trust()` once the listener is back.
 *
 * A read that started before a notice must not put back what the notice removed: `ticket()` is taken before
 * the database read and `put` refuses an entry whose account was forgotten (or the whole cache distrusted)
 * after that ticket.
 */

/** Where the database announces a changed session or account (migration 0018); the payload is the account id. */
export const SESSION_NOTICES_CHANNEL = 'tote_sessions';
// Every pooled connection listens on it (db/client.ts), which the plugin relies on.
POOL_CHANNELS satisfies readonly [typeof SESSION_NOTICES_CHANNEL];

export interface CachedSession {
  session: SessionRow;
  user: SessionUser;
}

interface Entry extends CachedSession {
  tokenHash: string;
  /** When the entry stops being used, by the app's clock (ms). */
  expiresAt: number;
}

export interface SessionCacheOptions {
  /** At most this many sessions are kept (the least recently used goes first). */
  maxEntries: number;
  /** An entry is read again from the database after this long, whatever was heard (the backstop). */
  ttlMs: number;
}

export const SESSION_CACHE_DEFAULTS: SessionCacheOptions = { maxEntries: 10_000, ttlMs: 30_000 };

/** How many forgotten accounts are remembered for the ticket check before they are folded into the floor. */
const FORGOTTEN_LIMIT = 10_000;

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly tokensOf = new Map<string, Set<string>>();
  /** Bumped by every notice and every change of trust; a ticket is its value when a read started. */
  private generation = 0;
  /** The generation at which each recently forgotten account was forgotten. */
  private readonly forgottenAt = new Map<string, number>();
  /** Reads that started before this generation put nothing back (distrust, trust, or forgottenAt pruned). */
  private floor = 0;
  private isTrusted: boolean;
  private readonly stateWaiters: { trusted: boolean; resolve: () => void }[] = [];
  private readonly noticeWaiters = new Map<string, (() => void)[]>();

  constructor(
    private readonly options: SessionCacheOptions,
    trusted: boolean,
  ) {
    this.isTrusted = trusted;
  }

  /** False while the notices may be missed (the listener is down): nothing is served or kept. */
  get trusted(): boolean {
    return this.isTrusted;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Taken before reading a session from the database, handed to `put` with what was read. */
  ticket(): number {
    return this.generation;
  }

  /** The cached session behind a token hash, or undefined (a miss, past its TTL, or the cache not trusted). */
  get(tokenHash: string, nowMs: number): CachedSession | undefined {
    if (!this.isTrusted) return undefined;
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (nowMs >= entry.expiresAt) {
      this.remove(entry);
      return undefined;
    }
    // Least recently used goes first: a Map iterates in insertion order, so a hit moves to the end.
    this.entries.delete(tokenHash);
    this.entries.set(tokenHash, entry);
    return entry;
  }

  /**
   * Keeps what was read from the database with `ticket`, unless the account was forgotten since (a notice came
   * in while the read was on its way) or the cache was distrusted meanwhile.
   */
  put(tokenHash: string, value: CachedSession, ticket: number, nowMs: number): void {
    if (!this.isTrusted || ticket < this.floor) return;
    const forgotten = this.forgottenAt.get(value.user.id);
    if (forgotten !== undefined && forgotten > ticket) return;
    const previous = this.entries.get(tokenHash);
    if (previous) this.remove(previous);
    const entry: Entry = { ...value, tokenHash, expiresAt: nowMs + this.options.ttlMs };
    this.entries.set(tokenHash, entry);
    let tokens = this.tokensOf.get(value.user.id);
    if (!tokens) {
      tokens = new Set();
      this.tokensOf.set(value.user.id, tokens);
    }
    tokens.add(tokenHash);
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.values().next().value as Entry;
      this.remove(oldest);
    }
  }

  /** The idle clock of a cached session moved (this instance touched it): the entry keeps its TTL. */
  touched(tokenHash: string, session: SessionRow): void {
    const entry = this.entries.get(tokenHash);
    if (entry && entry.session.id === session.id) entry.session = session;
  }

  /** Drops one token's entry (this instance found it expired or ended it). */
  forgetToken(tokenHash: string): void {
    const entry = this.entries.get(tokenHash);
    if (entry) this.remove(entry);
  }

  /** A notice: every session of this account (or, for '*', of everyone) is read again from the database. */
  forgetUser(userId: string): void {
    this.generation += 1;
    if (userId === '*') {
      this.clear();
      this.floor = this.generation;
    } else {
      for (const tokenHash of [...(this.tokensOf.get(userId) ?? [])]) {
        const entry = this.entries.get(tokenHash);
        if (entry) this.remove(entry);
      }
      this.forgottenAt.delete(userId);
      this.forgottenAt.set(userId, this.generation);
      if (this.forgottenAt.size > FORGOTTEN_LIMIT) {
        // Bounded: older reads than now put nothing back, whoever they were for.
        this.forgottenAt.clear();
        this.floor = this.generation;
      }
    }
    const waiters = this.noticeWaiters.get(userId);
    this.noticeWaiters.delete(userId);
    for (const resolve of waiters ?? []) resolve();
  }

  /** The notices may be missed from now on (the listener lost its connection): forget all, serve nothing. */
  distrust(): void {
    this.isTrusted = false;
    this.generation += 1;
    this.floor = this.generation;
    this.clear();
    this.settleState();
  }

  /** The listener hears notices again: reads that start from now on may be kept. */
  trust(): void {
    this.generation += 1;
    this.floor = this.generation;
    this.isTrusted = true;
    this.settleState();
  }

  /** Resolves once a notice about this account has been heard (tests wait on it instead of sleeping). */
  nextNotice(userId: string): Promise<void> {
    return new Promise((resolve) => {
      const waiters = this.noticeWaiters.get(userId) ?? [];
      waiters.push(resolve);
      this.noticeWaiters.set(userId, waiters);
    });
  }

  /** Resolves once the cache is (or already is) trusted or distrusted. */
  whenTrusted(trusted: boolean): Promise<void> {
    if (this.isTrusted === trusted) return Promise.resolve();
    return new Promise((resolve) => this.stateWaiters.push({ trusted, resolve }));
  }

  private settleState() {
    for (const waiter of [...this.stateWaiters]) {
      if (waiter.trusted !== this.isTrusted) continue;
      this.stateWaiters.splice(this.stateWaiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  }

  private clear() {
    this.entries.clear();
    this.tokensOf.clear();
  }

  private remove(entry: Entry) {
    if (this.entries.get(entry.tokenHash) === entry) this.entries.delete(entry.tokenHash);
    const tokens = this.tokensOf.get(entry.user.id);
    tokens?.delete(entry.tokenHash);
    if (tokens?.size === 0) this.tokensOf.delete(entry.user.id);
  }
}
