import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { DatabaseConnection } from './client';
import { listen } from './listen';

/*
 * A per-instance cache whose truth the database announces (docs/decisions/024-session-cache.md, and
 * 027-order-list-cache.md). Each entry belongs to an owner (an account): a trigger NOTIFYs a channel with the
 * owner's id at commit whenever something the entries show changes, and every instance forgets that owner's
 * entries (`forget`); '*' forgets everything. While the notices may be missed (the listener is down),
 * `distrust()` empties the cache and nothing is served or kept, until `trust()` once the listener is back.
 *
 * A read that started before a notice must not put back what the notice removed: `ticket()` is taken before
 * the database read and `put` refuses an entry whose owner was forgotten (or the whole cache distrusted) after
 * that ticket. The TTL is the backstop for a notice lost without the connection saying so.
 */

export interface AnnouncedCacheOptions {
  /** At most this many entries are kept (the least recently used goes first). */
  maxEntries: number;
  /** An entry is read again from the database after this long, whatever was heard (the backstop). */
  ttlMs: number;
  /** At most this many bytes, as `put` weighs them (default: no byte bound, only maxEntries). */
  maxBytes?: number;
}

interface Entry<Value> {
  key: string;
  owner: string;
  value: Value;
  bytes: number;
  /** When the entry stops being used, by the app's clock (ms). */
  expiresAt: number;
}

/** How many forgotten owners are remembered for the ticket check before they are folded into the floor. */
const FORGOTTEN_LIMIT = 10_000;

export class AnnouncedCache<Value> {
  private readonly entries = new Map<string, Entry<Value>>();
  private readonly keysOf = new Map<string, Set<string>>();
  private bytes = 0;
  /** Bumped by every notice and every change of trust; a ticket is its value when a read started. */
  private generation = 0;
  /** The generation at which each recently forgotten owner was forgotten. */
  private readonly forgottenAt = new Map<string, number>();
  /** Reads that started before this generation put nothing back (distrust, trust, or forgottenAt pruned). */
  private floor = 0;
  private isTrusted: boolean;
  private readonly stateWaiters: { trusted: boolean; resolve: () => void }[] = [];
  private readonly noticeWaiters = new Map<string, (() => void)[]>();

