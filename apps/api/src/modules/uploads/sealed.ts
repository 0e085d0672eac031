import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { UploadFolder } from './storage-types';

// National IDs encrypted at rest (ADR 022), on whichever back end: AES-256-GCM with the key from
// UPLOADS_ENCRYPTION_KEY, a fresh 96-bit nonce per object, and the object's folder and name as additional data,
// so a sealed file copied under another person's name does not open.
//
// A sealed object is MAGIC | nonce (12) | tag (16) | ciphertext. A file without MAGIC is one stored before
// encryption (plain image bytes: no PNG, JPEG, GIF or WebP starts with these bytes) and is read as it is, so an
// existing data folder keeps working; every new or replaced ID is sealed.

/** "TOTESEAL" then format version 1. */
export const SEAL_MAGIC = Buffer.from('TOTESEAL\x01', 'latin1');
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

const additionalData = (folder: string, name: string) => Buffer.from(`${folder}/${name}`, 'utf8');

export function seal(key: Buffer, folder: string, name: string, plain: Uint8Array): Buffer {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(additionalData(folder, name));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([SEAL_MAGIC, nonce, cipher.getAuthTag(), body]);
}

export function isSealed(stored: Buffer): boolean {
  return stored.subarray(0, SEAL_MAGIC.length).equals(SEAL_MAGIC);
}

/** The plain bytes; a legacy (unsealed) file as it is. Throws when a sealed one was altered or the key is wrong. */
export function unseal(key: Buffer, folder: string, name: string, stored: Buffer): Buffer {
  if (!isSealed(stored)) return stored;
  const start = SEAL_MAGIC.length;
  const nonce = stored.subarray(start, start + NONCE_BYTES);
  const tag = stored.subarray(start + NONCE_BYTES, start + NONCE_BYTES + TAG_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', key, nonce);
  decipher.setAAD(additionalData(folder, name));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(stored.subarray(start + NONCE_BYTES + TAG_BYTES)), decipher.final()]);
}

/** The folder with every object sealed on the way in and opened on the way out. */
export function sealedFolder(folder: UploadFolder, key: Buffer): UploadFolder {
  if (key.length !== 32) throw new Error('the upload encryption key must be 32 bytes');
  return {
    ...folder,
    put: (name, body, contentType) => folder.put(name, seal(key, folder.name, name, body), contentType),
    get: async (name) => unseal(key, folder.name, name, await folder.get(name)),
  };
}
