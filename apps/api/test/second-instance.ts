import { sql } from 'drizzle-orm';
import { type App, type BuildAppOptions, buildApp } from '../src/app';
import { type Database, openDatabase, queryRows } from '../src/db/client';
import type { AccountsTestApp } from './accounts';
import { TEST_JOBS } from './helper';

/**
 * Instance B of the tests whose point is what crosses instances (live events, the session and order-list
 * caches): on PostgreSQL (DATABASE_URL) a second app on A's database with A's clock, so what B shows of A's
 * writes reached it through LISTEN/NOTIFY; on PGlite there is one instance, and B is A.
 */
export async function secondInstance(
  a: AccountsTestApp,
  options: Pick<BuildAppOptions, 'events' | 'sessionCache' | 'orderListCache'> = {},
): Promise<App> {
  if (a.engine !== 'postgres') return a.app;
  return buildApp({
    env: a.env,
    db: await openDatabase({ databaseUrl: a.databaseUrl }),
    logger: false,
    clock: a.clock,
    jobs: TEST_JOBS,
    ...options,
  });
}

/** Closes B (when it is not A), then A. */
export async function closeInstances(a: AccountsTestApp | undefined, b: App | undefined): Promise<void> {
  if (b && b !== a?.app) await b.close();
  await a?.close();
}

/**
 * Ends the connection of every listener named `applicationName` on the test's database (A's and B's): the
 * instances lose their channel as when PostgreSQL restarts, and reconnect after their reconnect wait.
 */
export async function dropListeners(db: Database, applicationName: string): Promise<void> {
  await queryRows(
    db,
    sql`select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = ${applicationName} and datname = current_database()`,
  );
}
