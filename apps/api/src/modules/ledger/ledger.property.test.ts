import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { uniqueTag, useLedgerDatabase } from '../../../test/ledger';
import { queryRows } from '../../db/client';
import { checkLedger, describeLedgerReport } from './ledger.check';
import {
  balanceOf,
  ensureAccount,
  type LedgerEntryInput,
  LedgerError,
  type LedgerTransaction,
  type PostTransactionInput,
  postPending,
  postTransaction,
  voidPending,
} from './ledger.service';

// Random sequences of money events against the ledger and a model of it in plain numbers. After every step:
// ledger:check finds no drift, no account that may not go negative is below zero, all accounts together sum
// to zero, and every balance is what the model says. A failure prints fast-check's seed and the shortest
// sequence it found; LEDGER_SEED=<seed> replays it.

const t = useLedgerDatabase();
const AT = new Date('2026-11-20T10:00:00Z');

/** Two accounts that may go negative (clearing, fees), four that may not (people's balances). */
const ACCOUNTS = [
  { name: 'provider:clearing', allowNegative: true },
  { name: 'provider:fees', allowNegative: true },
  { name: 'escrow:order', allowNegative: false },
  { name: 'traveler:a:pending', allowNegative: false },
  { name: 'traveler:a:available', allowNegative: false },
  { name: 'revenue:fees', allowNegative: false },
] as const;

type Step =
  | {
      type: 'move';
      from: number;
      to: number;
      second: number;
      amount: number;
      split: number;
      pending: boolean;
    }
  | { type: 'post' | 'void'; pick: number }
  | { type: 'replay'; pick: number };

const account = fc.nat({ max: ACCOUNTS.length - 1 });
// Money has to come from somewhere: a third of the moves start at an account that may go negative.
const source = fc.oneof({ weight: 1, arbitrary: fc.nat({ max: 1 }) }, { weight: 2, arbitrary: account });
const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      type: fc.constant('move' as const),
      from: source,
      to: account,
      // A third leg when it differs from both: split money two ways (a capture that also pays a fee).
      second: account,
      amount: fc.integer({ min: 1, max: 5_000 }),
      split: fc.integer({ min: 1, max: 99 }),
      pending: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ type: fc.constantFrom('post' as const, 'void' as const), pick: fc.nat() }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('replay' as const), pick: fc.nat() }) },
);

interface ModelAccount {
  code: string;
  allowNegative: boolean;
  posted: number;
  pendingDebits: number;
  pendingCredits: number;
}

const available = (a: ModelAccount) => a.posted - a.pendingDebits;

async function ledgerError(promise: Promise<unknown>): Promise<LedgerError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof LedgerError)) throw new Error(`expected a LedgerError, got ${String(error)}`);
  return error;
}

