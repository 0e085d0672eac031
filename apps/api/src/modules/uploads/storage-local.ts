import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ObjectMissingError, type ObjectStore } from './storage-types';

/**
 * The default back end: files under DATA_DIR, laid out as before the store existed (ADR 007), so an existing
 * data folder keeps working: `uploads/<folder>/<name>`, and the national IDs in `private/national-ids/<name>`,
 * outside every served folder. Folders are made 0700, files 0600; a write goes to a temporary name and is
 * renamed, so a reader never sees half a file.
 */
export function localObjectStore(dataDir: string): ObjectStore {
  const dirOf = (folder: string) =>
    folder === 'national-ids'
      ? path.join(dataDir, 'private', 'national-ids')
      : path.join(dataDir, 'uploads', folder);
  const fileOf = (key: string) => {
    const slash = key.indexOf('/');
    return path.join(dirOf(key.slice(0, slash)), key.slice(slash + 1));
  };
  const made = new Set<string>();
  const ensureDir = async (dir: string) => {
    if (made.has(dir)) return;
    await mkdir(dir, { recursive: true, mode: 0o700 });
    made.add(dir);
  };
  return {
    kind: 'local',
    async put(key, body) {
      const file = fileOf(key);
      await ensureDir(path.dirname(file));
      const writing = path.join(path.dirname(file), `.${randomUUID()}.writing`);
      try {
        await writeFile(writing, body, { flag: 'wx', mode: 0o600 });
        await rename(writing, file);
      } catch (error) {
        await unlink(writing).catch(() => undefined);
        throw error;
      }
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new ObjectMissingError(key);
        throw error;
      }
    },
    async delete(key) {
      await unlink(fileOf(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    },
    // The raw bytes arrive next to where the copy will be stored (as before): one file system, one set of
    // permissions.
    scratchDir: dirOf,
    close: async () => {},
  };
}
