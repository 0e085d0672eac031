import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../src/app';
import { type DatabaseConnection, openDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { onServer, TEST_JOBS, testAppEnv } from './helper';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a file holding a ready database's files (`dumpDataDir`); each test database loads a copy. */
    pgliteTemplate: string;
    /** PostgreSQL: the ready database each test database is created from (`CREATE DATABASE … TEMPLATE`). */
    postgresTemplate: string;
  }
}

/**
 * Vitest global set-up of the "pglite" and "postgres" projects (vitest.config.ts): one database made ready once per
 * run, which every test database then starts from (test/helper.ts `createTestDatabase`), instead of each of them
 * running initdb (PGlite), every migration and the job queue's own schema and queues.
 *
 * "Ready" is what a test app finds after its first start: migrated, then the app built on it once (pg-boss creates
 * its schema and the app's queues at start-up) and closed. No row of the app's own is written: DEMO is off.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const env = project.config.env ?? {};
  const ready = async (connection: DatabaseConnection) => {
    await migrateDatabase(connection);
    const app = await buildApp({ env: testAppEnv(), db: connection, logger: false, jobs: TEST_JOBS });
    await app.ready();
    await app.close(); // closes the connection too (plugins/db.ts)
  };

  if (env.TOTE_TEST_DB === 'postgres') {
    const serverUrl = env.DATABASE_URL;
    if (!serverUrl) throw new Error('The postgres test project needs DATABASE_URL');
    const name = `tote_template_${randomBytes(6).toString('hex')}`;
    await onServer(serverUrl, `CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    await ready(await openDatabase({ databaseUrl: url.toString() }));
    project.provide('postgresTemplate', name);
    return () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }

  // PGlite dumps an open database only: ready it on disk, open it again, and keep its dump beside it.
  const dir = await mkdtemp(join(tmpdir(), 'tote-template-'));
  await ready(await openDatabase({ pgliteDir: join(dir, 'data') }));
  const reopened = await openDatabase({ pgliteDir: join(dir, 'data') });
  if (reopened.engine !== 'pglite') throw new Error('expected PGlite');
  const dump = await reopened.client.dumpDataDir('none');
  await reopened.close();
  const file = join(dir, 'database.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rm(dir, { recursive: true, force: true });
}
