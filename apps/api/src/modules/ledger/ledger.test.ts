import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerAccounts, uniqueTag, useLedgerDatabase } from '../../../test/ledger';
import { type Database, queryRows } from '../../db/client';
import { checkLedger, describeLedgerReport } from './ledger.check';
import {
  balanceOf,
  ensureAccount,
  findTransaction,
  historyOf,
  LedgerError,
  type PostTransactionInput,
  postPending,
  postTransaction,
  voidPending,
} from './ledger.service';

const t = useLedgerDatabase();
const AT = new Date('2026-11-20T10:00:00Z');

/** Runs `body` on a transaction of its own and returns the error it ended with (at COMMIT for deferred ones). */
async function failureOf(body: (tx: Database) => Promise<unknown>): Promise<string> {
  try {
    await t.db.transaction(async (tx) => {
      await body(tx);
    });
  } catch (error) {
    // drizzle wraps the driver's error; the database's own message is in the chain.
    const messages: string[] = [];
    for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) messages.push(String(e));
    return messages.join(' / ');
  }
  throw new Error('expected the transaction to fail');
}

async function ledgerErrorOf(promise: Promise<unknown>): Promise<LedgerError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(LedgerError);
  return error as LedgerError;
}

/** clearing → user: money arriving from outside. */
const fund = (clearing: string, user: string, amount: number, key = `fund:${uniqueTag()}`) =>
  postTransaction(t.db, {
    idempotencyKey: key,
    kind: 'funding',
    entries: [
      { account: clearing, amount: -amount },
      { account: user, amount },
    ],
    at: AT,
  });

const transfer = (from: string, to: string, amount: number, extra: Partial<PostTransactionInput> = {}) =>
  postTransaction(t.db, {
    idempotencyKey: `transfer:${uniqueTag()}`,
    kind: 'transfer',
    entries: [
      { account: from, amount: -amount },
      { account: to, amount },
    ],
    at: AT,
    ...extra,
  });

async function expectNoDrift() {
  const report = await checkLedger(t.db);
  expect(report.drifts, describeLedgerReport(report)).toEqual([]);
}

describe('accounts', () => {
  it('ensureAccount creates once, answers the same account again, refuses other settings and bad codes', async () => {
    const code = `escrow:order:${uniqueTag()}`;
    const first = await ensureAccount(t.db, { code, kind: 'escrow', currency: 'USD', at: AT });
    const again = await ensureAccount(t.db, { code, kind: 'escrow', currency: 'USD', at: AT });
    expect(again).toEqual(first);
    expect(first).toMatchObject({ code, kind: 'escrow', currency: 'USD', allowNegative: false });
    expect(
      (await ledgerErrorOf(ensureAccount(t.db, { code, kind: 'escrow', currency: 'EUR', at: AT }))).code,
    ).toBe('account_mismatch');
    expect(
      (
        await ledgerErrorOf(
          ensureAccount(t.db, { code, kind: 'escrow', currency: 'USD', allowNegative: true, at: AT }),
        )
      ).code,
    ).toBe('account_mismatch');
    for (const bad of [
      { code: 'nocolon', currency: 'USD' },
      { code: 'Escrow:x', currency: 'USD' },
      { code: `escrow:${uniqueTag()}`, currency: 'usd' },
    ]) {
      expect((await ledgerErrorOf(ensureAccount(t.db, { ...bad, kind: 'escrow', at: AT }))).code).toBe(
        'invalid_account',
      );
    }
    expect(await balanceOf(t.db, code)).toEqual({
      account: code,
      currency: 'USD',
      posted: 0,
      pendingDebits: 0,
      pendingCredits: 0,
      available: 0,
    });
  });

  it("an account's code, kind and currency never change (trigger)", async () => {
    const { users } = await ledgerAccounts(t.db, 1);
    const code = users[0]?.code as string;
    expect(
      await failureOf((tx) =>
        tx.execute(sql`update ledger_accounts set currency = 'EUR' where code = ${code}`),
      ),
    ).toMatch(/never change/);
    expect(
      await failureOf((tx) => tx.execute(sql`update ledger_accounts set code = 'x:y' where code = ${code}`)),
    ).toMatch(/never change/);
  });
});

