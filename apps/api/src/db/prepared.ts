import type { Database } from './client';

/**
 * A query built once per database (or transaction) instead of on every call: drizzle's query building was a
 * large share of the API's CPU per request (the CPU profile, bench/profile.mjs: `is`, `sql`,
 * `buildSelection`). The name makes node-postgres prepare the statement once per connection, so later calls
 * send only Bind and Execute (PGlite ignores it). Values go in through `sql.placeholder`, never into the
 * built text.
 *
 *   const bySession = preparedQuery((db) =>
 *     db.select().from(sessions).where(eq(sessions.tokenHash, sql.placeholder('tokenHash'))).prepare('session_by_token'),
 *   );
 *   const rows = await bySession(db).execute({ tokenHash });
 */
export function preparedQuery<Query>(build: (db: Database) => Query): (db: Database) => Query {
  // Keyed by the database object: tests open one per app, and a transaction is its own object.
  const built = new WeakMap<Database, Query>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
