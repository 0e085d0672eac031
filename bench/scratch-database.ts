// What the benches that fill their own PostgreSQL tables share (lists-run.ts, matching-run.ts; run through tsx in
// apps/api): a throwaway database, migrated like production and dropped whatever happens, and the percentiles
// they report.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseConnection, openDatabase } from '../apps/api/src/db/client';
import { migrateDatabase } from '../apps/api/src/db/migrate';

export type PostgresConnection = Extract<DatabaseConnection, { engine: 'postgres' }>;

/**
 * Creates `tote_bench_<bench>_<random>` on DATABASE_URL's server, migrates it, hands it to `body` (the app's own
 * connection, the database's URL for connections of the bench's own, and its name), then drops it. With `keep`,
 * the database is `tote_bench_<bench>_<keep>`: made if missing, migrated, and left for the next run.
 */
export async function withScratchDatabase<T>(
  bench: string,
  body: (connection: PostgresConnection, url: string, name: string) => Promise<T>,
  keep?: string,
): Promise<T> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error(`bench/${bench} needs DATABASE_URL (a PostgreSQL server)`);
  if (keep !== undefined && !/^[a-z0-9_]{1,20}$/.test(keep))
    throw new Error(`bench/${bench}: a kept database's name is 1 to 20 of a-z, 0-9 and _ (got "${keep}")`);
  const name = `tote_bench_${bench}_${keep ?? randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const { rows: existing } = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (existing.length === 0) await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const connection = await openDatabase({ databaseUrl: url.toString() });
  try {
    await migrateDatabase(connection);
    if (connection.engine !== 'postgres') throw new Error(`bench/${bench} runs on PostgreSQL only`);
    return await body(connection, url.toString(), name);
  } finally {
    await connection.close();
    if (keep === undefined) {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    }
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
const round = (ms: number) => Math.round(ms * 100) / 100;

/** p50 / p95 / p99 of call times in ms, to a hundredth. */
export function summary(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
  };
}
