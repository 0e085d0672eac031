import { randomBytes } from 'node:crypto';
import { type Algorithm, hash, verify } from '@node-rs/argon2';

/**
 * argon2id at OWASP's minimum (Password Storage Cheat Sheet: m=19 MiB, t=2, p=1). @node-rs/argon2's defaults
 * are below it, so the options are always passed. Measured cost: bench/hash-password.ts.
 */
// `Algorithm` is an ambient const enum, which verbatimModuleSyntax cannot read at runtime: 2 is Argon2id.
const ARGON2ID = 2 as Algorithm.Argon2id;

export const PASSWORD_HASH_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

/** False for a wrong password and for a hash that cannot be parsed (never throws on bad input). */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check when the address is unknown, so response time does not tell which
 * addresses have accounts (the distinct messages of docs/product/accounts.md, Signing in, already do; rate
 * limits cover that).
 */
export async function verifyDummyPassword(password: string): Promise<void> {
  dummyHash ??= hashPassword(randomBytes(16).toString('base64url'));
  await verifyPassword(await dummyHash, password);
}
