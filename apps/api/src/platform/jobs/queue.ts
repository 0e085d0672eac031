import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import type { DatabaseConnection } from '../../db/client';

/**
 * The job queue (docs/decisions/023-job-queue.md): pg-boss, in the app's own database and through the app's own
 * connection. On PostgreSQL it shares the app's pool; on the embedded PGlite it runs in process against the same
 * PGlite instance, so `pnpm start` needs no second process or port. Either way the queue's tables are the
 * `pgboss` schema, which pg-boss creates and migrates itself at start-up.
 */

/** The schema pg-boss keeps its tables in (`pgboss.job`, `pgboss.archive`, `pgboss.schedule`, …). */
export const QUEUE_SCHEMA = 'pgboss';

interface SqlResult {
  rows: unknown[];
}

/** pg-boss's "bring your own database" interface: one function that runs SQL. */
export interface QueueDatabase {
  executeSql(text: string, values?: unknown[]): Promise<SqlResult>;
}

/**
 * PGlite runs one statement with parameters per `query`, and several statements (pg-boss's locked maintenance
 * and migrations: `BEGIN; …; COMMIT;`, never with parameters) per `exec`. Either call holds PGlite for its whole
 * text, so nothing of the app's lands inside pg-boss's transactions.
 */
export function pgliteQueueDatabase(client: PGlite): QueueDatabase {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return client.query(text, values as unknown[]);
      const results = await client.exec(text);
      // The last statement that returns rows (a COMMIT returns none); pg-boss reads rows of one-statement texts only.
      return [...results].reverse().find((result) => result.fields.length > 0) ?? { rows: [] };
    },
  };
}

export function postgresQueueDatabase(pool: pg.Pool): QueueDatabase {
  return { executeSql: (text, values) => pool.query(text, values) };
}

export function queueDatabaseOf(connection: DatabaseConnection): QueueDatabase {
  return connection.engine === 'pglite'
    ? pgliteQueueDatabase(connection.client)
    : postgresQueueDatabase(connection.client);
}

export interface QueueTimings {
  /** How often each instance asks whether a schedule is due (pg-boss: 1 to 45 s; default 30). */
  cronMonitorIntervalSeconds?: number;
  /** How often the due schedules' jobs are moved into their queues (default 5 s). */
  cronWorkerIntervalSeconds?: number;
  /** How often an idle worker asks for work (default 2 s; at least 0.5). */
  pollingIntervalSeconds?: number;
}

export function createBoss(connection: DatabaseConnection, timings: QueueTimings = {}): PgBoss {
  return new PgBoss({
    db: queueDatabaseOf(connection),
    schema: QUEUE_SCHEMA,
    // A failed job stays in pgboss.job (where staff read it, platform/jobs/failures.ts) for a week before it is
    // archived; completed ones are archived after an hour.
    archiveCompletedAfterSeconds: 60 * 60,
    archiveFailedAfterSeconds: 7 * 24 * 60 * 60,
    cronMonitorIntervalSeconds: timings.cronMonitorIntervalSeconds ?? 30,
    cronWorkerIntervalSeconds: timings.cronWorkerIntervalSeconds ?? 5,
  } as PgBoss.ConstructorOptions);
}
