import { PassThrough, type Readable } from 'node:stream';
import { type LiveEvent, LiveEventSchema, READY_EVENT } from '@tote/validation/events';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import type { Database, DatabaseConnection } from '../db/client';
import type { EventRow } from '../db/schema/events';
import { HttpError } from '../errors';
import { sessionExpiresAt } from '../modules/accounts/session-lifetime';
import * as repo from '../modules/events/events.repo';
import type { Clock } from './clock';

/**
 * The live event stream's bus (issue 11; docs/decisions/010-live-events.md).
 *
 * PUBLISHING: a service calls `publishOnCommit(tx, userIds, event)` with the transaction of the change. It
 * writes the event rows and a NOTIFY on that transaction; the database delivers the NOTIFY only when the
 * transaction commits and drops both on rollback. So an event can never be seen before, or without, the
 * change it announces, and there is no "remember to publish after commit" step to forget:
 *
 *   await db.transaction(async (tx) => {
 *     const order = await transitionOrder(tx, ...);
 *     await publishOnCommit(tx, [order.senderId], { type: 'order.changed', deliveryId: order.deliveryId });
 *   });
 *
 * FAN-OUT: every API instance LISTENs on one channel (PostgreSQL: one dedicated connection per instance,
 * reconnected on error, with a catch-up read from the table for what it missed meanwhile; PGlite: its
 * in-process LISTEN, same semantics) and writes each event to the open streams of its recipient.
 *
 * STREAMS: `app.events.open(...)` (GET /api/v1/events) replays what a reconnecting client missed after its
 * Last-Event-ID from the `events` table, then goes live. Heartbeat comments keep proxies from timing the
 * connection out; streams end when their session ends (checked in one query per instance per interval), when a
 * client reads too slowly, and when the app closes (so a graceful shutdown never waits on them).
 */

export interface EventsOptions {
  connection: DatabaseConnection;
  clock: Clock;
  /** A comment line on every stream this often (default 15 s): proxies close connections that say nothing. */
  heartbeatMs?: number;
  /** How often the sessions behind open streams are checked (default 30 s). */
  sessionCheckMs?: number;
  /** Events older than this are deleted (default a day); a client away longer refetches everything. */
  retentionMs?: number;
  pruneEveryMs?: number;
}

/** One event as a stream sends it. */
export interface StoredEvent {
  id: number;
  userId: string;
  event: LiveEvent;
}

export interface OpenStream {
  userId: string;
  sessionId: string;
  /** The client's Last-Event-ID: replay what came after it. Null: a new client, start from now. */
  lastEventId: number | null;
}

export interface EventHub {
  /** A text/event-stream body for one signed-in client: catch-up first, then live events and heartbeats. */
  open(stream: OpenStream): Promise<Readable>;
  /** How many streams are open on this instance. */
  readonly openStreams: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    events: EventHub;
  }
}

const DEFAULTS = {
  heartbeatMs: 15_000,
  sessionCheckMs: 30_000,
  retentionMs: 24 * 60 * 60 * 1000,
  pruneEveryMs: 60 * 60 * 1000,
};
/** A reconnecting EventSource waits this long (the SSE `retry:` field). */
const RETRY_MS = 2_000;
/** At most this many missed events are replayed; a client further behind refetches everything anyway. */
const REPLAY_LIMIT = 1_000;
/** A client that has not read this much is too slow: its stream ends, it reconnects and catches up by id. */
const MAX_BUFFERED_BYTES = 256 * 1024;
/** Ids already dispatched, so a catch-up read after a listener reconnect never sends an event twice. */
const RECENT_IDS = 10_000;
const SESSION_CHECK_BATCH = 1_000;
/** Open streams per person and instance (tabs, devices); a new one beyond this ends that person's oldest. */
export const MAX_STREAMS_PER_PERSON = 10;
const LISTENER_RETRY_MAX_MS = 30_000;

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

