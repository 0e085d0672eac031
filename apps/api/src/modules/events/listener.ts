import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { DatabaseConnection } from '../../db/client';
import * as repo from './events.repo';

/*
 * FAN-OUT's input (docs/decisions/010-live-events.md): every API instance LISTENs on one channel (PostgreSQL: one
 * dedicated connection per instance, reconnected on error, with a catch-up read from the table for what it
 * missed meanwhile; PGlite: its in-process LISTEN, same semantics).
 */

const LISTENER_RETRY_MAX_MS = 30_000;

export interface Listener {
  close(): Promise<void>;
}

/**
 * LISTEN on the events channel. PGlite: its in-process LISTEN. PostgreSQL: a dedicated connection (a pooled one
 * would be handed to queries), reconnected with backoff after an error; `onReconnect` then reads what was
 * published while it was down.
 */
export async function listen(
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
  return listenOnPostgres(connection.client.options.connectionString, onPayload, onReconnect, log);
}

/** PostgreSQL: one dedicated connection, reconnected with a doubling backoff (at most LISTENER_RETRY_MAX_MS). */
async function listenOnPostgres(
  connectionString: string | undefined,
  onPayload: (payload: string) => void,
  onReconnect: () => Promise<void>,
  log: FastifyBaseLogger,
): Promise<Listener> {
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
