import type { Readable } from 'node:stream';
import { eventErrors } from '@tote/validation/events';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseConnection } from '../db/client';
import { HttpError, raise } from '../errors';
import { catchUpStream } from '../modules/events/catch-up';
import { EventStream } from '../modules/events/event-stream';
import { startFanOut } from '../modules/events/fan-out';
import { heartbeatSlices, startHeartbeat } from '../modules/events/heartbeat';
import { endStreamsWithoutSession } from '../modules/events/session-check';
import { StreamRegistry } from '../modules/events/stream-registry';
import type { Clock } from './clock';

const retryAfter = (seconds: number) => ({ 'retry-after': String(seconds) });

/**
 * The live event stream (docs/decisions/010-live-events.md), wired into the app. The parts live in
 * modules/events: publish.ts (publishOnCommit: events rows and a NOTIFY in the caller's transaction),
 * fan-out.ts with db/listen.ts (LISTEN, and each notification to the open streams of its recipient),
 * catch-up.ts (a reconnecting client's missed events), heartbeat.ts, session-check.ts, stream-registry.ts,
 * event-stream.ts.
 *
 * STREAMS: `app.events.open(...)` (GET /api/v1/events) replays what a reconnecting client missed after its
 * Last-Event-ID from the `events` table, then goes live. Heartbeat comments keep proxies from timing the
 * connection out; streams end when their session ends (checked in one query per instance per interval), when a
 * client reads too slowly, and when the app closes (so a graceful shutdown never waits on them). Old rows are
 * deleted by platform/scheduled.ts.
 */

export interface EventsOptions {
  connection: DatabaseConnection;
  clock: Clock;
  /** A comment line on every stream this often (default 15 s): proxies close connections that say nothing. */
  heartbeatMs?: number;
  /** How often the sessions behind open streams are checked (default 30 s). */
  sessionCheckMs?: number;
  /** Streams one network address may hold open on this instance (env EVENT_STREAMS_PER_IP; default 100). */
  streamsPerIp?: number;
}

export interface OpenStream {
  userId: string;
  sessionId: string;
  /** The client's network address (request.ip, behind TRUST_PROXY's proxies). */
  ip: string;
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

const DEFAULTS = { heartbeatMs: 15_000, sessionCheckMs: 30_000, streamsPerIp: 100 };
/** A 429 for too many streams from one address: try again after this long (open tabs close meanwhile). */
const STREAMS_RETRY_AFTER_SECONDS = 30;
/** A reconnecting EventSource waits this long (the SSE `retry:` field). */
const RETRY_MS = 2_000;

const eventsPlugin: FastifyPluginAsync<EventsOptions> = async (app, options) => {
  const { connection, clock } = options;
  const { db } = connection;
  const heartbeatMs = options.heartbeatMs ?? DEFAULTS.heartbeatMs;
  const streams = new StreamRegistry(heartbeatSlices(heartbeatMs));
  let closing = false;
  const listener = await startFanOut(connection, streams, app.log);

  const heartbeat = startHeartbeat(streams, heartbeatMs);
  let checking = false;
  const sessionCheck = setInterval(() => {
    if (checking || streams.size === 0) return;
    checking = true;
    endStreamsWithoutSession(db, clock, streams)
      .catch((error: unknown) =>
        app.log.error({ err: error }, 'could not check the sessions of open streams'),
      )
      .finally(() => {
        checking = false;
      });
  }, options.sessionCheckMs ?? DEFAULTS.sessionCheckMs);
  sessionCheck.unref();

  const hub: EventHub = {
    get openStreams() {
      return streams.size;
    },
    async open({ userId, sessionId, ip, lastEventId }) {
      if (closing) {
        throw new HttpError(
          503,
          'shutting_down',
          'The server is restarting. The stream reconnects by itself.',
        );
      }
      // Per person (stream-registry.ts) is not enough: one client with many accounts, or none of its own
      // streams closed, could hold every connection of the instance (docs/decisions/010-live-events.md).
      if (streams.openFrom(ip) >= (options.streamsPerIp ?? DEFAULTS.streamsPerIp)) {
        throw raise(eventErrors.tooManyStreams, { headers: retryAfter(STREAMS_RETRY_AFTER_SECONDS) });
      }
      const stream = new EventStream(userId, sessionId, ip);
      streams.add(stream);
      stream.body.once('close', () => streams.remove(stream));
      stream.write(`retry: ${RETRY_MS}\n\n`);
      try {
        await catchUpStream(db, stream, lastEventId);
      } catch (error) {
        streams.remove(stream);
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
    heartbeat.stop();
    clearInterval(sessionCheck);
    // The retry hint again, last: the client reconnects after it (through the proxy, to another instance)
    // with its Last-Event-ID, and misses nothing.
    for (const stream of [...streams.all()]) {
      stream.write(`retry: ${RETRY_MS}\n\n`);
      stream.end();
    }
    await listener.close();
  });
};

export default fp(eventsPlugin, { name: 'events', dependencies: ['db', 'clock'] });
