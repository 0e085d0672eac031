import { describe, expect, it } from 'vitest';
import { ledgerAccounts, uniqueTag, useLedgerDatabase } from '../../../test/ledger';
import { checkLedger, describeLedgerReport } from './ledger.check';
import { balanceOf, historyOf, LedgerError, postTransaction } from './ledger.service';

// Races. On PostgreSQL (DATABASE_URL) every call below runs on its own pooled connection at the same time, so
// they meet on the accounts' row locks and the idempotency key's unique index for real; on PGlite (one
// connection) the same calls queue, and the same outcomes must hold.

const t = useLedgerDatabase();
const AT = new Date('2026-11-20T10:00:00Z');

const outcomes = <T>(results: PromiseSettledResult<T>[]) => ({
  fulfilled: results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : [])),
  rejected: results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : [])),
});

async function expectNoDrift() {
  const report = await checkLedger(t.db);
  expect(report.drifts, describeLedgerReport(report)).toEqual([]);
}

describe('concurrency', () => {
  const TRIALS = 3;

  it(`50 concurrent transfers of one account's whole balance: exactly one succeeds (${TRIALS} trials)`, async () => {
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const { clearing, users } = await ledgerAccounts(t.db, 51);
      const [source, ...targets] = users.map((u) => u.code) as [string, ...string[]];
      await postTransaction(t.db, {
        idempotencyKey: `fund:${uniqueTag()}`,
        kind: 'funding',
        entries: [
          { account: clearing.code, amount: -5_000 },
          { account: source, amount: 5_000 },
        ],
        at: AT,
      });
      const results = await Promise.allSettled(
        targets.map((target) =>
          postTransaction(t.db, {
            idempotencyKey: `sweep:${uniqueTag()}`,
            kind: 'transfer',
            entries: [
              { account: source, amount: -5_000 },
              { account: target, amount: 5_000 },
            ],
            at: AT,
          }),
        ),
      );
      const { fulfilled, rejected } = outcomes(results);
      expect(fulfilled, `trial ${trial}`).toHaveLength(1);
      expect(rejected, `trial ${trial}`).toHaveLength(49);
      for (const error of rejected) {
        expect(error).toBeInstanceOf(LedgerError);
        expect((error as LedgerError).code).toBe('insufficient_funds');
        // Refused by the check under the row locks, not by the CHECK constraint behind it: the locks serialise.
        expect((error as LedgerError).details.cause).toBeUndefined();
      }
      expect(await balanceOf(t.db, source)).toMatchObject({ posted: 0, available: 0 });
      const credited = await Promise.all(targets.map((target) => balanceOf(t.db, target)));
      expect(credited.filter((b) => b.posted === 5_000)).toHaveLength(1);
      expect(credited.filter((b) => b.posted === 0)).toHaveLength(49);
    }
    await expectNoDrift();
  }, 120_000);

  it(`the same idempotency key posted 10 times at once makes one transaction (${TRIALS} trials)`, async () => {
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const { clearing, users } = await ledgerAccounts(t.db, 1);
      const traveler = users[0]?.code as string;
      const key = `capture:${uniqueTag()}`;
      const results = await Promise.allSettled(
        Array.from({ length: 10 }, () =>
          postTransaction(t.db, {
            idempotencyKey: key,
            kind: 'capture',
            entries: [
              { account: clearing.code, amount: -1_234 },
              { account: traveler, amount: 1_234 },
            ],
            metadata: { trial },
            at: AT,
          }),
        ),
      );
      const { fulfilled, rejected } = outcomes(results);
      expect(rejected, `trial ${trial}`).toEqual([]);
      expect(new Set(fulfilled.map((tx) => tx.id)).size).toBe(1);
      expect(fulfilled.filter((tx) => !tx.replayed)).toHaveLength(1);
      expect((await balanceOf(t.db, traveler)).posted).toBe(1_234);
      expect((await historyOf(t.db, traveler)).entries).toHaveLength(1);
    }
    await expectNoDrift();
  }, 120_000);

  it('transfers both ways between the same accounts at once never deadlock', async () => {
    const { clearing, users } = await ledgerAccounts(t.db, 3);
    const codes = users.map((u) => u.code);
    for (const code of codes) {
      await postTransaction(t.db, {
        idempotencyKey: `fund:${uniqueTag()}`,
        kind: 'funding',
        entries: [
          { account: clearing.code, amount: -10_000 },
          { account: code, amount: 10_000 },
        ],
        at: AT,
      });
    }
    // Every pair in both directions, three-legged ones included: without one lock order these deadlock.
    const moves = Array.from({ length: 60 }, (_, i) => {
      const from = codes[i % 3] as string;
      const to = codes[(i + 1 + (i % 2)) % 3] as string;
      const legs =
        i % 5 === 0
          ? [
              { account: from, amount: -10 },
              { account: to, amount: 7 },
              { account: clearing.code, amount: 3 },
            ]
          : [
              { account: from, amount: -10 },
              { account: to, amount: 10 },
            ];
      return postTransaction(t.db, {
        idempotencyKey: `both-ways:${uniqueTag()}`,
        kind: 'transfer',
        entries: i % 2 ? [...legs].reverse() : legs,
        at: AT,
      });
    });
    const { rejected } = outcomes(await Promise.allSettled(moves));
    expect(rejected).toEqual([]);
    const total = (await Promise.all(codes.map((code) => balanceOf(t.db, code)))).reduce(
      (s, b) => s + b.posted,
      0,
    );
    expect(total).toBe(30_000 - 12 * 3);
    await expectNoDrift();
  }, 120_000);
});
