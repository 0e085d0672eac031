import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { DatabaseConnection } from './client';

/*
 * LISTEN on one channel, for as long as the app runs: the live events' fan-out (modules/events/fan-out.ts,
 * docs/decisions/010-live-events.md) and the notices that keep the caches true (db/announced-cache.ts: the
 * sessions, docs/decisions/024-session-cache.md; the senders' order lists, 027-order-list-cache.md).
 * PostgreSQL: one dedicated connection per channel and instance, reconnected on error; PGlite: its in-process
 * LISTEN, same semantics, never down.
 */

const LISTENER_RETRY_MAX_MS = 30_000;

export interface Listener {
  close(): Promise<void>;
}

export interface ListenHandlers {
  onPayload(payload: string): void;
  /** The connection is LISTENing again after a loss: whatever was published meanwhile was not heard. */
  onReconnect(): Promise<void>;
  /** The connection was lost (PostgreSQL only): nothing is heard until onReconnect. */
  onDown?(): void;
}

export interface ListenOptions {
  /** The first wait before reconnecting (default 500 ms); it doubles on each failure, up to 30 s. */
  firstRetryMs?: number;
  /** Names the connection in pg_stat_activity (application_name). */
  name?: string;
}

/**
 * LISTEN on `channel`. PGlite: its in-process LISTEN. PostgreSQL: a dedicated connection (a pooled one would
 * be handed to queries) with TCP keepalive, reconnected with backoff after an error.
 */
export async function listen(
  connection: DatabaseConnection,
  channel: string,
  handlers: ListenHandlers,
  log: FastifyBaseLogger,
  options: ListenOptions = {},
): Promise<Listener> {
  if (connection.engine === 'pglite') {
    const { client } = connection;
    const unlisten = await client.listen(channel, handlers.onPayload);
    return {
      close: async () => {
        if (!client.closed) await unlisten();
      },
    };
  }
  return listenOnPostgres(connection.client.options.connectionString, channel, handlers, log, options);
}

/** PostgreSQL: one dedicated connection, reconnected with a doubling backoff (at most LISTENER_RETRY_MAX_MS). */
async function listenOnPostgres(
  connectionString: string | undefined,
  channel: string,
  handlers: ListenHandlers,
  log: FastifyBaseLogger,
  options: ListenOptions,
): Promise<Listener> {
  const firstRetryMs = options.firstRetryMs ?? 500;
  let current: pg.Client | null = null;
  let closed = false;
  let retryMs = firstRetryMs;
  let timer: NodeJS.Timeout | undefined;

  const connect = async () => {
    const client = new pg.Client({
      connectionString,
      // A connection cut without a word (a dropped route, a dead peer) is noticed by the keepalive probes.
      keepAlive: true,
      ...(options.name ? { application_name: options.name } : {}),
    });
    let dropped = false;
    const drop = (error?: Error) => {
      if (dropped) return;
      dropped = true;
      if (current === client) current = null;
      client.end().catch(() => {});
      if (closed) return;
      log.warn({ err: error, channel }, 'a database listener lost its connection; reconnecting');
      handlers.onDown?.();
      schedule();
    };
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload) handlers.onPayload(message.payload);
    });
    client.on('error', drop);
    client.on('end', () => drop());
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      dropped = true;
      await client.end().catch(() => {});
      throw error;
    }
    current = client;
    retryMs = firstRetryMs;
  };

  function schedule() {
    clearTimeout(timer);
    timer = setTimeout(async () => {
      try {
        await connect();
        await handlers.onReconnect();
      } catch (error) {
        log.warn({ err: error, channel }, 'a database listener could not reconnect; trying again');
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
