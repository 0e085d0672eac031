import { defineConfig } from 'vitest/config';

// Every test file runs against in-memory PGlite ("pglite"). When DATABASE_URL is set, the same files run a
// second time against that PostgreSQL server ("postgres"), each file in a database of its own.
// test/helper.ts reads TOTE_TEST_DB to know which engine its project wants. The "smoke" project runs the files
// under test/smoke once: they start real processes (`pnpm dev`, the server) with their own data.
const INCLUDE = ['src/**/*.test.ts', 'test/**/*.test.ts'];
const SMOKE = ['test/smoke/**/*.test.ts'];

export default defineConfig({
  test: {
    setupFiles: ['./test/setup.ts'],
    testTimeout: 20_000,
    // A file's beforeAll builds an app and seeds or migrates a database: under a full parallel run on 2 cores that
    // has taken over 30 s.
    hookTimeout: 60_000,
    // One report for the whole run, both projects included; scripts/test.mjs totals it with the others.
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest.json' },
    projects: [
      {
        extends: true,
        test: { name: 'pglite', include: INCLUDE, exclude: SMOKE, env: { TOTE_TEST_DB: 'pglite' } },
      },
      ...(process.env.DATABASE_URL
        ? [
            {
              extends: true as const,
              test: { name: 'postgres', include: INCLUDE, exclude: SMOKE, env: { TOTE_TEST_DB: 'postgres' } },
            },
          ]
        : []),
      // Real processes (`pnpm dev`, the built server's start-up checks): once, not once per database engine.
      { extends: true, test: { name: 'smoke', include: SMOKE, testTimeout: 60_000 } },
    ],
  },
});
