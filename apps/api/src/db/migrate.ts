import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { desc, sql } from 'drizzle-orm';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { bigint, pgSchema, serial, text } from 'drizzle-orm/pg-core';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { type Database, type DatabaseConnection, queryRows } from './client';
import { preparedQuery } from './prepared';
import { withSessionLock } from './session-lock';

// Relative to this module: src/db/migrations when run from source, dist/migrations in the bundle
// (build.mjs copies the folder next to server.js).
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Key of the PostgreSQL advisory lock held while migrating: when several instances start at once (a deploy), one
 * applies the migrations and the others wait on the lock, then find nothing left to do. Any fixed 64-bit number
 * works as long as nothing else in the database takes it ("tote" in ASCII, then "migr").
 */
export const MIGRATION_LOCK_KEY = 0x746f7465_6d696772n;

export interface MigrationResult {
  /** Migrations this call applied: 0 when another instance (or an earlier start) had applied them all. */
  applied: number;
}

/**
 * Applies every pending migration in `migrationsFolder`, on either engine. A test of a data migration passes a
 * copy that stops before it, writes rows the way the older schema allowed, then migrates the rest.
 *
 * PostgreSQL: under a session advisory lock (`withSessionLock`), so instances that start together take turns
 * (drizzle's migrator alone would have two of them create the same tables and fail).
 */
export async function migrateDatabase(
  connection: DatabaseConnection,
  folder = migrationsFolder,
): Promise<MigrationResult> {
  const config = { migrationsFolder: folder };
  return withSessionLock(connection, MIGRATION_LOCK_KEY, async () => {
    const before = await appliedCount(connection.db);
    if (connection.engine === 'pglite') await migratePglite(connection.driver, config);
    else await migrateNodePg(connection.driver, config);
    return { applied: (await appliedCount(connection.db)) - before };
  });
}

/** Rows in drizzle's bookkeeping table; 0 before the first migration created it. */
async function appliedCount(db: Database): Promise<number> {
  // Two statements: one naming a table that does not exist yet fails at planning, whatever a CASE says.
  const [table] = await queryRows<{ name: string | null }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`,
  );
  if (!table?.name) return 0;
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  return Number(row?.count ?? 0);
}

// drizzle's own bookkeeping table (schema "drizzle"). Declared here, not in db/schema, so drizzle-kit never
// tries to create it.
const drizzleMigrations = pgSchema('drizzle').table('__drizzle_migrations', {
  id: serial('id').primaryKey(),
  hash: text('hash').notNull(),
  createdAt: bigint('created_at', { mode: 'number' }),
});

interface Journal {
  entries: { idx: number; when: number; tag: string }[];
}

let journal: Promise<Journal> | undefined;
function readJournal(): Promise<Journal> {
  journal ??= readFile(`${migrationsFolder}/meta/_journal.json`, 'utf8').then(
    (text) => JSON.parse(text) as Journal,
  );
  return journal;
}

export interface MigrationStatus {
  count: number;
  /** Tag of the latest applied migration (e.g. "0000_init"), or its hash if the journal does not know it. */
  latest: string | null;
}

// One round trip per /health (the count and the latest row), built once.
const migrationStatus = preparedQuery((db) =>
  db
    .select({
      count: sql<number>`(select count(*)::int from ${drizzleMigrations})`,
      hash: drizzleMigrations.hash,
      createdAt: drizzleMigrations.createdAt,
    })
    .from(drizzleMigrations)
    .orderBy(desc(drizzleMigrations.createdAt))
    .limit(1)
    .prepare('migration_status'),
);

export async function getMigrationStatus(db: Database): Promise<MigrationStatus> {
  const [last] = await migrationStatus(db).execute();
  if (!last) return { count: 0, latest: null };
  // drizzle stores the journal's `when` as created_at, so it identifies the migration.
  const { entries } = await readJournal();
  const entry = entries.find((e) => e.when === last.createdAt);
  return { count: last.count, latest: entry?.tag ?? last.hash };
}
