import { defineConfig } from 'vitest/config';

// Every test file runs against in-memory PGlite ("pglite"). When DATABASE_URL is set, the same files run a
// second time against that PostgreSQL server ("postgres"), each file in a database of its own.
// test/helper.ts reads TOTE_TEST_DB to know which engine its project wants.
export default defineConfig({
  test: {
    setupFiles: ['./test/setup.ts'],
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // One report for the whole run, both projects included; scripts/test.mjs totals it with the others.
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest.json' },
    projects: [
      { extends: true, test: { name: 'pglite', env: { TOTE_TEST_DB: 'pglite' } } },
      ...(process.env.DATABASE_URL
        ? [{ extends: true as const, test: { name: 'postgres', env: { TOTE_TEST_DB: 'postgres' } } }]
        : []),
    ],
  },
});
