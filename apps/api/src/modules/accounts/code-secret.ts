import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Env } from '../../env';

/**
 * The HMAC key for emailed codes: CODE_SECRET when set (required in production, env.ts). Otherwise, in
 * development, one generated on first start and kept in DATA_DIR/secrets/code-secret, so codes mailed before a
 * restart still work after it; in tests a fresh one per process.
 */
export async function resolveCodeSecret(env: Env): Promise<string> {
  if (env.codeSecret) return env.codeSecret;
  if (env.isProduction) throw new Error('CODE_SECRET is required in production');
  if (env.nodeEnv === 'test') return randomBytes(32).toString('base64url');

  const file = path.join(env.dataDir, 'secrets', 'code-secret');
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(48).toString('base64url');
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
