import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { DbEngine } from '@tote/validation/health';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;

/** What services and repositories use: the PostgreSQL dialect, whichever engine runs it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** The longest a query waits for a pooled connection (connecting included) before it fails. */
const CONNECT_TIMEOUT_MS = 5_000;

export type DatabaseConnection =
  | { engine: 'pglite'; db: Database; driver: PgliteDatabase<Schema>; client: PGlite; close(): Promise<void> }
  | {
      engine: 'postgres';
      db: Database;
      driver: NodePgDatabase<Schema>;
      client: pg.Pool;
      close(): Promise<void>;
    };

/**
 * The channels every pooled PostgreSQL connection LISTENs on from its start (the session notices,
 * docs/decisions/024-session-cache.md, and the order-list notices, 027-order-list-cache.md). PostgreSQL hands a
 * connection the notifications of its own transaction before it answers the COMMIT, so whoever reads them on the
 * pooled connections (db/announced-cache.ts, hearAnnouncements) has seen a transaction's notices by the time the
 * transaction resolves.
 */
export const POOL_CHANNELS = ['tote_sessions', 'tote_order_lists'] as const;

/** A pooled connection that LISTENs on POOL_CHANNELS before it is handed to its first query. */
class ListeningClient extends pg.Client {
  // pg-pool connects with a callback; a direct caller may await the promise.
  override connect(): Promise<pg.Client>;
  override connect(callback: ((error: Error) => void) | ((error: null, client: pg.Client) => void)): void;
  override connect(
    callback?: ((error: Error) => void) | ((error: null, client: pg.Client) => void),
  ): Promise<pg.Client> | undefined {
    const ready = super
      .connect()
      .then(() => this.query(POOL_CHANNELS.map((channel) => `LISTEN ${channel}`).join('; ')))
      .then(() => this as pg.Client);
    if (!callback) return ready;
    ready.then(
      (client) => (callback as (error: null, client: pg.Client) => void)(null, client),
      (error: Error) => (callback as (error: Error) => void)(error),
    );
    return undefined;
  }
}

export interface OpenDatabaseOptions {
  /** postgres:// URL: use node-postgres. */
  databaseUrl?: string | undefined;
  /** PGlite data directory, or 'memory://' for a throwaway in-memory database. Used when there is no URL. */
  pgliteDir?: string;
  /**
   * PGlite: start from this copy of another database's files (PGlite's `dumpDataDir`) instead of an empty one. The
   * tests start each file's in-memory database from one migrated copy (test/database-template.ts).
   */
  pgliteFrom?: Blob;
}

/**
 * Opens PGlite (embedded, no server to install) unless a PostgreSQL URL is given. Both go through drizzle
 * with the same schema, so the rest of the code never knows which engine it talks to.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseConnection> {
  if (options.databaseUrl) {
    // A request waits at most this long for a connection: while the server restarts it fails fast with a 503
    // (db/unavailable.ts) instead of queueing until the client gives up.
    const client = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // No JIT compilation: PostgreSQL compiles a plan whose estimated cost passes jit_above_cost, and for this
      // app's short statements compiling costs more than it saves (6.4 of the 13.7 ms counting a traveler's
      // 16,175 deliveries at full scale, bench/lists-explain.txt).
      options: '-c jit=off',
      Client: ListeningClient,
    });
    // An idle client that loses its server emits 'error' on the pool; without a listener that would crash the
    // process. A checked-out one (inside a transaction, between two queries) emits it on itself: its next query
    // fails instead ("not queryable", a 503 by db/unavailable.ts) and the pool discards it on release.
    client.on('error', () => {});
    client.on('connect', (pooled) => pooled.on('error', () => {}));
    const driver = drizzleNodePg({ client, schema });
    return { engine: 'postgres', db: driver, driver, client, close: () => client.end() };
  }
  const dataDir = options.pgliteDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) await mkdir(dataDir, { recursive: true });
  // pg_trgm backs the order search index (migration 0002); PostgreSQL servers ship it as a contrib module.
  const client = await PGlite.create({
    dataDir,
    extensions: { pg_trgm },
    ...(options.pgliteFrom ? { loadDataDir: options.pgliteFrom } : {}),
  });
  const driver = drizzlePglite({ client, schema });
  return {
    engine: 'pglite',
    db: driver,
    driver,
    client,
    // close() flushes PGlite's files; skipping it can lose the last writes.
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/** Runs raw SQL and returns its rows; both drivers answer with `{ rows }`. */
export async function queryRows<Row extends Record<string, unknown>>(
  db: Database,
  query: SQL,
): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

export type { DbEngine };