describe('posting', () => {
  it('posts a balanced transaction: entries, cached balances and history agree', async () => {
    const { clearing, users } = await ledgerAccounts(t.db, 2);
    const [alice, bob] = users.map((u) => u.code) as [string, string];
    const funded = await fund(clearing.code, alice, 10_000);
    expect(funded).toMatchObject({ status: 'posted', kind: 'funding', replayed: false, postedAt: AT });
    expect(funded.entries).toEqual([
      { account: clearing.code, amount: -10_000, currency: 'USD' },
      { account: alice, amount: 10_000, currency: 'USD' },
    ]);
    await transfer(alice, bob, 2_500, { metadata: { reason: 'test' } });

    expect(await balanceOf(t.db, alice)).toMatchObject({ posted: 7_500, available: 7_500 });
    expect(await balanceOf(t.db, bob)).toMatchObject({ posted: 2_500, available: 2_500 });
    expect(await balanceOf(t.db, clearing.code)).toMatchObject({ posted: -10_000, available: -10_000 });

    const history = await historyOf(t.db, alice, { pageSize: 1 });
    expect(history.hasMore).toBe(true);
    expect(history.entries).toHaveLength(1);
    expect(history.entries[0]).toMatchObject({
      amount: -2_500,
      currency: 'USD',
      transaction: { kind: 'transfer', status: 'posted', metadata: { reason: 'test' } },
    });
    const second = await historyOf(t.db, alice, { page: 2, pageSize: 1 });
    expect(second.entries.map((e) => e.amount)).toEqual([10_000]);
    expect(second.hasMore).toBe(false);
    await expectNoDrift();
  });

  it('refuses malformed and unbalanced transactions before writing anything', async () => {
    const { clearing, users } = await ledgerAccounts(t.db, 2);
    const [alice, bob] = users.map((u) => u.code) as [string, string];
    await fund(clearing.code, alice, 1_000);
    const euro = await ensureAccount(t.db, {
      code: `traveler:${uniqueTag()}:available`,
      kind: 'traveler_available',
      currency: 'EUR',
      at: AT,
    });
    const attempt = (entries: PostTransactionInput['entries'], kind = 'transfer') =>
      ledgerErrorOf(postTransaction(t.db, { idempotencyKey: `bad:${uniqueTag()}`, kind, entries, at: AT }));

    expect(
      (
        await attempt([
          { account: alice, amount: -100 },
          { account: bob, amount: 99 },
        ])
      ).code,
    ).toBe('unbalanced');
    // Balanced in number, not per currency: 100 USD out, 100 EUR in.
    expect(
      (
        await attempt([
          { account: alice, amount: -100 },
          { account: euro.code, amount: 100 },
        ])
      ).code,
    ).toBe('unbalanced');
    expect(
      (
        await attempt([
          { account: alice, amount: 0 },
          { account: bob, amount: 0 },
        ])
      ).code,
    ).toBe('invalid_transaction');
    expect(
      (
        await attempt([
          { account: alice, amount: -1.5 },
          { account: bob, amount: 1.5 },
        ])
      ).code,
    ).toBe('invalid_transaction');
    expect((await attempt([{ account: alice, amount: 100 }])).code).toBe('invalid_transaction');
    expect(
      (
        await attempt([
          { account: alice, amount: -100 },
          { account: alice, amount: 100 },
        ])
      ).code,
    ).toBe('invalid_transaction');
    expect(
      (
        await attempt([
          { account: alice, amount: -100 },
          { account: `traveler:${uniqueTag()}:available`, amount: 100 },
        ])
      ).code,
    ).toBe('account_not_found');
    expect(
      (
        await attempt(
          [
            { account: alice, amount: -100 },
            { account: bob, amount: 100 },
          ],
          'Not A Kind',
        )
      ).code,
    ).toBe('invalid_transaction');
    expect(await balanceOf(t.db, alice)).toMatchObject({ posted: 1_000 });
    expect(await balanceOf(t.db, bob)).toMatchObject({ posted: 0 });
  });

  it('refuses an overdraft with insufficient_funds and moves nothing; an account allowed to go negative may', async () => {
    const { clearing, users } = await ledgerAccounts(t.db, 2);
    const [alice, bob] = users.map((u) => u.code) as [string, string];
    await fund(clearing.code, alice, 1_000);
    const error = await ledgerErrorOf(transfer(alice, bob, 1_001));
    expect(error.code).toBe('insufficient_funds');
    expect(error.details).toMatchObject({ account: alice, available: 1_000, requested: 1_001 });
    expect((await ledgerErrorOf(transfer(bob, alice, 1))).code).toBe('insufficient_funds');
    await transfer(alice, bob, 1_000); // exactly all of it
    expect(await balanceOf(t.db, alice)).toMatchObject({ posted: 0, available: 0 });
    await fund(clearing.code, bob, 5); // clearing is already negative and may go further
    expect((await balanceOf(t.db, clearing.code)).posted).toBe(-1_005);
    await expectNoDrift();
  });

  it('the database refuses an overdraft that bypasses the code (CHECK on the cached balance)', async () => {
    const { clearing, users } = await ledgerAccounts(t.db, 1);
    const alice = users[0] as (typeof users)[number];
    await fund(clearing.code, alice.code, 100);
    const message = await failureOf(async (tx) => {
      const [row] = await queryRows<{ id: string }>(
        tx,
        sql`insert into ledger_transactions (kind, status, idempotency_key, fingerprint, created_at, posted_at)
            values ('transfer', 'posted', ${`raw:${uniqueTag()}`}, 'x', now(), now()) returning id`,
      );
      await tx.execute(sql`insert into ledger_entries (transaction_id, account_id, amount, currency, created_at)
          values (${row?.id}, ${alice.id}, -101, 'USD', now()), (${row?.id}, ${clearing.id}, 101, 'USD', now())`);
    });
    expect(message).toMatch(/ledger_accounts_non_negative/);
    expect(await balanceOf(t.db, alice.code)).toMatchObject({ posted: 100 });
  });

  it('moves money and the caller’s rows in one transaction: a rollback takes both back; a refusal leaves it usable', async () => {
    const { clearing, users } = await ledgerAccounts(t.db, 2);
    const [alice, bob] = users.map((u) => u.code) as [string, string];
    await fund(clearing.code, alice, 1_000);
    await expect(
      t.db.transaction(async (tx) => {
        await postTransaction(tx, {
          idempotencyKey: `rolled-back:${uniqueTag()}`,
          kind: 'transfer',
          entries: [
            { account: alice, amount: -400 },
            { account: bob, amount: 400 },
          ],
          at: AT,
        });
        throw new Error('the business change failed');
      }),
    ).rejects.toThrow('the business change failed');
    expect((await balanceOf(t.db, alice)).posted).toBe(1_000);

    const key = `after-refusal:${uniqueTag()}`;
    await t.db.transaction(async (tx) => {
      const refused = await ledgerErrorOf(
        postTransaction(tx, {
          idempotencyKey: `too-much:${uniqueTag()}`,
          kind: 'transfer',
          entries: [
            { account: alice, amount: -5_000 },
            { account: bob, amount: 5_000 },
          ],
          at: AT,
        }),
      );
      expect(refused.code).toBe('insufficient_funds');
      // The refusal rolled back to its savepoint: the caller goes on with a smaller amount.
      await postTransaction(tx, {
        idempotencyKey: key,
        kind: 'transfer',
        entries: [
          { account: alice, amount: -300 },
          { account: bob, amount: 300 },
        ],
        at: AT,
      });
    });
    expect((await balanceOf(t.db, bob)).posted).toBe(300);
    expect(await findTransaction(t.db, { idempotencyKey: key })).toMatchObject({ status: 'posted' });
    await expectNoDrift();
  });
});

