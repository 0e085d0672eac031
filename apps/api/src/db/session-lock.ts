import pg from 'pg';
import type { DatabaseConnection } from './client';

/**
 * Runs `work` while holding the PostgreSQL session advisory lock `key`, taken on a connection of its own outside
 * the pool (the lock belongs to that session, and `work` uses pooled ones). Instances that start together take
 * turns this way: the migrations (db/migrate.ts) and the job queue's setup (platform/jobs/jobs.plugin.ts). PGlite
 * is one process's database: nothing to take turns with, so `work` runs at once.
 */
export async function withSessionLock<T>(
  connection: DatabaseConnection,
  key: bigint,
  work: () => Promise<T>,
): Promise<T> {
  if (connection.engine === 'pglite') return work();
  const lock = new pg.Client({ connectionString: connection.client.options.connectionString });
  lock.on('error', () => {});
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [key.toString()]);
    return await work();
  } finally {
    // Ending the session releases the lock too; unlocking first lets the next instance go at once.
    await lock.query('select pg_advisory_unlock($1)', [key.toString()]).catch(() => {});
    await lock.end().catch(() => {});
  }
}
