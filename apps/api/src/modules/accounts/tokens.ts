import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { CODE_LENGTH } from '@tote/validation/accounts';

/** 32 random bytes (256 bits), base64url: session cookies and reset tokens. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored for a high-entropy token: a plain SHA-256 is enough, nothing to brute-force. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** Six digits, uniformly from a CSPRNG (leading zeros kept). */
export function generateCode(): string {
  return randomInt(0, 10 ** CODE_LENGTH)
    .toString()
    .padStart(CODE_LENGTH, '0');
}

/**
 * A code has only 10^6 values, so a plain hash would fall to a table; the HMAC key (CODE_SECRET) is not in the
 * database. The user id and purpose are in the MAC too, so a code row copied to another account never matches.
 */
export function hashCode(secret: string, userId: string, purpose: string, code: string): string {
  return createHmac('sha256', secret).update(`${userId}:${purpose}:${code}`).digest('base64url');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