describe('the database keeps the rules, even against raw SQL', () => {
  it('refuses at COMMIT a transaction whose entries do not sum to zero', async () => {
    const { clearing, users } = await ledgerAccounts(t.db, 1);
    const alice = users[0] as (typeof users)[number];
    const key = `raw-unbalanced:${uniqueTag()}`;
    const message = await failureOf(async (tx) => {
      const [row] = await queryRows<{ id: string }>(
        tx,
        sql`insert into ledger_transactions (kind, status, idempotency_key, fingerprint, created_at, posted_at)
            values ('transfer', 'posted', ${key}, 'x', now(), now()) returning id`,
      );
      await tx.execute(sql`insert into ledger_entries (transaction_id, account_id, amount, currency, created_at)
          values (${row?.id}, ${clearing.id}, -100, 'USD', now()), (${row?.id}, ${alice.id}, 99, 'USD', now())`);
    });
    expect(message).toMatch(/does not balance: its USD entries sum to -1/);
    expect(await findTransaction(t.db, { idempotencyKey: key })).toBeUndefined();
    expect((await balanceOf(t.db, alice.code)).posted).toBe(0);
  });

  it('refuses a transaction without entries, and an entry in another currency than its account', async () => {
    const { clearing, users } = await ledgerAccounts(t.db, 1);
    const alice = users[0] as (typeof users)[number];
    expect(
      await failureOf((tx) =>
        tx.execute(sql`insert into ledger_transactions (kind, status, idempotency_key, fingerprint, created_at, posted_at)
            values ('transfer', 'posted', ${`raw-empty:${uniqueTag()}`}, 'x', now(), now())`),
      ),
    ).toMatch(/has no entries/);
    expect(
      await failureOf(async (tx) => {
        const [row] = await queryRows<{ id: string }>(
          tx,
          sql`insert into ledger_transactions (kind, status, idempotency_key, fingerprint, created_at, posted_at)
              values ('transfer', 'posted', ${`raw-eur:${uniqueTag()}`}, 'x', now(), now()) returning id`,
        );
        await tx.execute(sql`insert into ledger_entries (transaction_id, account_id, amount, currency, created_at)
            values (${row?.id}, ${clearing.id}, -100, 'EUR', now()), (${row?.id}, ${alice.id}, 100, 'EUR', now())`);
      }),
    ).toMatch(/ledger_entries_account_currency_fk/);
  });

  it('refuses UPDATE, DELETE and TRUNCATE of entries, and DELETE or edits of transactions', async () => {
    const { clearing, users } = await ledgerAccounts(t.db, 1);
    const alice = users[0] as (typeof users)[number];
    const funded = await fund(clearing.code, alice.code, 700);
    const refused = [
      sql`update ledger_entries set amount = amount * 2 where transaction_id = ${funded.id}`,
      sql`delete from ledger_entries where transaction_id = ${funded.id}`,
      sql`truncate ledger_entries cascade`,
    ];
    for (const statement of refused) {
      expect(await failureOf((tx) => tx.execute(statement))).toMatch(/ledger entries are append-only/);
    }
    expect(
      await failureOf((tx) => tx.execute(sql`delete from ledger_transactions where id = ${funded.id}`)),
    ).toMatch(/never deleted/);
    expect(
      await failureOf((tx) =>
        tx.execute(sql`update ledger_transactions set metadata = '{"edited":true}' where id = ${funded.id}`),
      ),
    ).toMatch(/only its status may change/);
    expect((await findTransaction(t.db, { id: funded.id }))?.entries.map((e) => e.amount)).toEqual([
      -700, 700,
    ]);
    expect((await balanceOf(t.db, alice.code)).posted).toBe(700);
  });
});

