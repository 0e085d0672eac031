import { randomUUID } from 'node:crypto';
import { NotificationListSchema } from '@tote/validation/orders';
import {
  PayoutMethodSchema,
  PayoutPageSchema,
  PayoutSchema,
  WalletHistoryPageSchema,
  WalletSchema,
  walletMessages,
} from '@tote/validation/wallet';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API, mailbox, useAccountsTestApp, withSession } from '../../../test/accounts';
import { createPerson, openSession, type Person } from '../../../test/people';
import { earn, fundAvailable, TEST_IBAN, TEST_ROUTING_NUMBER } from '../../../test/wallet';
import { earnings } from '../../db/schema/earnings';
import { payoutMethods } from '../../db/schema/payout-methods';
import { payouts } from '../../db/schema/payouts';
import { checkLedger, describeLedgerReport } from '../ledger/ledger.check';
import { balanceOf } from '../ledger/ledger.service';
import {
  IN_TRANSIT_ACCOUNT,
  travelerAvailableAccount,
  travelerPendingAccount,
} from '../payments/money-accounts';
import { type PayoutRequest, ProviderUnavailable } from '../payments/provider';
import { testPayoutAccountIdOf, testPayoutIdOf } from '../payments/test-provider/test-payouts';
import {
  applyPayoutEvent,
  createWalletService,
  isValidRoutingNumber,
  type PayoutProvider,
  recordEarning,
  releaseDueEarnings,
} from './wallet.service';

const t = useAccountsTestApp();
const HOUR_MS = 3600_000;
let sender: Person;
let staff: Person;

beforeAll(async () => {
  sender = await createPerson(t.db, t.clock, 'sender');
  staff = await createPerson(t.db, t.clock, 'staff');
});

const newTraveler = () => createPerson(t.db, t.clock, 'verifiedTraveler');
/** A fresh session per request: the clock jumps days in these tests, and sessions idle out. */
const cookiesOf = async (who: Person) => withSession(await openSession(t.db, t.clock, who.userId));

async function get(who: Person, url: string, query: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: `${API}${url}`, cookies: await cookiesOf(who), query });
}
async function send(
  who: Person,
  method: 'POST' | 'PUT',
  url: string,
  payload: object = {},
  headers: Record<string, string> = {},
) {
  return t.app.inject({ method, url: `${API}${url}`, cookies: await cookiesOf(who), payload, headers });
}

const walletOf = async (who: Person) => {
  const response = await get(who, '/wallet');
  expect(response.statusCode, response.body).toBe(200);
  return WalletSchema.parse(response.json());
};
const historyOf = async (who: Person, query: Record<string, string> = {}) => {
  const response = await get(who, '/wallet/history', query);
  expect(response.statusCode, response.body).toBe(200);
  return WalletHistoryPageSchema.parse(response.json());
};
const saveIban = async (who: Person, iban = TEST_IBAN) => {
  const response = await send(who, 'PUT', '/wallet/payout-method', {
    kind: 'iban',
    holderName: 'Tess T',
    iban,
  });
  expect(response.statusCode, response.body).toBe(200);
  return PayoutMethodSchema.parse(response.json());
};
const withdraw = (who: Person, amountMinor: number, key: string = randomUUID()) =>
  send(who, 'POST', '/wallet/withdrawals', { amountMinor }, { 'idempotency-key': key });
const requestPayout = async (who: Person, amountMinor: number) => {
  const response = await withdraw(who, amountMinor);
  expect(response.statusCode, response.body).toBe(201);
  return PayoutSchema.parse(response.json());
};
const decide = (who: Person, payoutId: string, step: 'approve' | 'paid' | 'failed', body: object = {}) =>
  send(who, 'POST', `/admin/payouts/${payoutId}/${step}`, body);
const errorOf = (response: { json(): unknown }) =>
  z.object({ error: z.object({ code: z.string(), message: z.string() }) }).parse(response.json()).error;
const balance = (code: string) => balanceOf(t.db, code);

/** A traveler with `amountMinor` available now and an IBAN saved. */
async function readyTraveler(amountMinor: number) {
  const traveler = await newTraveler();
  await fundAvailable(t.db, {
    travelerId: traveler.userId,
    senderId: sender.userId,
    amountMinor,
    at: t.clock.now(),
  });
  await saveIban(traveler);
  return traveler;
}

