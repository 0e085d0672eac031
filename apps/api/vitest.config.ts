import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import pg from 'pg';
import { defineConfig, type ViteUserConfig } from 'vitest/config';

// Every test file runs against in-memory PGlite ("pglite"). When DATABASE_URL is set, the same files run a
// second time against that PostgreSQL server ("postgres"), each file in a database of its own.
// test/helper.ts reads TOTE_TEST_DB to know which engine its project wants. The "smoke" project runs the files
// under test/smoke once: they start real processes (`pnpm dev`, the server) with their own data.
const INCLUDE = ['src/**/*.test.ts', 'test/**/*.test.ts'];
const SMOKE = ['test/smoke/**/*.test.ts'];
/** Makes one database ready per run, which every test database starts from (a copy, not a migration each). */
const DATABASE_TEMPLATE = './test/database-template.ts';

// The races: files whose tests send requests or calls at the same time and count who won (row locks, unique
// indexes, one-winner updates). PGlite runs one query at a time, so there they queue and cannot fail for a
// missing lock; only PostgreSQL proves them. Without DATABASE_URL they still run on PostgreSQL ("races") when
// the local server answers, as CI's does; when none answers, the run says so plainly (and scripts/test.mjs
// repeats it in its closing lines). A new race test goes in one of these files or adds its file here.
export const RACES = [
  'src/modules/matches/matches.test.ts',
  'src/modules/orders/orders.test.ts',
  'src/modules/orders/new-order-limits.test.ts',
  'src/modules/trips/new-trip-limits.test.ts',
  'src/modules/deliveries/deliveries.test.ts',
  'src/modules/accounts/code-guessing.test.ts',
  'src/modules/ledger/ledger.concurrency.test.ts',
  'src/modules/payments/payments.test.ts',
  'src/modules/payments/lifecycles.test.ts',
  'src/modules/wallet/wallet.test.ts',
  'src/platform/scheduled.test.ts',
  'src/platform/jobs/jobs.test.ts',
  'test/events.test.ts',
  'test/staff-events.test.ts',
  'test/session-cache.test.ts',
  'src/modules/disputes/disputes.concurrency.test.ts',
  'src/modules/reviews/reviews.concurrency.test.ts',
  'src/db/migrate.test.ts',
];
const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';
/** Where the run records which PostgreSQL the races ran on, or why none (read by scripts/test.mjs). */
const RACES_REPORT = 'test-results/postgres-races.json';

/** The local PostgreSQL server's URL when it answers a query within two seconds, else why not. */
async function localPostgres(): Promise<{ url: string } | { reason: string }> {
  const client = new pg.Client({ connectionString: LOCAL_POSTGRES, connectionTimeoutMillis: 2_000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return { url: LOCAL_POSTGRES };
  } catch (error) {
    return { reason: error instanceof Error ? error.message : String(error) };
  } finally {
    await client.end().catch(() => {});
  }
}

function record(report: { engine: 'postgres' | 'none'; source: string; files: number; reason?: string }) {
  mkdirSync('test-results', { recursive: true });
  writeFileSync(RACES_REPORT, `${JSON.stringify(report, null, 2)}\n`);
}

async function postgresProjects() {
  // A renamed or removed race file would otherwise drop out of the PostgreSQL run without a word.
  const missing = RACES.filter((file) => !existsSync(file));
  if (missing.length > 0)
    throw new Error(`vitest.config.ts RACES names files that do not exist: ${missing.join(', ')}`);
  const postgresTest = (name: string, include: string[], url: string) => ({
    extends: true as const,
    test: {
      name,
      include,
      exclude: SMOKE,
      env: { TOTE_TEST_DB: 'postgres', DATABASE_URL: url },
      globalSetup: [DATABASE_TEMPLATE],
    },
  });
  if (process.env.DATABASE_URL) {
    record({ engine: 'postgres', source: 'DATABASE_URL', files: RACES.length });
    return [postgresTest('postgres', INCLUDE, process.env.DATABASE_URL)];
  }
  const local = await localPostgres();
  if ('url' in local) {
    record({ engine: 'postgres', source: LOCAL_POSTGRES, files: RACES.length });
    return [postgresTest('races', RACES, local.url)];
  }
  record({ engine: 'none', source: LOCAL_POSTGRES, files: RACES.length, reason: local.reason });
  console.warn(
    `\n⚠ NOT PROVEN: the ${RACES.length} race test files ran on PGlite only, which runs one query at a time.\n` +
      `  DATABASE_URL is unset and no PostgreSQL answered at 127.0.0.1:5432 (${local.reason}).\n` +
      `  Start one (or set DATABASE_URL) to run them on PostgreSQL.\n`,
  );
  return [];
}

// This file is loaded again for each project that extends it: probe and warn once per process.
const once = globalThis as { totePostgresProjects?: ReturnType<typeof postgresProjects> };

function postgresProjectsOnce() {
  once.totePostgresProjects ??= postgresProjects();
  return once.totePostgresProjects;
}

export default defineConfig(
  async (): Promise<ViteUserConfig> => ({
    test: {
      setupFiles: ['./test/setup.ts'],
      testTimeout: 20_000,
      // Test files at once: at least two. Vitest's default (one fewer than the cores) ran one file at a time on CI's
      // 2 cores, with the second mostly idle while a file waited on PostgreSQL; each file has its own database.
      maxWorkers: Math.max(2, availableParallelism()),
      // A file's beforeAll builds an app and seeds or migrates a database: under a full parallel run on 2 cores that
      // has taken over 30 s.
      hookTimeout: 60_000,
      // One report for the whole run, both projects included; scripts/test.mjs totals it with the others.
      reporters: ['default', 'json'],
      outputFile: { json: 'test-results/vitest.json' },
      projects: [
        {
          extends: true,
          test: {
            name: 'pglite',
            include: INCLUDE,
            exclude: SMOKE,
            env: { TOTE_TEST_DB: 'pglite' },
            globalSetup: [DATABASE_TEMPLATE],
          },
        },
        ...(await postgresProjectsOnce()),
        // Real processes (`pnpm dev`, the built server's start-up checks): once, not once per database engine.
        { extends: true, test: { name: 'smoke', include: SMOKE, testTimeout: 60_000 } },
      ],
    },
  }),
);