async function run(steps: Step[]): Promise<void> {
  const tag = uniqueTag();
  const model: ModelAccount[] = [];
  for (const spec of ACCOUNTS) {
    const code = `${spec.name}:${tag}`;
    await ensureAccount(t.db, {
      code,
      kind: spec.name.replaceAll(':', '_'),
      currency: 'USD',
      allowNegative: spec.allowNegative,
      at: AT,
    });
    model.push({ code, allowNegative: spec.allowNegative, posted: 0, pendingDebits: 0, pendingCredits: 0 });
  }
  const byCode = new Map(model.map((a) => [a.code, a]));
  const posted: { input: PostTransactionInput; transaction: LedgerTransaction }[] = [];
  const pending: { transaction: LedgerTransaction; status: 'pending' | 'posted' | 'voided' }[] = [];

  const apply = (entries: LedgerEntryInput[], how: 'post' | 'hold' | 'settle' | 'release') => {
    for (const { account: code, amount } of entries) {
      const a = byCode.get(code) as ModelAccount;
      const debit = Math.max(-amount, 0);
      const credit = Math.max(amount, 0);
      if (how === 'post' || how === 'settle') a.posted += amount;
      if (how === 'hold') {
        a.pendingDebits += debit;
        a.pendingCredits += credit;
      }
      if (how === 'settle' || how === 'release') {
        a.pendingDebits -= debit;
        a.pendingCredits -= credit;
      }
    }
  };

  for (const [index, step] of steps.entries()) {
    const at = new Date(AT.getTime() + index * 1_000);
    if (step.type === 'move') {
      if (step.from === step.to) continue;
      const from = model[step.from] as ModelAccount;
      const to = model[step.to] as ModelAccount;
      const third = step.second !== step.from && step.second !== step.to ? model[step.second] : undefined;
      const toShare = third ? Math.max(1, Math.floor((step.amount * step.split) / 100)) : step.amount;
      const entries: LedgerEntryInput[] = [
        { account: from.code, amount: -step.amount },
        { account: to.code, amount: toShare },
        ...(third && step.amount - toShare > 0
          ? [{ account: third.code, amount: step.amount - toShare }]
          : []),
      ];
      if (entries.reduce((sum, e) => sum + e.amount, 0) !== 0 || entries.length < 2) continue;
      const input: PostTransactionInput = {
        idempotencyKey: `step:${tag}:${index}`,
        kind: step.pending ? 'hold' : 'transfer',
        entries,
        metadata: { step: index },
        pending: step.pending,
        at,
      };
      if (!from.allowNegative && available(from) < step.amount) {
        expect((await ledgerError(postTransaction(t.db, input))).code).toBe('insufficient_funds');
      } else {
        const transaction = await postTransaction(t.db, input);
        expect(transaction).toMatchObject({ status: step.pending ? 'pending' : 'posted', replayed: false });
        apply(entries, step.pending ? 'hold' : 'post');
        posted.push({ input, transaction });
        if (step.pending) pending.push({ transaction, status: 'pending' });
      }
    } else if (step.type === 'post' || step.type === 'void') {
      const chosen = pending[step.pick % Math.max(pending.length, 1)];
      if (!chosen) continue;
      const target = step.type === 'post' ? 'posted' : 'voided';
      const settle = step.type === 'post' ? postPending : voidPending;
      if (chosen.status === 'pending') {
        const settled = await settle(t.db, { id: chosen.transaction.id }, at);
        expect(settled).toMatchObject({ status: target, replayed: false });
        apply(chosen.transaction.entries, step.type === 'post' ? 'settle' : 'release');
        chosen.status = target;
      } else if (chosen.status === target) {
        expect(await settle(t.db, { id: chosen.transaction.id }, at)).toMatchObject({ replayed: true });
      } else {
        const error = await ledgerError(settle(t.db, { id: chosen.transaction.id }, at));
        expect(error.code).toBe('transaction_not_pending');
      }
    } else {
      const chosen = posted[step.pick % Math.max(posted.length, 1)];
      if (!chosen) continue;
      // A retried event, any time later: the first transaction, nothing moved again.
      const again = await postTransaction(t.db, { ...chosen.input, at });
      expect(again).toMatchObject({ id: chosen.transaction.id, replayed: true });
    }

    const report = await checkLedger(t.db);
    expect(report.drifts, `after step ${index}: ${describeLedgerReport(report)}`).toEqual([]);
    const [sums] = await queryRows<{ posted: string; pending: string; negative: string }>(
      t.db,
      sql`select coalesce(sum(posted_balance), 0)::text as posted,
                 coalesce(sum(pending_credits - pending_debits), 0)::text as pending,
                 count(*) filter (where not allow_negative and posted_balance - pending_debits < 0)::text as negative
          from ledger_accounts`,
    );
    expect(sums, `after step ${index}`).toEqual({ posted: '0', pending: '0', negative: '0' });
    for (const a of model) {
      expect(await balanceOf(t.db, a.code), `${a.code} after step ${index}`).toMatchObject({
        posted: a.posted,
        pendingDebits: a.pendingDebits,
        pendingCredits: a.pendingCredits,
        available: available(a),
      });
    }
  }
}

it('random posts, holds, posts and voids of holds, and replays keep every ledger invariant', async () => {
  const seed = process.env.LEDGER_SEED ? Number(process.env.LEDGER_SEED) : undefined;
  await fc.assert(
    fc.asyncProperty(fc.array(stepArbitrary, { minLength: 5, maxLength: 30, size: 'large' }), run),
    {
      numRuns: 25,
      ...(seed === undefined ? {} : { seed }),
    },
  );
}, 180_000);
