import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { AppName } from '@tote/validation/sites';
import type { FastifyServerOptions } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { type App, type BuildAppOptions, buildApp } from '../src/app';
import { type DatabaseConnection, type DbEngine, openDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { type Env, loadEnv } from '../src/env';
import type { Clock } from '../src/plugins/clock';

/**
 * What production needs besides PUBLIC_DOMAIN (env.ts: a code secret, SMTP, Stripe's keys, the uploads key). Tests that build a production
 * env spread it in; nothing is sent to the SMTP URL unless a test sends mail.
 */
export const PRODUCTION_REQUIREMENTS = {
  CODE_SECRET: 'test-only-code-secret-0123456789abcdef',
  MAIL_TRANSPORT: 'smtp',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  // Production refuses the built-in test payment provider; nothing reaches Stripe unless a test pays.
  STRIPE_SECRET_KEY: 'sk_test_only0123456789',
  STRIPE_WEBHOOK_SECRET: 'whsec_test_only0123456789',
  // ADR 022: national IDs are sealed with a key of the deployment's own (32 bytes, base64; a test value).
  UPLOADS_ENCRYPTION_KEY: 'dGVzdC1vbmx5LXVwbG9hZHMta2V5LTAxMjM0NTY3ODk=',
} as const;

/** Which engine this vitest project runs on (vitest.config.ts sets TOTE_TEST_DB per project). */
export function testEngine(): DbEngine {
  return process.env.TOTE_TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

export interface TestDatabase {
  connection: DatabaseConnection;
  /** PostgreSQL: the per-file database's URL (a second app instance may open it too). */
  url?: string;
  /** Drops the per-file PostgreSQL database (no-op for PGlite). Call after the connection is closed. */
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database: in-memory PGlite, or a new `tote_test_<random>` database on the server named by
 * DATABASE_URL, dropped again by `drop()`.
 *
 * Both start from the copy the run migrated once (test/database-template.ts): PGlite loads that database's files
 * instead of running initdb and every migration (about 3 s of CPU a database on CI's machine), PostgreSQL creates
 * the database from the template. With `migrationsFolder` (a data migration's test) it starts empty and migrates
 * that folder.
 */
export async function createTestDatabase(options: { migrationsFolder?: string } = {}): Promise<TestDatabase> {
  const fromTemplate = options.migrationsFolder === undefined;
  const migrate = (connection: DatabaseConnection) => migrateDatabase(connection, options.migrationsFolder);
  if (testEngine() === 'pglite') {
    const template = fromTemplate ? inject('pgliteTemplate') : undefined;
    const connection = await openDatabase({
      pgliteDir: 'memory://',
      ...(template ? { pgliteFrom: new Blob([await readFile(template)]) } : {}),
    });
    if (!template) await migrate(connection);
    return { connection, drop: async () => {} };
  }
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('The postgres test project needs DATABASE_URL');
  const template = fromTemplate ? inject('postgresTemplate') : undefined;
  const name = `tote_test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const connection = await openDatabase({ databaseUrl: url.toString() });
  if (!template) await migrate(connection);
  return {
    connection,
    url: url.toString(),
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** Runs one statement (CREATE or DROP DATABASE) over a connection of its own to the server at `serverUrl`. */
export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export interface TestAppOptions {
  /** Environment variables on top of NODE_ENV=test. */
  env?: Record<string, string>;
  distDirs?: Partial<Record<AppName, string>>;
  logger?: FastifyServerOptions['logger'];
  /** The clock every time rule reads (see test/clock.ts); default real time. */
  clock?: Clock;
  /** The live event stream's intervals (app.ts BuildAppOptions.events). */
  events?: BuildAppOptions['events'];
  /** The session cache's bounds (app.ts BuildAppOptions.sessionCache). */
  sessionCache?: BuildAppOptions['sessionCache'];
  /** The order-list cache's bounds (app.ts BuildAppOptions.orderListCache). */
  orderListCache?: BuildAppOptions['orderListCache'];
  /** Add routes (e.g. test-only ones) before the app is ready. */
  setup?: (app: App) => void | Promise<void>;
  /**
   * The job queue (app.ts BuildAppOptions.jobs). Default here: no schedules (a test runs a scheduled job by hand,
   * on the clock it moves, never by waiting for a tick) and workers that ask for work every half second.
   */
  jobs?: BuildAppOptions['jobs'];
}

/** The queue's settings a test app gets unless it names its own (TestAppOptions.jobs). */
export const TEST_JOBS: NonNullable<BuildAppOptions['jobs']> = {
  runSchedules: false,
  timings: { pollingIntervalSeconds: 0.5 },
};

export interface TestApp {
  app: App;
  db: DatabaseConnection['db'];
  engine: DbEngine;
  env: Env;
  /** PostgreSQL: the database's URL; undefined on PGlite. */
  databaseUrl: string | undefined;
  close(): Promise<void>;
}

/**
 * A test app's settings: NODE_ENV=test, silent, no demo, with `overrides` on top.
 *
 * The tests read emailed codes in the development mailbox, so they ask for it (never in production).
 * Test files sign up many accounts from 127.0.0.1: per-IP auth limits are raised (rate-limits.test.ts sets 1),
 * and so is the per-IP cap on live streams (events.test.ts sets a low one).
 * The test clock's routes are on too (offset 0 until moved), so the access matrix and the fuzz pass see them.
 * A production app keeps production's bounds (env.ts: factor at most 10, streams per IP at most 1,000), so it
 * gets neither raise.
 */
export function testAppEnv(overrides: Record<string, string> = {}): Env {
  const production = overrides.NODE_ENV === 'production';
  const mailbox = production
    ? {}
    : {
        DEV_MAILBOX: 'true',
        TEST_CLOCK: 'true',
        AUTH_IP_LIMIT_FACTOR: '1000',
        // Tests place many orders and trips for one person; the limit tests set VOLUME_LIMIT_FACTOR 1.
        VOLUME_LIMIT_FACTOR: '1000',
        EVENT_STREAMS_PER_IP: '100000',
      };
  return loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DEMO: 'false', ...mailbox, ...overrides });
}

/** The real app on a fresh migrated database, for app.inject. Call close() in afterAll. */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const env = testAppEnv(options.env);
  let app: App;
  try {
    app = await buildApp({
      env,
      db: database.connection,
      logger: options.logger ?? false,
      ...(options.distDirs ? { distDirs: options.distDirs } : {}),
      ...(options.clock ? { clock: options.clock } : {}),
      ...(options.events ? { events: options.events } : {}),
      jobs: options.jobs ?? TEST_JOBS,
      ...(options.sessionCache ? { sessionCache: options.sessionCache } : {}),
      ...(options.orderListCache ? { orderListCache: options.orderListCache } : {}),
    });
    await options.setup?.(app);
    await app.ready();
  } catch (error) {
    await database.connection.close();
    await database.drop();
    throw error;
  }
  return {
    app,
    db: database.connection.db,
    engine: database.connection.engine,
    env,
    databaseUrl: database.url,
    close: async () => {
      await app.close(); // closes the connection (plugins/db.ts)
      await database.drop();
    },
  };
}
