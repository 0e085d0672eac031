import type { Env } from '../../env';

// The types of the upload storage (storage.ts builds it): what each back end and each folder offers.

/** Settings from env.ts (`env.storage`). */
export type StorageSettings = Env['storage'];

/** Thrown by `get` when no object has that name (a row naming a deleted or never-written file). */
export class ObjectMissingError extends Error {
  override name = 'ObjectMissingError';
}

/**
 * Where the objects of one back end live. Keys are `<folder>/<name>`, the name always a server-made uuid (no
 * user input in a key).
 */
export interface ObjectStore {
  readonly kind: StorageSettings['kind'];
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** The object's bytes; ObjectMissingError when there is none. */
  get(key: string): Promise<Buffer>;
  /** Removes the object; one that is already gone is no error. */
  delete(key: string): Promise<void>;
  /** A local folder for the raw bytes of a form while they arrive (before the type check and re-encoding). */
  scratchDir(folder: string): string;
  close(): Promise<void>;
}

/** One kind of upload (item photos, avatars, ...): the store seen through its folder, names without the prefix. */
export interface UploadFolder {
  /** For logs: `orders`, `national-ids`, ... */
  readonly name: string;
  readonly scratchDir: string;
  put(name: string, body: Uint8Array, contentType: string): Promise<void>;
  get(name: string): Promise<Buffer>;
  delete(name: string): Promise<void>;
}
