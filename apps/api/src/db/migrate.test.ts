import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { expect, it } from 'vitest';
import { testEngine } from '../../test/helper';
import { openDatabase } from './client';
import { getMigrationStatus, migrateDatabase, migrationsFolder } from './migrate';

// A deploy starts several instances at once on one database: one applies the migrations (under an advisory
// lock), the others wait for it and find nothing left to do; none fails on a table another has just created.

const journal = JSON.parse(await readFile(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as {
  entries: unknown[];
};
const INSTANCES = 4;

// Registered on its engine only, so neither run counts a skipped test.
if (testEngine() === 'postgres')
  it('instances that migrate a fresh PostgreSQL database at once: one applies, the others wait, all are ready', async () => {
    const serverUrl = process.env.DATABASE_URL;
    if (!serverUrl) throw new Error('the postgres project sets DATABASE_URL');
    const name = `tote_migrate_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    // One pool per instance, as separate processes would have.
    const connections = await Promise.all(
      Array.from({ length: INSTANCES }, () => openDatabase({ databaseUrl: url.toString() })),
    );
    try {
      const results = await Promise.all(connections.map((connection) => migrateDatabase(connection)));
      const applied = results.map((result) => result.applied).sort((a, b) => b - a);
      expect(applied).toEqual([journal.entries.length, ...Array(INSTANCES - 1).fill(0)]);
      for (const connection of connections) {
        expect((await getMigrationStatus(connection.db)).count).toBe(journal.entries.length);
      }
      // A later start (a restart, one more instance) finds nothing to apply.
      expect(await migrateDatabase(connections[0] as (typeof connections)[number])).toEqual({ applied: 0 });
    } finally {
      await Promise.all(connections.map((connection) => connection.close()));
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }, 60_000);

if (testEngine() === 'pglite')
  it('PGlite: the first call applies every migration, the next none', async () => {
    const connection = await openDatabase({ pgliteDir: 'memory://' });
    try {
      expect(await migrateDatabase(connection)).toEqual({ applied: journal.entries.length });
      expect(await migrateDatabase(connection)).toEqual({ applied: 0 });
    } finally {
      await connection.close();
    }
  }, 60_000);
