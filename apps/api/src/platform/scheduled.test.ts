import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { mailbox, useAccountsTestApp } from '../../test/accounts';
import {
  createMoneyWorld,
  deliver,
  deliverWebhook,
  fullLifecycle,
  type MoneyWorld,
  match,
  openTrip,
  pay,
  paymentStatus,
  payoutEvent,
  pickUp,
  placeOrder,
  withdraw,
} from '../../test/money-lifecycle';
import { expectLedgerClean } from '../../test/payments';
import { earnings } from '../db/schema/earnings';
import { ledgerTransactions } from '../db/schema/ledger-transactions';
import { payments } from '../db/schema/payments';
import { payouts } from '../db/schema/payouts';
import { users } from '../db/schema/users';
import { balanceOf } from '../modules/ledger/ledger.service';
import { travelerAvailableAccount, travelerPendingAccount } from '../modules/payments/money-accounts';
import { scheduledJobs } from './scheduled';

// The money's scheduled work, run as the scheduler runs it (the job's own function, on the app's clock moved
// forward), never by waiting for a timer; and the money moving end to end through payments and the wallet.

const t = useAccountsTestApp();
const HOUR = 60 * 60 * 1000;
let w: MoneyWorld;
let tripId: string;

beforeAll(async () => {
  w = await createMoneyWorld(t.app, t.db, t.clock);
  tripId = await openTrip(w);
});

const job = (name: string) => {
  const found = scheduledJobs(t.app).find((j) => j.name === name);
  if (!found) throw new Error(`no scheduled job ${name}`);
  return found;
};
const available = async () => (await balanceOf(t.db, travelerAvailableAccount(w.travelerId))).posted;

describe('money moves end to end', () => {
  it('hand-over releases into the wallet: an earning pending for the hold, then available by the scheduled job', async () => {
    const deliveryId = await fullLifecycle(w, tripId, { release: false });
    expect(await paymentStatus(w, deliveryId)).toBe('released');
    const [earning] = await t.db.select().from(earnings).where(eq(earnings.deliveryId, deliveryId));
    expect(earning).toMatchObject({ travelerId: w.travelerId, madeAvailableAt: null });
    // The ledger's release names the order and the delivery, so the wallet's history can.
    const [release] = await t.db
      .select({ metadata: ledgerTransactions.metadata })
      .from(ledgerTransactions)
      .where(
        sql`${ledgerTransactions.metadata}->>'deliveryId' = ${deliveryId} and ${ledgerTransactions.kind} = 'release'`,
      );
    expect(release?.metadata).toMatchObject({ deliveryId, orderId: earning?.orderId });
    expect((await balanceOf(t.db, travelerPendingAccount(w.travelerId))).posted).toBe(earning?.amountMinor);

    t.clock.advance(71 * HOUR);
    await job('release due earnings').run();
    expect(
      (
        await t.db
          .select()
          .from(earnings)
          .where(eq(earnings.id, earning?.id ?? ''))
      )[0]?.madeAvailableAt,
    ).toBeNull();
    t.clock.advance(HOUR + 1000);
    // Twice, as two instances would: the earning moves once.
    await Promise.all([job('release due earnings').run(), job('release due earnings').run()]);
    expect(await available()).toBe(earning?.amountMinor);
    await expectLedgerClean(t);
  });

  it('captures an authorization when its unmatch window closes (the scheduled job, twice at once)', async () => {
    const trip = await openTrip(w);
    const deliveryId = await placeOrder(w, 1);
    await match(w, deliveryId, trip);
    expect(await pay(w, deliveryId)).toBe('authorized');
    await job('capture due payments').run();
    expect(await paymentStatus(w, deliveryId)).toBe('authorized');
    t.clock.advance(24 * HOUR + 1000);
    await Promise.all([job('capture due payments').run(), job('capture due payments').run()]);
    expect(await paymentStatus(w, deliveryId)).toBe('captured');
    const test = t.app.testPaymentProvider;
    const [row] = await t.db
      .select({ id: payments.providerPaymentId })
      .from(payments)
      .where(eq(payments.deliveryId, deliveryId));
    expect(await test?.countOperations(row?.id ?? '', 'capture')).toBe(1);
    await expectLedgerClean(t);
  });

  it('a payout the provider reports paid, delivered 10 times at once, is posted once and mailed once', async () => {
    const before = await available();
    const payoutId = await withdraw(w, 1000);
    const event = await payoutEvent(w, payoutId, 'paid');
    await Promise.all(Array.from({ length: 10 }, () => deliverWebhook(w, event)));
    const [row] = await t.db.select().from(payouts).where(eq(payouts.id, payoutId));
    expect(row?.status).toBe('paid');
    const [sent] = await t.db
      .select({ n: count() })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, `payout-sent:${payoutId}`));
    expect(sent?.n).toBe(1);
    expect(await available()).toBe(before - 1000);
    const [traveler] = await t.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, w.travelerId));
    const mails = await mailbox(t, traveler?.email);
    expect(mails.filter((m) => /paid/i.test(m.subject))).toHaveLength(1);
    await expectLedgerClean(t);
  });

  it('a payout reported failed comes back to available, with the reason', async () => {
    await fullLifecycle(w, tripId);
    const before = await available();
    const payoutId = await withdraw(w, 1500);
    expect(await available()).toBe(before);
    await deliverWebhook(w, await payoutEvent(w, payoutId, 'failed'));
    const [row] = await t.db.select().from(payouts).where(eq(payouts.id, payoutId));
    expect(row).toMatchObject({ status: 'failed', failureReason: 'The bank refused the payout.' });
    const balance = await balanceOf(t.db, travelerAvailableAccount(w.travelerId));
    expect(balance.posted - balance.pendingDebits).toBe(before);
    await expectLedgerClean(t);
  });
});

