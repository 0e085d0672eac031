import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../src/db/client';
import { ensureAccount, type LedgerAccount } from '../src/modules/ledger/ledger.service';
import { createTestDatabase, type TestDatabase } from './helper';

// Helpers for the ledger tests: a migrated database of the file's engine (no app: the ledger has no routes),
// and accounts under a fresh prefix, so tests sharing the database never meet each other's accounts.

export interface LedgerTestDatabase {
  db: Database;
  database: TestDatabase;
}

/** One database for the whole test file: created in beforeAll, closed and dropped in afterAll. */
export function useLedgerDatabase(): LedgerTestDatabase {
  const t = {} as LedgerTestDatabase;
  beforeAll(async () => {
    t.database = await createTestDatabase();
    t.db = t.database.connection.db;
  });
  afterAll(async () => {
    await t.database?.connection.close();
    await t.database?.drop();
  });
  return t;
}

/** A short random tag that keeps one test's codes and keys apart from every other's. */
export const uniqueTag = () => randomBytes(5).toString('hex');

/** A clearing account (may go negative: where money enters from outside) and `n` user accounts that may not. */
export async function ledgerAccounts(
  db: Database,
  n: number,
  options: { currency?: string; at?: Date } = {},
): Promise<{ clearing: LedgerAccount; users: LedgerAccount[]; tag: string }> {
  const tag = uniqueTag();
  const at = options.at ?? new Date();
  const currency = options.currency ?? 'USD';
  const clearing = await ensureAccount(db, {
    code: `provider:clearing:${tag}`,
    kind: 'clearing',
    currency,
    allowNegative: true,
    at,
  });
  const users: LedgerAccount[] = [];
  for (let i = 0; i < n; i += 1) {
    users.push(
      await ensureAccount(db, {
        code: `traveler:${tag}-${i}:available`,
        kind: 'traveler_available',
        currency,
        at,
      }),
    );
  }
  return { clearing, users, tag };
}