describe('GET /wallet', () => {
  it('is empty for a traveler who never earned: zero balances, the minimum, no bank account', async () => {
    const wallet = await walletOf(await newTraveler());
    expect(wallet).toEqual({
      available: { amountMinor: 0, currency: 'USD' },
      pending: { amountMinor: 0, currency: 'USD' },
      pendingEarnings: [],
      inPayout: { amountMinor: 0, currency: 'USD' },
      minimumWithdrawal: { amountMinor: 1000, currency: 'USD' },
      payoutMethod: null,
    });
    const history = await historyOf(await newTraveler());
    expect(history).toEqual({ entries: [], total: 0, page: 1, pageSize: 10 });
  });

  it('is private: never cached', async () => {
    const response = await get(await newTraveler(), '/wallet');
    expect(response.headers['cache-control']).toBe('private, no-store');
  });
});

describe('earnings', () => {
  it('arrive pending with the day they free, once per order however often the release is retried', async () => {
    const traveler = await newTraveler();
    const at = t.clock.now();
    const earning = await earn(t.db, {
      travelerId: traveler.userId,
      senderId: sender.userId,
      amountMinor: 4_500,
      at,
    });
    const again = await t.db.transaction((tx) =>
      recordEarning(tx, {
        travelerId: traveler.userId,
        deliveryId: earning.deliveryId,
        orderId: earning.orderId,
        amount: { amountMinor: 4_500, currency: 'USD' },
        earnedAt: at,
        availableAt: new Date(at.getTime() + 72 * HOUR_MS),
      }),
    );
    expect(again.id).toBe(earning.id);
    expect(await t.db.select().from(earnings).where(eq(earnings.travelerId, traveler.userId))).toHaveLength(
      1,
    );

    const wallet = await walletOf(traveler);
    expect(wallet.pending.amountMinor).toBe(4_500);
    expect(wallet.available.amountMinor).toBe(0);
    expect(wallet.pendingEarnings).toEqual([
      {
        deliveryId: earning.deliveryId,
        amount: { amountMinor: 4_500, currency: 'USD' },
        availableAt: new Date(at.getTime() + 72 * HOUR_MS).toISOString(),
        frozen: false,
      },
    ]);
    const history = await historyOf(traveler);
    expect(history.entries).toEqual([
      expect.objectContaining({
        kind: 'earned',
        amount: { amountMinor: 4_500, currency: 'USD' },
        deliveryId: earning.deliveryId,
        payoutId: null,
        description: `Earned for delivery ${earning.deliveryId}`,
      }),
    ]);
  });

  it('become available after the hold, not before, and only once', async () => {
    const traveler = await newTraveler();
    const earnedAt = t.clock.now();
    const earning = await earn(t.db, {
      travelerId: traveler.userId,
      senderId: sender.userId,
      amountMinor: 3_000,
      at: earnedAt,
    });

    t.clock.advance(71 * HOUR_MS);
    await releaseDueEarnings(t.db, t.clock.now());
    expect((await walletOf(traveler)).available.amountMinor).toBe(0);

    t.clock.advance(HOUR_MS);
    const released = await releaseDueEarnings(t.db, t.clock.now());
    expect(released.released).toBeGreaterThanOrEqual(1);
    expect(released.failed).toBe(0);
    const wallet = await walletOf(traveler);
    expect(wallet.available.amountMinor).toBe(3_000);
    expect(wallet.pending.amountMinor).toBe(0);
    expect(wallet.pendingEarnings).toEqual([]);
    const [row] = await t.db.select().from(earnings).where(eq(earnings.id, earning.id));
    expect(row?.madeAvailableAt?.toISOString()).toBe(t.clock.now().toISOString());

    expect((await releaseDueEarnings(t.db, t.clock.now())).released).toBe(0);
    expect((await balance(travelerAvailableAccount(traveler.userId))).posted).toBe(3_000);

    const history = await historyOf(traveler);
    expect(history.entries.map((e) => [e.kind, e.amount.amountMinor, e.deliveryId])).toEqual([
      ['available', 3_000, earning.deliveryId],
      ['earned', 3_000, earning.deliveryId],
    ]);
    expect(history.entries[0]?.description).toBe(
      `Delivery ${earning.deliveryId} is now available to withdraw`,
    );
  });

  it('stay pending while frozen (a dispute)', async () => {
    const traveler = await newTraveler();
    const earning = await earn(t.db, {
      travelerId: traveler.userId,
      senderId: sender.userId,
      amountMinor: 2_000,
      at: t.clock.now(),
      holdHours: 0,
    });
    await t.db.update(earnings).set({ frozen: true }).where(eq(earnings.id, earning.id));
    await releaseDueEarnings(t.db, t.clock.now());
    const wallet = await walletOf(traveler);
    expect(wallet.available.amountMinor).toBe(0);
    expect(wallet.pending.amountMinor).toBe(2_000);
    expect(wallet.pendingEarnings.map((e) => e.deliveryId)).toEqual([earning.deliveryId]);
  });

  it('are moved once when two schedulers run at the same time', async () => {
    const travelers = await Promise.all([newTraveler(), newTraveler(), newTraveler()]);
    for (const traveler of travelers) {
      for (const amountMinor of [1_100, 2_200]) {
        await earn(t.db, {
          travelerId: traveler.userId,
          senderId: sender.userId,
          amountMinor,
          at: t.clock.now(),
          holdHours: 0,
        });
      }
    }
    const [a, b] = await Promise.all([
      releaseDueEarnings(t.db, t.clock.now()),
      releaseDueEarnings(t.db, t.clock.now()),
    ]);
    expect((a?.failed ?? 0) + (b?.failed ?? 0)).toBe(0);
    expect((a?.released ?? 0) + (b?.released ?? 0)).toBeGreaterThanOrEqual(6);
    for (const traveler of travelers) {
      expect(await balance(travelerAvailableAccount(traveler.userId))).toMatchObject({ posted: 3_300 });
      expect(await balance(travelerPendingAccount(traveler.userId))).toMatchObject({ posted: 0 });
    }
  });
});