describe('two-phase transactions', () => {
  it('a hold takes money out of reach at once; posting moves it, voiding gives it back', async () => {
    const { clearing, users } = await ledgerAccounts(t.db, 2);
    const [alice, bob] = users.map((u) => u.code) as [string, string];
    await fund(clearing.code, alice, 1_000);

    const hold = await transfer(alice, bob, 600, { pending: true });
    expect(hold).toMatchObject({ status: 'pending', postedAt: null, voidedAt: null });
    expect(await balanceOf(t.db, alice)).toMatchObject({ posted: 1_000, pendingDebits: 600, available: 400 });
    // Pending money on its way in is not spendable yet.
    expect(await balanceOf(t.db, bob)).toMatchObject({ posted: 0, pendingCredits: 600, available: 0 });
    expect((await ledgerErrorOf(transfer(alice, bob, 401))).code).toBe('insufficient_funds');
    expect((await ledgerErrorOf(transfer(bob, alice, 1))).code).toBe('insufficient_funds');
    await expectNoDrift();

    const later = new Date(AT.getTime() + 60_000);
    const posted = await postPending(t.db, { id: hold.id }, later);
    expect(posted).toMatchObject({ id: hold.id, status: 'posted', postedAt: later, replayed: false });
    expect(await balanceOf(t.db, alice)).toMatchObject({ posted: 400, pendingDebits: 0, available: 400 });
    expect(await balanceOf(t.db, bob)).toMatchObject({ posted: 600, pendingCredits: 0, available: 600 });
    // A retried post answers the same transaction; a void of a posted one is refused.
    expect(await postPending(t.db, { idempotencyKey: hold.idempotencyKey }, later)).toMatchObject({
      id: hold.id,
      replayed: true,
    });
    expect((await ledgerErrorOf(voidPending(t.db, { id: hold.id }, later))).code).toBe(
      'transaction_not_pending',
    );

    const second = await transfer(bob, alice, 250, { pending: true });
    const voided = await voidPending(t.db, { id: second.id }, later);
    expect(voided).toMatchObject({ status: 'voided', voidedAt: later, postedAt: null });
    expect(await balanceOf(t.db, bob)).toMatchObject({ posted: 600, pendingDebits: 0, available: 600 });
    expect(await balanceOf(t.db, alice)).toMatchObject({ posted: 400, pendingCredits: 0, available: 400 });
    expect((await voidPending(t.db, { id: second.id }, later)).replayed).toBe(true);
    expect((await ledgerErrorOf(postPending(t.db, { id: second.id }, later))).code).toBe(
      'transaction_not_pending',
    );
    expect(
      (await ledgerErrorOf(postPending(t.db, { idempotencyKey: `missing:${uniqueTag()}` }, later))).code,
    ).toBe('transaction_not_found');
    await expectNoDrift();
  });

  it('status moves pending → posted or voided once; the database refuses every other move', async () => {
    const { clearing, users } = await ledgerAccounts(t.db, 1);
    const alice = users[0]?.code as string;
    const posted = await fund(clearing.code, alice, 100);
    const pending = await postTransaction(t.db, {
      idempotencyKey: `hold:${uniqueTag()}`,
      kind: 'funding',
      entries: [
        { account: clearing.code, amount: -50 },
        { account: alice, amount: 50 },
      ],
      pending: true,
      at: AT,
    });
    await voidPending(t.db, { id: pending.id }, AT);
    const moves = [
      sql`update ledger_transactions set status = 'pending', posted_at = null where id = ${posted.id}`,
      sql`update ledger_transactions set status = 'voided', posted_at = null, voided_at = now() where id = ${posted.id}`,
      sql`update ledger_transactions set status = 'posted', voided_at = null, posted_at = now() where id = ${pending.id}`,
      sql`update ledger_transactions set status = 'pending', voided_at = null where id = ${pending.id}`,
    ];
    for (const move of moves) {
      expect(await failureOf((tx) => tx.execute(move))).toMatch(/only pending → posted or voided, once/);
    }
    // Entries cannot be slipped into a voided transaction either.
    expect(
      await failureOf((tx) =>
        tx.execute(sql`insert into ledger_entries (transaction_id, account_id, amount, currency, created_at)
            select ${pending.id}, id, 0 + 1, 'USD', now() from ledger_accounts where code = ${alice}`),
      ),
    ).toMatch(/is voided/);
    expect(await balanceOf(t.db, alice)).toMatchObject({ posted: 100, pendingCredits: 0 });
    await expectNoDrift();
  });
});