  constructor(
    private readonly options: AnnouncedCacheOptions,
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

  /** Taken before reading from the database, handed to `put` with what was read. */
  ticket(): number {
    return this.generation;
  }

  /** The cached value behind a key, or undefined (a miss, past its TTL, or the cache not trusted). */
  get(key: string, nowMs: number): Value | undefined {
    if (!this.isTrusted) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (nowMs >= entry.expiresAt) {
      this.remove(entry);
      return undefined;
    }
    // Least recently used goes first: a Map iterates in insertion order, so a hit moves to the end.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /**
   * Keeps what was read from the database with `ticket`, unless its owner was forgotten since (a notice came in
   * while the read was on its way) or the cache was distrusted meanwhile. `bytes`: what the entry weighs against
   * `maxBytes`; `untilMs`: when the value stops being true by itself (it shows the time), if before the TTL.
   */
  put(
    key: string,
    owner: string,
    value: Value,
    ticket: number,
    nowMs: number,
    { bytes = 0, untilMs = Number.POSITIVE_INFINITY }: { bytes?: number; untilMs?: number } = {},
  ): void {
    if (!this.isTrusted || ticket < this.floor) return;
    const forgotten = this.forgottenAt.get(owner);
    if (forgotten !== undefined && forgotten > ticket) return;
    if (this.options.maxBytes !== undefined && bytes > this.options.maxBytes) return;
    this.forgetKey(key);
    const expiresAt = Math.min(nowMs + this.options.ttlMs, untilMs);
    this.entries.set(key, { key, owner, value, bytes, expiresAt });
    this.bytes += bytes;
    let keys = this.keysOf.get(owner);
    if (!keys) {
      keys = new Set();
      this.keysOf.set(owner, keys);
    }
    keys.add(key);
    const maxBytes = this.options.maxBytes ?? Number.POSITIVE_INFINITY;
    while (this.entries.size > this.options.maxEntries || this.bytes > maxBytes) {
      this.remove(this.entries.values().next().value as Entry<Value>);
    }
  }

  /** Replaces a cached value in place (this instance changed it and wrote the change): the entry keeps its TTL. */
  replace(key: string, change: (value: Value) => Value | undefined): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    const value = change(entry.value);
    if (value !== undefined) entry.value = value;
  }

  /** Drops one key's entry. */
  forgetKey(key: string): void {
    const entry = this.entries.get(key);
    if (entry) this.remove(entry);
  }

  /** A notice: every entry of this owner (or, for '*', of everyone) is read again from the database. */
  forget(owner: string): void {
    this.generation += 1;
    if (owner === '*') {
      this.clear();
      this.floor = this.generation;
    } else {
      for (const key of [...(this.keysOf.get(owner) ?? [])]) this.forgetKey(key);
      this.forgottenAt.delete(owner);
      this.forgottenAt.set(owner, this.generation);
      if (this.forgottenAt.size > FORGOTTEN_LIMIT) {
        // Bounded: older reads than now put nothing back, whoever they were for.
        this.forgottenAt.clear();
        this.floor = this.generation;
      }
    }
    const waiters = this.noticeWaiters.get(owner);
    this.noticeWaiters.delete(owner);
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

  /** Resolves once a notice about this owner has been heard (tests wait on it instead of sleeping). */
  nextNotice(owner: string): Promise<void> {
    return new Promise((resolve) => {
      const waiters = this.noticeWaiters.get(owner) ?? [];
      waiters.push(resolve);
      this.noticeWaiters.set(owner, waiters);
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
    this.keysOf.clear();
    this.bytes = 0;
  }

  private remove(entry: Entry<Value>) {
    if (this.entries.get(entry.key) !== entry) return;
    this.entries.delete(entry.key);
    this.bytes -= entry.bytes;
    const keys = this.keysOf.get(entry.owner);
    keys?.delete(entry.key);
    if (keys?.size === 0) this.keysOf.delete(entry.owner);
  }
}

export interface HearAnnouncementsOptions {
  /** Names the dedicated listener's connection in pg_stat_activity (application_name). */
  name: string;
  /** The listener's first wait before reconnecting after a loss (default 500 ms). */
  firstRetryMs?: number;
}

/**
 * Keeps `cache` true to what the database announces on `channel` (one of POOL_CHANNELS, db/client.ts): a
 * dedicated listener forgets what other instances changed, and distrusts the cache while it is down; the pooled
 * connections forget what this instance changed before its COMMIT resolves. Trusts the cache once listening.
 * `close()` (in the app's preClose) distrusts it and stops listening.
 */
export async function hearAnnouncements(
  connection: DatabaseConnection,
  channel: string,
  cache: AnnouncedCache<unknown>,
  log: FastifyBaseLogger,
  options: HearAnnouncementsOptions,
): Promise<{ close(): Promise<void> }> {
  const listener = await listen(
    connection,
    channel,
    {
      onPayload: (owner) => cache.forget(owner),
      onDown: () => cache.distrust(),
      onReconnect: async () => cache.trust(),
    },
    log,
    { name: options.name, firstRetryMs: options.firstRetryMs ?? 500 },
  );
  cache.trust();
  // This instance's own writes: the pooled connections LISTEN too (db/client.ts POOL_CHANNELS). PostgreSQL
  // hands a connection its own notifications before it answers the COMMIT, so when a transaction of this
  // instance resolves, its notices have already emptied the cache here: the next request, on this instance,
  // reads what it wrote. (The dedicated listener hears them too, a moment later; other instances hear them
  // through theirs.) PGlite delivers its notifications before the query resolves, through the listener above.
  const pool = connection.engine === 'postgres' ? connection.client : null;
  const heard = new WeakSet<pg.PoolClient>();
  const hearOnPooled = (client: pg.PoolClient) => {
    if (heard.has(client)) return;
    heard.add(client);
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload) cache.forget(message.payload);
    });
  };
  // Synchronously, before the caller gets the connection: no notice of its transaction can come before this.
  pool?.on('acquire', hearOnPooled);
  return {
    close: async () => {
      pool?.off('acquire', hearOnPooled);
      cache.distrust();
      await listener.close();
    },
  };
}