describe('PUT /wallet/payout-method', () => {
  it('saves an IBAN: the provider holds it, Tote keeps the last four characters', async () => {
    const traveler = await newTraveler();
    const method = await saveIban(traveler, 'gb82 west 1234 5698 7654 32');
    expect(method).toMatchObject({ kind: 'iban', holderName: 'Tess T', country: 'GB', last4: '5432' });
    const [row] = await t.db
      .select()
      .from(payoutMethods)
      .where(eq(payoutMethods.travelerId, traveler.userId));
    expect(row?.providerAccountId).toBe(testPayoutAccountIdOf(traveler.userId));
    expect(row?.provider).toBe('test');
    expect(JSON.stringify(row)).not.toContain('12345698765432');
    expect((await walletOf(traveler)).payoutMethod).toEqual(method);
  });

  it('saves a US account and routing number, replacing the IBAN', async () => {
    const traveler = await newTraveler();
    await saveIban(traveler);
    const response = await send(traveler, 'PUT', '/wallet/payout-method', {
      kind: 'us_account',
      holderName: 'Tess T',
      accountNumber: '000123456789',
      routingNumber: TEST_ROUTING_NUMBER,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(PayoutMethodSchema.parse(response.json())).toMatchObject({
      kind: 'us_account',
      country: 'US',
      last4: '6789',
    });
    const rows = await t.db.select().from(payoutMethods).where(eq(payoutMethods.travelerId, traveler.userId));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain('000123456789');
  });

  it('refuses an IBAN with a wrong checksum, or from a country without IBANs, naming the field', async () => {
    const traveler = await newTraveler();
    const wrongChecksum = await send(traveler, 'PUT', '/wallet/payout-method', {
      kind: 'iban',
      holderName: 'Tess T',
      iban: 'GB83 WEST 1234 5698 7654 32',
    });
    expect(wrongChecksum.statusCode).toBe(400);
    expect(wrongChecksum.json().error).toMatchObject({
      code: 'validation_error',
      message: walletMessages.ibanInvalid,
      fields: { iban: walletMessages.ibanInvalid },
    });
    const noCountry = await send(traveler, 'PUT', '/wallet/payout-method', {
      kind: 'iban',
      holderName: 'Tess T',
      iban: 'QQ82 WEST 1234 5698 7654 32',
    });
    expect(noCountry.statusCode).toBe(400);
    expect(noCountry.json().error.fields).toEqual({ iban: walletMessages.ibanCountryUnknown });
    expect((await walletOf(traveler)).payoutMethod).toBeNull();
  });

  it('refuses a routing number whose ABA checksum fails', async () => {
    const traveler = await newTraveler();
    const response = await send(traveler, 'PUT', '/wallet/payout-method', {
      kind: 'us_account',
      holderName: 'Tess T',
      accountNumber: '000123456789',
      routingNumber: '021000022',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ routingNumber: walletMessages.routingNumberInvalid });
    expect(isValidRoutingNumber('021000021')).toBe(true);
    expect(isValidRoutingNumber('011000015')).toBe(true);
    // The checksum holds, but 99 is no Federal Reserve routing prefix; nine zeros name no bank either.
    expect(isValidRoutingNumber('990000009')).toBe(false);
    expect(isValidRoutingNumber('000000000')).toBe(false);
  });
});

describe('POST /wallet/withdrawals', () => {
  it('refuses without a bank account, below the minimum, and above the available balance', async () => {
    const traveler = await newTraveler();
    await fundAvailable(t.db, {
      travelerId: traveler.userId,
      senderId: sender.userId,
      amountMinor: 2_500,
      at: t.clock.now(),
    });

    const noMethod = await withdraw(traveler, 2_000);
    expect(noMethod.statusCode).toBe(409);
    expect(errorOf(noMethod)).toEqual({
      code: 'payout_method_required',
      message: walletMessages.noPayoutMethod,
    });

    await saveIban(traveler);
    const small = await withdraw(traveler, 999);
    expect(small.statusCode).toBe(400);
    expect(errorOf(small)).toEqual({
      code: 'withdrawal_below_minimum',
      message: 'The smallest withdrawal is $10.00.',
    });

    const tooMuch = await withdraw(traveler, 2_501);
    expect(tooMuch.statusCode).toBe(409);
    expect(errorOf(tooMuch)).toEqual({
      code: 'insufficient_balance',
      message: 'You can withdraw at most your available balance, $25.00.',
    });
    expect(await t.db.select().from(payouts).where(eq(payouts.travelerId, traveler.userId))).toEqual([]);
    expect((await walletOf(traveler)).available.amountMinor).toBe(2_500);
  });

  it('refuses money that is still pending', async () => {
    const traveler = await newTraveler();
    await earn(t.db, {
      travelerId: traveler.userId,
      senderId: sender.userId,
      amountMinor: 5_000,
      at: t.clock.now(),
    });
    await saveIban(traveler);
    const response = await withdraw(traveler, 1_000);
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).code).toBe('insufficient_balance');
  });

  it('holds the amount at once; the same Idempotency-Key answers the first payout', async () => {
    const traveler = await readyTraveler(5_000);
    const key = randomUUID();
    const first = await withdraw(traveler, 3_000, key);
    expect(first.statusCode, first.body).toBe(201);
    const payout = PayoutSchema.parse(first.json());
    expect(payout).toMatchObject({
      amount: { amountMinor: 3_000, currency: 'USD' },
      status: 'requested',
      destination: 'IBAN ••••5432',
      approvedAt: null,
      paidAt: null,
      failedAt: null,
      failureReason: null,
      traveler: { id: traveler.userId, fullName: 'Test verifiedTraveler' },
    });
    const again = await withdraw(traveler, 3_000, key);
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(payout.id);

    const wallet = await walletOf(traveler);
    expect(wallet.available.amountMinor).toBe(2_000);
    expect(wallet.inPayout.amountMinor).toBe(3_000);
    expect(await balance(travelerAvailableAccount(traveler.userId))).toMatchObject({
      posted: 5_000,
      pendingDebits: 3_000,
    });

    const mine = await get(traveler, '/wallet/payouts');
    expect(mine.statusCode).toBe(200);
    expect(PayoutPageSchema.parse(mine.json()).payouts.map((p) => p.id)).toEqual([payout.id]);
    const history = await historyOf(traveler);
    expect(history.entries[0]).toMatchObject({
      kind: 'withdrawn',
      amount: { amountMinor: -3_000, currency: 'USD' },
      payoutId: payout.id,
      description: 'Withdrawal to IBAN ••••5432 (waiting for approval)',
    });
  });

  it('of 50 concurrent withdrawals of the whole available balance, exactly one is accepted', async () => {
    const traveler = await readyTraveler(7_500);
    const responses = await Promise.all(Array.from({ length: 50 }, () => withdraw(traveler, 7_500)));
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const r of responses.filter((r) => r.statusCode === 409)) {
      expect(errorOf(r)).toEqual({
        code: 'insufficient_balance',
        message: 'You can withdraw at most your available balance, $0.00.',
      });
    }
    expect(await t.db.select().from(payouts).where(eq(payouts.travelerId, traveler.userId))).toHaveLength(1);
    expect(await balance(travelerAvailableAccount(traveler.userId))).toMatchObject({
      posted: 7_500,
      pendingDebits: 7_500,
      available: 0,
    });
  }, 60_000);

  it('one Idempotency-Key sent 10 times at once makes one payout', async () => {
    const traveler = await readyTraveler(4_000);
    const key = randomUUID();
    const responses = await Promise.all(Array.from({ length: 10 }, () => withdraw(traveler, 1_500, key)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(responses.map((r) => r.json().id)).size).toBe(1);
    expect((await walletOf(traveler)).available.amountMinor).toBe(2_500);
  }, 60_000);
});

