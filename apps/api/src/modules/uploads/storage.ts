import path from 'node:path';
import { sealedFolder } from './sealed';
import { localObjectStore } from './storage-local';
import { s3ObjectStore } from './storage-s3';
import {
  ObjectMissingError,
  type ObjectStore,
  type StorageSettings,
  type UploadFolder,
} from './storage-types';

export {
  ObjectMissingError,
  type ObjectStore,
  type StorageSettings,
  type UploadFolder,
} from './storage-types';

// One storage interface for every upload (ADR 022): the local disk by default, an S3-compatible store when
// S3_ENDPOINT, S3_BUCKET and its keys are set. Nothing is ever public: every object is read back by the API
// after the route's own checks (owner, staff, match) and answered in the response, as before.

/** The folders uploads use; a new kind of upload adds its name here (and gets a folder from the store). */
export type UploadFolderName =
  | 'orders'
  | 'hand-over'
  | 'messages'
  | 'avatars'
  | 'national-ids'
  | 'refusals'
  | (string & { readonly folder?: never });

/** Folders whose objects are encrypted by us before they reach the store (AES-256-GCM, sealed.ts). */
const SEALED: ReadonlySet<string> = new Set(['national-ids']);

export interface UploadStore {
  readonly kind: StorageSettings['kind'];
  folder(name: UploadFolderName): UploadFolder;
  close(): Promise<void>;
}

export interface UploadStoreOptions {
  settings: StorageSettings;
  /** DATA_DIR: the local back end keeps `uploads/<folder>` and `private/national-ids` under it, as before. */
  dataDir: string;
  /** The 32-byte key the sealed folders (national IDs) are encrypted with. */
  sealKey: Buffer;
}

/** Builds the store env.ts describes. The S3 client opens no connection until the first request. */
export function createUploadStore(options: UploadStoreOptions): UploadStore {
  const store =
    options.settings.kind === 's3'
      ? s3ObjectStore(options.settings, path.join(options.dataDir, 'tmp', 'uploads'))
      : localObjectStore(options.dataDir);
  const folders = new Map<string, UploadFolder>();
  return {
    kind: store.kind,
    folder(name) {
      if (!/^[a-z][a-z0-9-]*$/.test(name)) throw new Error(`not an upload folder name: ${name}`);
      let folder = folders.get(name);
      if (!folder) {
        folder = folderOf(store, name);
        if (SEALED.has(name)) folder = sealedFolder(folder, options.sealKey);
        folders.set(name, folder);
      }
      return folder;
    },
    close: () => store.close(),
  };
}

function folderOf(store: ObjectStore, folder: string): UploadFolder {
  const key = (name: string) => {
    // Names are uuids made by the server; anything else would be a bug, never a path to follow.
    if (!/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(name)) throw new Error(`not an object name: ${name}`);
    return `${folder}/${name}`;
  };
  return {
    name: folder,
    scratchDir: store.scratchDir(folder),
    put: (name, body, contentType) => store.put(key(name), body, contentType),
    get: (name) => store.get(key(name)),
    delete: (name) => store.delete(key(name)),
  };
}

/**
 * The stored bytes of `name`, or undefined when the store has no such object (the caller answers 404 and logs
 * the row that names it). Any other failure (the store unreachable, a sealed file that does not open) throws.
 */
export async function readUpload(folder: UploadFolder, name: string): Promise<Buffer | undefined> {
  try {
    return await folder.get(name);
  } catch (error) {
    if (error instanceof ObjectMissingError) return undefined;
    throw error;
  }
}

/** Deletes what a replaced upload (avatar, national ID) left, after the commit: a failure is only logged. */
export async function deleteReplacedUpload(
  folder: UploadFolder,
  name: string | null | undefined,
  log: { warn(details: object, message: string): void },
): Promise<void> {
  if (!name) return;
  await folder.delete(name).catch((error: unknown) => {
    log.warn({ err: error, folder: folder.name, key: name }, 'could not delete a replaced upload');
  });
}