describe('idempotency', () => {
  it('a replayed key with the same content answers the first transaction and posts once', async () => {
    const { clearing, users } = await ledgerAccounts(t.db, 2);
    const [alice, bob] = users.map((u) => u.code) as [string, string];
    await fund(clearing.code, alice, 1_000);
    const input: PostTransactionInput = {
      idempotencyKey: `release:${uniqueTag()}`,
      kind: 'release',
      entries: [
        { account: alice, amount: -1_000 },
        { account: bob, amount: 1_000 },
      ],
      metadata: { order: 'o-1', nested: { a: 1, b: [1, 2] } },
      at: AT,
    };
    const first = await postTransaction(t.db, input);
    // The same content in another order (entries, metadata keys), later: the same transaction, nothing moved,
    // although the money it moved is no longer there to move again.
    const again = await postTransaction(t.db, {
      ...input,
      entries: [...input.entries].reverse(),
      metadata: { nested: { b: [1, 2], a: 1 }, order: 'o-1' },
      at: new Date(AT.getTime() + 1_000),
    });
    expect(again).toEqual({ ...first, replayed: true });
    expect(await balanceOf(t.db, alice)).toMatchObject({ posted: 0 });
    expect(await balanceOf(t.db, bob)).toMatchObject({ posted: 1_000 });
    expect((await historyOf(t.db, bob)).entries).toHaveLength(1);

    for (const other of [
      { ...input, kind: 'refund' },
      { ...input, metadata: { order: 'o-2' } },
      { ...input, pending: true },
      {
        ...input,
        entries: [
          { account: alice, amount: -999 },
          { account: bob, amount: 999 },
        ],
      },
    ]) {
      const error = await ledgerErrorOf(postTransaction(t.db, other));
      expect(error.code).toBe('idempotency_conflict');
      expect(error.details).toEqual({ transactionId: first.id });
    }
  });

  it('a replay of a pending transaction answers it in its current status', async () => {
    const { clearing, users } = await ledgerAccounts(t.db, 1);
    const input: PostTransactionInput = {
      idempotencyKey: `capture:${uniqueTag()}`,
      kind: 'capture',
      entries: [
        { account: clearing.code, amount: -300 },
        { account: users[0]?.code as string, amount: 300 },
      ],
      pending: true,
      at: AT,
    };
    const hold = await postTransaction(t.db, input);
    await postPending(t.db, { id: hold.id }, AT);
    expect(await postTransaction(t.db, input)).toMatchObject({
      id: hold.id,
      status: 'posted',
      replayed: true,
    });
    expect((await balanceOf(t.db, users[0]?.code as string)).posted).toBe(300);
  });
});