describe('staff decide payouts', () => {
  it('approve (the provider is asked), then paid: the money leaves, nothing stays in transit, the traveler hears', async () => {
    const traveler = await readyTraveler(6_000);
    const payout = await requestPayout(traveler, 6_000);

    const early = await decide(staff, payout.id, 'paid');
    expect(early.statusCode).toBe(409);
    expect(errorOf(early)).toEqual({
      code: 'payout_not_approved',
      message: walletMessages.payoutNotApproved,
    });

    const byTraveler = await decide(traveler, payout.id, 'approve');
    expect(byTraveler.statusCode).toBe(403);

    const approved = await decide(staff, payout.id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(PayoutSchema.parse(approved.json())).toMatchObject({
      status: 'approved',
      approvedAt: t.clock.now().toISOString(),
    });
    const [row] = await t.db.select().from(payouts).where(eq(payouts.id, payout.id));
    expect(row?.providerPayoutId).toBe(testPayoutIdOf(payout.id));
    expect((await decide(staff, payout.id, 'approve')).statusCode).toBe(409);

    const paid = await decide(staff, payout.id, 'paid');
    expect(paid.statusCode, paid.body).toBe(200);
    expect(PayoutSchema.parse(paid.json())).toMatchObject({
      status: 'paid',
      paidAt: t.clock.now().toISOString(),
    });
    expect(await balance(travelerAvailableAccount(traveler.userId))).toMatchObject({
      posted: 0,
      pendingDebits: 0,
    });
    // Paid money went on to the provider: in transit holds only payouts not decided yet, as holds, never posted.
    expect((await balance(IN_TRANSIT_ACCOUNT)).posted).toBe(0);
    expect((await walletOf(traveler)).inPayout.amountMinor).toBe(0);

    const again = await decide(staff, payout.id, 'failed', { reason: 'Too late.' });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('payout_not_pending');

    const bell = NotificationListSchema.parse((await get(traveler, '/notifications')).json());
    expect(bell.notifications[0]).toMatchObject({
      title: 'Payout of $60.00 paid',
      body: 'It was sent to IBAN ••••5432.',
    });
    const [mail] = await mailbox(t, traveler.email);
    expect(mail?.subject).toBe('Your payout of $60.00 was paid');
    expect((await historyOf(traveler)).entries[0]?.description).toBe('Withdrawal to IBAN ••••5432 (paid)');
  });

  it('failed: the money is back in available, with the reason shown, mailed and in the bell', async () => {
    const traveler = await readyTraveler(4_000);
    const payout = await requestPayout(traveler, 4_000);
    expect((await walletOf(traveler)).available.amountMinor).toBe(0);

    const noReason = await decide(staff, payout.id, 'failed', { reason: '  ' });
    expect(noReason.statusCode).toBe(400);

    const reason = 'The bank refused the transfer: account closed.';
    const failed = await decide(staff, payout.id, 'failed', { reason });
    expect(failed.statusCode, failed.body).toBe(200);
    expect(PayoutSchema.parse(failed.json())).toMatchObject({
      status: 'failed',
      failedAt: t.clock.now().toISOString(),
      failureReason: reason,
    });
    const wallet = await walletOf(traveler);
    expect(wallet.available.amountMinor).toBe(4_000);
    expect(wallet.inPayout.amountMinor).toBe(0);

    const bell = NotificationListSchema.parse((await get(traveler, '/notifications')).json());
    expect(bell.notifications[0]).toMatchObject({
      title: 'Payout of $40.00 failed',
      body: `${reason} The money is back in your available balance.`,
    });
    const [mail] = await mailbox(t, traveler.email);
    expect(mail?.subject).toBe('Your payout of $40.00 failed');
    expect(mail?.text).toContain(reason);

    const history = await historyOf(traveler);
    expect(history.entries.slice(0, 2)).toEqual([
      expect.objectContaining({
        kind: 'payout_failed',
        amount: { amountMinor: 4_000, currency: 'USD' },
        payoutId: payout.id,
        description: `Payout to IBAN ••••5432 failed. ${reason} The money is back in your available balance.`,
      }),
      expect.objectContaining({
        kind: 'withdrawn',
        amount: { amountMinor: -4_000, currency: 'USD' },
        description: 'Withdrawal to IBAN ••••5432 (failed)',
      }),
    ]);
    expect(history.entries[0]?.id).not.toBe(history.entries[1]?.id);

    // The money can be withdrawn again.
    expect((await withdraw(traveler, 4_000)).statusCode).toBe(201);
  });

  it('answers 404 for a payout that does not exist', async () => {
    const response = await decide(staff, randomUUID(), 'approve');
    expect(response.statusCode).toBe(404);
  });

  it('lists the queue oldest first, requested by default, any status on request', async () => {
    const traveler = await readyTraveler(9_000);
    const first = await requestPayout(traveler, 2_000);
    t.clock.advance(1_000);
    const second = await requestPayout(traveler, 3_000);
    t.clock.advance(1_000);
    const third = await requestPayout(traveler, 4_000);
    await decide(staff, third.id, 'approve');

    const queue = PayoutPageSchema.parse((await get(staff, '/admin/payouts', { pageSize: '50' })).json());
    const ids = queue.payouts.map((p) => p.id);
    expect(ids).toContain(first.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(ids).not.toContain(third.id);
    expect(queue.payouts.every((p) => p.status === 'requested')).toBe(true);

    const approved = PayoutPageSchema.parse(
      (await get(staff, '/admin/payouts', { status: 'approved', pageSize: '50' })).json(),
    );
    expect(approved.payouts.map((p) => p.id)).toContain(third.id);

    const mine = PayoutPageSchema.parse((await get(traveler, '/wallet/payouts')).json());
    expect(mine.payouts.map((p) => p.id)).toEqual([third.id, second.id, first.id]);
    expect(mine.total).toBe(3);
    const other = PayoutPageSchema.parse((await get(await newTraveler(), '/wallet/payouts')).json());
    expect(other.payouts).toEqual([]);
  });
});

describe('provider events (webhooks)', () => {
  it('payout.paid and payout.failed decide the payout once; repeats and unknown payouts change nothing', async () => {
    const traveler = await readyTraveler(8_000);
    const paidOne = await requestPayout(traveler, 3_000);
    const failedOne = await requestPayout(traveler, 5_000);
    await decide(staff, paidOne.id, 'approve');
    const at = t.clock.now();

    const paid = await applyPayoutEvent(
      t.db,
      { id: 'evt_1', created: at, type: 'payout.paid', payoutId: paidOne.id },
      { at },
    );
    expect(paid).toMatchObject({ applied: true, payout: { status: 'paid' } });
    expect(paid.mail?.subject).toBe('Your payout of $30.00 was paid');
    const repeat = await applyPayoutEvent(
      t.db,
      { id: 'evt_1', created: at, type: 'payout.paid', payoutId: paidOne.id },
      { at },
    );
    expect(repeat.applied).toBe(false);

    const failed = await applyPayoutEvent(
      t.db,
      { id: 'evt_2', created: at, type: 'payout.failed', payoutId: failedOne.id, reason: 'No such account.' },
      { at },
    );
    expect(failed).toMatchObject({
      applied: true,
      payout: { status: 'failed', failureReason: 'No such account.' },
    });
    const late = await applyPayoutEvent(
      t.db,
      { id: 'evt_3', created: at, type: 'payout.paid', payoutId: failedOne.id },
      { at },
    );
    expect(late).toMatchObject({ applied: false, payout: { status: 'failed' } });

    const unknown = await applyPayoutEvent(
      t.db,
      { id: 'evt_4', created: at, type: 'payout.paid', payoutId: randomUUID() },
      { at },
    );
    expect(unknown).toEqual({ applied: false, payout: null, mail: null });

    const wallet = await walletOf(traveler);
    expect(wallet.available.amountMinor).toBe(5_000);
    expect(wallet.inPayout.amountMinor).toBe(0);
  });
});

describe('a provider that pays out by itself (Stripe Connect)', () => {
  function serviceWith(createPayout: (request: PayoutRequest) => Promise<{ providerPayoutId: string }>) {
    const asked: PayoutRequest[] = [];
    const provider: PayoutProvider = {
      name: 'test',
      payoutMode: 'provider',
      savePayoutAccount: async ({ travelerId }) => ({ providerAccountId: testPayoutAccountIdOf(travelerId) }),
      createPayout: async (request) => {
        asked.push(request);
        return createPayout(request);
      },
    };
    const wallet = createWalletService({
      db: t.db,
      clock: t.clock,
      mailer: t.app.mailer,
      log: t.app.log,
      provider,
    });
    return { wallet, asked };
  }
  const person = (who: Person) => ({ id: who.userId, email: who.email });

  it('is asked to pay as soon as the withdrawal commits, with the payout’s key and the saved account', async () => {
    const traveler = await readyTraveler(3_000);
    const { wallet, asked } = serviceWith(async (request) => ({
      providerPayoutId: `po_${request.payoutId}`,
    }));
    const payout = await wallet.withdraw(person(traveler), 2_000);
    expect(payout).toMatchObject({ status: 'approved', approvedAt: t.clock.now().toISOString() });
    expect(asked).toEqual([
      {
        payoutId: payout.id,
        travelerId: traveler.userId,
        amount: { amountMinor: 2_000, currency: 'USD' },
        idempotencyKey: `payout:${payout.id}`,
        providerAccountId: testPayoutAccountIdOf(traveler.userId),
      },
    ]);
  });

  it('leaves the payout requested when it does not answer, and staff approving it then get a 502', async () => {
    const traveler = await readyTraveler(3_000);
    const { wallet } = serviceWith(async () => {
      throw new ProviderUnavailable('timed out');
    });
    const payout = await wallet.withdraw(person(traveler), 2_000);
    expect(payout.status).toBe('requested');
    await expect(wallet.approvePayout(payout.id)).rejects.toMatchObject({
      statusCode: 502,
      code: 'provider_unavailable',
    });
    // The hold stays until someone decides: the money is neither lost nor spendable twice.
    expect((await walletOf(traveler)).inPayout.amountMinor).toBe(2_000);
  });
});

describe('GET /admin/users/:userId/money', () => {
  it('shows staff a traveler’s balances and latest history', async () => {
    const traveler = await readyTraveler(2_000);
    const response = await get(staff, `/admin/users/${traveler.userId}/money`);
    expect(response.statusCode, response.body).toBe(200);
    const body = z.object({ wallet: WalletSchema, history: WalletHistoryPageSchema }).parse(response.json());
    expect(body.wallet.available.amountMinor).toBe(2_000);
    expect(body.history.entries.map((e) => e.kind)).toEqual(['available', 'earned']);
    expect((await get(staff, `/admin/users/${randomUUID()}/money`)).statusCode).toBe(404);
    expect((await get(traveler, `/admin/users/${traveler.userId}/money`)).statusCode).toBe(403);
  });
});

describe('the ledger after all of the above', () => {
  it('ledger:check finds no drift', async () => {
    const report = await checkLedger(t.db);
    expect(report.drifts, describeLedgerReport(report)).toEqual([]);
  });
});