const frameOf = ({ id, event }: StoredEvent) =>
  `id: ${id}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;

const toStored = (row: EventRow): StoredEvent | null => {
  const parsed = LiveEventSchema.safeParse({ ...row.data, type: row.type });
  return parsed.success ? { id: row.id, userId: row.userId, event: parsed.data } : null;
};

/** One client's connection. Live events wait in `pending` until its catch-up has been written. */
class EventStream {
  readonly body = new PassThrough();
  private pending: StoredEvent[] | null = [];

  constructor(
    readonly userId: string,
    readonly sessionId: string,
  ) {}

  get open() {
    return !this.body.destroyed && !this.body.writableEnded;
  }

  write(text: string) {
    if (!this.open) return;
    if (this.body.writableLength > MAX_BUFFERED_BYTES) {
      this.end();
      return;
    }
    this.body.write(text);
  }

  deliver(event: StoredEvent) {
    if (this.pending) this.pending.push(event);
    else this.write(frameOf(event));
  }

  /** After the catch-up: where the client now stands, then the live events that arrived meanwhile. */
  goLive(cursor: number, replayed: ReadonlySet<number>) {
    this.write(
      `id: ${cursor}\nevent: ${READY_EVENT}\ndata: ${JSON.stringify({ lastEventId: String(cursor) })}\n\n`,
    );
    const waiting = this.pending ?? [];
    this.pending = null;
    for (const event of waiting) if (!replayed.has(event.id)) this.write(frameOf(event));
  }

  end() {
    if (this.open) this.body.end();
  }
}

interface Listener {
  close(): Promise<void>;
}

/**
 * LISTEN on the events channel. PGlite: its in-process LISTEN. PostgreSQL: a dedicated connection (a pooled one
 * would be handed to queries), reconnected with backoff after an error; `onReconnect` then reads what was
 * published while it was down.
 */
async function listen(
  connection: DatabaseConnection,
  onPayload: (payload: string) => void,
  onReconnect: () => Promise<void>,
  log: FastifyBaseLogger,
): Promise<Listener> {
  if (connection.engine === 'pglite') {
    const { client } = connection;
    const unlisten = await client.listen(repo.EVENTS_CHANNEL, onPayload);
    return {
      close: async () => {
        if (!client.closed) await unlisten();
      },
    };
  }

  const { connectionString } = connection.client.options;
  let current: pg.Client | null = null;
  let closed = false;
  let retryMs = 500;
  let timer: NodeJS.Timeout | undefined;

  const connect = async () => {
    const client = new pg.Client({ connectionString });
    let dropped = false;
    const drop = (error?: Error) => {
      if (dropped) return;
      dropped = true;
      if (current === client) current = null;
      client.end().catch(() => {});
      if (closed) return;
      log.warn({ err: error }, 'the events listener lost its database connection; reconnecting');
      schedule();
    };
    client.on('notification', (message) => {
      if (message.channel === repo.EVENTS_CHANNEL && message.payload) onPayload(message.payload);
    });
    client.on('error', drop);
    client.on('end', () => drop());
    try {
      await client.connect();
      await client.query(`LISTEN ${repo.EVENTS_CHANNEL}`);
    } catch (error) {
      dropped = true;
      await client.end().catch(() => {});
      throw error;
    }
    current = client;
    retryMs = 500;
  };

  function schedule() {
    clearTimeout(timer);
    timer = setTimeout(async () => {
      try {
        await connect();
        await onReconnect();
      } catch (error) {
        log.warn({ err: error }, 'the events listener could not reconnect; trying again');
        retryMs = Math.min(retryMs * 2, LISTENER_RETRY_MAX_MS);
        if (!closed) schedule();
      }
    }, retryMs);
    timer.unref();
  }

  await connect();
  return {
    close: async () => {
      closed = true;
      clearTimeout(timer);
      const client = current;
      current = null;
      await client?.end().catch(() => {});
    },
  };
}

const eventsPlugin: FastifyPluginAsync<EventsOptions> = async (app, options) => {
  const { connection, clock } = options;
  const { db } = connection;
  const heartbeatMs = options.heartbeatMs ?? DEFAULTS.heartbeatMs;
  const sessionCheckMs = options.sessionCheckMs ?? DEFAULTS.sessionCheckMs;
  const retentionMs = options.retentionMs ?? DEFAULTS.retentionMs;
  const pruneEveryMs = options.pruneEveryMs ?? DEFAULTS.pruneEveryMs;

  const streamsOf = new Map<string, Set<EventStream>>();
  let openCount = 0;
  let closing = false;

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
    for (const stream of streamsOf.get(stored.userId) ?? []) stream.deliver(stored);
  }

  function onPayload(payload: string) {
    try {
      const { id, userId, type, data } = JSON.parse(payload) as {
        id: string;
        userId: string;
        type: string;
        data: Record<string, unknown>;
      };
      const event = LiveEventSchema.parse({ ...data, type });
      dispatch({ id: Number(id), userId, event });
    } catch (error) {
      app.log.error(
        { err: error, payload: payload.slice(0, 200) },
        'an event notification could not be read',
      );
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

  const listener = await listen(connection, onPayload, catchUp, app.log);
  // After LISTEN: anything committed from here on arrives as a notification.
  highestSeen = Math.max(highestSeen, await repo.lastEventId(db));

  const allStreams = function* () {
    for (const set of streamsOf.values()) yield* set;
  };

  function add(stream: EventStream) {
    let set = streamsOf.get(stream.userId);
    if (!set) {
      set = new Set();
      streamsOf.set(stream.userId, set);
    }
    // Bounded memory per person: a forgotten tab's stream gives way (Sets keep insertion order).
    if (set.size >= MAX_STREAMS_PER_PERSON) {
      const oldest = set.values().next().value as EventStream;
      remove(oldest);
      oldest.end();
    }
    set.add(stream);
    openCount += 1;
  }

  function remove(stream: EventStream) {
    const set = streamsOf.get(stream.userId);
    if (!set?.delete(stream)) return;
    openCount -= 1;
    if (set.size === 0) streamsOf.delete(stream.userId);
  }

  /** Ends the streams whose session was signed out, expired, or whose account was deactivated. */
  async function checkSessions() {
    const bySession = new Map<string, EventStream[]>();
    for (const stream of allStreams()) {
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

  async function prune() {
    const deleted = await repo.deleteEventsBefore(db, new Date(Date.now() - retentionMs));
    if (deleted > 0) app.log.info({ deleted }, 'pruned old live events');
  }

  const heartbeat = setInterval(() => {
    for (const stream of allStreams()) stream.write(': heartbeat\n\n');
  }, heartbeatMs);
  heartbeat.unref();
  let checking = false;
  const sessionCheck = setInterval(() => {
    if (checking || openCount === 0) return;
    checking = true;
    checkSessions()
      .catch((error: unknown) =>
        app.log.error({ err: error }, 'could not check the sessions of open streams'),
      )
      .finally(() => {
        checking = false;
      });
  }, sessionCheckMs);
  sessionCheck.unref();
  const pruning = setInterval(() => {
    prune().catch((error: unknown) => app.log.error({ err: error }, 'could not prune old live events'));
  }, pruneEveryMs);
  pruning.unref();

  const hub: EventHub = {
    get openStreams() {
      return openCount;
    },
    async open({ userId, sessionId, lastEventId }) {
      if (closing) {
        throw new HttpError(
          503,
          'shutting_down',
          'The server is restarting. The stream reconnects by itself.',
        );
      }
      const stream = new EventStream(userId, sessionId);
      add(stream);
      stream.body.once('close', () => remove(stream));
      stream.write(`retry: ${RETRY_MS}\n\n`);
      try {
        const replayed = new Set<number>();
        let cursor: number;
        if (lastEventId === null) {
          cursor = await repo.lastEventId(db, userId);
        } else {
          const missed = await repo.listEventsAfter(db, userId, lastEventId, REPLAY_LIMIT);
          for (const row of missed) {
            const stored = toStored(row);
            if (stored) stream.write(frameOf(stored));
            replayed.add(row.id);
          }
          // An id from the future (not one this server sent) is not kept: the next catch-up starts from what exists.
          cursor = missed.at(-1)?.id ?? Math.min(lastEventId, await repo.lastEventId(db, userId));
        }
        stream.goLive(cursor, replayed);
      } catch (error) {
        remove(stream);
        stream.body.destroy();
        throw error;
      }
      return stream.body;
    },
  };
  app.decorate('events', hub);

  // preClose, before the server waits for open connections: ended streams let a graceful close finish, and
  // their clients reconnect (to another instance, or to this one once it is back).
  app.addHook('preClose', async () => {
    closing = true;
    clearInterval(heartbeat);
    clearInterval(sessionCheck);
    clearInterval(pruning);
    for (const stream of [...allStreams()]) stream.end();
    await listener.close();
  });

  // Old rows go at start-up too (an instance that never runs an hour still prunes).
  await prune();
};

export default fp(eventsPlugin, { name: 'events', dependencies: ['db', 'clock'] });