describe('ledger:check', () => {
  it('finds no drift after operations, and names a cached balance corrupted by raw SQL', async () => {
    const { clearing, users } = await ledgerAccounts(t.db, 2);
    const [alice, bob] = users.map((u) => u.code) as [string, string];
    await fund(clearing.code, alice, 900);
    const hold = await transfer(alice, bob, 200, { pending: true });
    await transfer(alice, bob, 100);
    const clean = await checkLedger(t.db);
    expect(clean.drifts).toEqual([]);
    expect(clean.accounts).toBeGreaterThanOrEqual(3);
    expect(describeLedgerReport(clean)).toMatch(
      /^Ledger consistent \(\d+ accounts, \d+ transactions; checks: /,
    );

    await t.db.execute(
      sql`update ledger_accounts set posted_balance = posted_balance + 5 where code = ${bob}`,
    );
    await t.db.execute(sql`update ledger_accounts set pending_debits = 0 where code = ${alice}`);
    try {
      const report = await checkLedger(t.db);
      expect(report.drifts).toEqual([
        {
          check: 'cached balances',
          subject: alice,
          detail: 'pending_debits is 0, its entries say 200',
        },
        { check: 'cached balances', subject: bob, detail: 'posted_balance is 105, its entries say 100' },
      ]);
      expect(describeLedgerReport(report)).toContain(`Ledger drift: 2 found`);
      expect(describeLedgerReport(report)).toContain(
        `[cached balances] ${bob}: posted_balance is 105, its entries say 100`,
      );
    } finally {
      await t.db.execute(
        sql`update ledger_accounts set posted_balance = posted_balance - 5 where code = ${bob}`,
      );
      await t.db.execute(sql`update ledger_accounts set pending_debits = 200 where code = ${alice}`);
    }
    await voidPending(t.db, { id: hold.id }, AT);
    await expectNoDrift();
  });

  it('runs the checks it is given: modules built on the ledger add theirs', async () => {
    const report = await checkLedger(t.db, [
      {
        name: 'always drifts',
        run: async () => [{ check: 'always drifts', subject: 'x', detail: 'on purpose' }],
      },
    ]);
    expect(report.checks).toEqual(['always drifts']);
    expect(report.drifts).toHaveLength(1);
  });
});

it('keeps the sum over all accounts at zero', async () => {
  const [sums] = await queryRows<{ posted: string; pending: string }>(
    t.db,
    sql`select coalesce(sum(posted_balance), 0)::text as posted,
               coalesce(sum(pending_credits - pending_debits), 0)::text as pending from ledger_accounts`,
  );
  expect(sums).toEqual({ posted: '0', pending: '0' });
});
