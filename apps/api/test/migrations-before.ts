import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrationsFolder } from '../src/db/migrate';
import { createTestDatabase, type TestDatabase } from './helper';

/**
 * A test database migrated up to, not including, the migration `tag`: rows written under the schema before it, for a
 * test of what that migration does to them (it then runs `migrateDatabase` on `database.connection`). Call it in
 * `beforeAll`, and `close` in `afterAll`.
 */
export async function databaseBefore(
  tag: string,
): Promise<{ database: TestDatabase; close: () => Promise<void> }> {
  const folder = await mkdtemp(join(tmpdir(), 'tote-migrations-'));
  await cp(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  if (index <= 0) throw new Error(`no migration ${tag} after the first in ${journalPath}`);
  journal.entries = journal.entries.slice(0, index);
  await writeFile(journalPath, JSON.stringify(journal));
  const database = await createTestDatabase({ migrationsFolder: folder });
  return {
    database,
    close: async () => {
      await database.connection.close();
      await database.drop();
      await rm(folder, { recursive: true, force: true });
    },
  };
}