describe('the daily ledger check', () => {
  it('logs nothing at error level while the ledger is consistent, and each drift at error level', async () => {
    const error = vi.spyOn(t.app.log, 'error');
    await job('ledger check').run();
    expect(error).not.toHaveBeenCalled();
    // A hand-typed change to a cached balance (what the audit is for), put back afterwards.
    const code = travelerAvailableAccount(w.travelerId);
    await t.db.execute(
      sql`update ledger_accounts set posted_balance = posted_balance + 1 where code = ${code}`,
    );
    try {
      await job('ledger check').run();
      expect(error).toHaveBeenCalledTimes(1);
      expect(String(error.mock.calls[0]?.[1])).toContain(code);
    } finally {
      await t.db.execute(
        sql`update ledger_accounts set posted_balance = posted_balance - 1 where code = ${code}`,
      );
      error.mockRestore();
    }
    await expectLedgerClean(t);
  });
});

describe('the test clock runs what falls due when it moves (ADR 014)', () => {
  it('moving it past the hold makes a delivered earning available at once', async () => {
    const deliveryId = await placeOrder(w);
    // A trip of its own: the tests before moved the clock past the shared one's departure.
    await match(w, deliveryId, await openTrip(w));
    expect(await pay(w, deliveryId)).toBe('authorized');
    await pickUp(w, deliveryId);
    await deliver(w, deliveryId);
    const available = travelerAvailableAccount(w.travelerId);
    // The traveler's available account is opened by their first release.
    const before = (await balanceOf(t.db, available).catch(() => ({ posted: 0 }))).posted;
    const moved = await t.app.inject({
      method: 'POST',
      url: '/api/v1/dev/clock',
      remoteAddress: '127.0.0.1',
      payload: { advanceMs: 73 * HOUR },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const [earning] = await t.db.select().from(earnings).where(eq(earnings.deliveryId, deliveryId));
    expect(earning?.madeAvailableAt).not.toBeNull();
    expect((await balanceOf(t.db, available)).posted - before).toBe(earning?.amountMinor);
    await expectLedgerClean(t);
  });
});
