import { demoSender, demoTraveler } from '@tote/fixtures/demo/accounts';
import { demoWallet } from '@tote/fixtures/demo/wallet';
import { PayoutPageSchema, WalletHistoryPageSchema, WalletSchema } from '@tote/validation/wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsTestApp, API, buildAccountsTestApp, login, withSession } from '../../../test/accounts';
import { getJson, send } from '../../../test/orders';
import { expectLedgerClean, payFor, paymentOf, TEST_CARDS } from '../../../test/payments';
import { isDatabaseEmpty, seedDemoData } from '../../db/seed';
import { balanceOf } from '../ledger/ledger.service';
import { FEES_ACCOUNT } from './money-accounts';

// The demo's money (demo mode): made through the payments and wallet services and the test provider at the
// orders' event times, so every state a screen can show is there, and ledger:check finds nothing to report.

let t: AccountsTestApp;
let senderToken: string;
let travelerToken: string;
beforeAll(async () => {
  t = await buildAccountsTestApp();
  expect(await isDatabaseEmpty(t.db)).toBe(true);
  await seedDemoData(t.db, { uploadsDir: `${t.dataDir}/uploads`, now: t.clock.now() });
  senderToken = await login(t, demoSender.email, demoSender.password);
  travelerToken = await login(t, demoTraveler.email, demoTraveler.password);
});
afterAll(() => t?.close());

const statusOf = async (deliveryId: string) => (await paymentOf(t, senderToken, deliveryId)).status;

describe('the demo money', () => {
  it('leaves the ledger consistent (ledger:check, every module’s checks)', async () => {
    await expectLedgerClean(t);
    // 10 % of each released carriage, at least $2.00: TT-8RJ5VN $21, TT-6WQ4HT $54, TT-R7DV2K $36, and the
    // disputed TT-WB3H8F $40 (its partial refund came out of the traveler's share: ADR 019).
    expect((await balanceOf(t.db, FEES_ACCOUNT)).posted).toBe(210 + 540 + 360 + 400);
  });

  it('gives each of the demo sender’s orders the payment its state implies', async () => {
    expect(await statusOf('TT-P4YM3W')).toBe('requires_payment');
    // Matched two days ago and paid: captured when its unmatch window closed.
    expect(await statusOf('TT-3MZ7QA')).toBe('captured');
    expect(await statusOf('TT-7K3Q9M')).toBe('captured');
    for (const deliveryId of ['TT-6WQ4HT', 'TT-8RJ5VN', 'TT-R7DV2K'])
      expect(await statusOf(deliveryId), deliveryId).toBe('released');
    const refunded = await paymentOf(t, senderToken, 'TT-5CX8HP');
    // 0.5 kg × $15 and the $2.00 minimum fee, all of it back.
    expect(refunded).toMatchObject({ status: 'refunded', refunded: { amountMinor: 750 + 200 } });
    // Failed after pick-up: the money stays in escrow for staff to settle.
    expect(await statusOf('TT-9FQ3HD')).toBe('captured');
    const receipt = await getJson(t, senderToken, '/orders/TT-3MZ7QA/receipt');
    expect(receipt.statusCode, receipt.body).toBe(200);
  });

  it('gives the demo traveler money available and pending, a paid payout and a failed one with its reason', async () => {
    const wallet = WalletSchema.parse((await getJson(t, travelerToken, '/wallet')).json());
    // $21 + $54 released long ago, $15 paid out, the failed $40 back; TT-R7DV2K's $36 still in its hold. The
    // disputed TT-WB3H8F: $40 earned, $22 of it refunded to the sender, the $18 left released (ADR 019).
    expect(wallet.available.amountMinor).toBe(2100 + 5400 - 1500 + 1800);
    expect(wallet.pending.amountMinor).toBe(3600);
    expect(wallet.pendingEarnings.map((e) => e.deliveryId)).toEqual(['TT-R7DV2K']);
    expect(wallet.payoutMethod).toMatchObject({ kind: 'iban', last4: '5432' });
    const payouts = PayoutPageSchema.parse((await getJson(t, travelerToken, '/wallet/payouts')).json());
    expect(payouts.payouts.map((p) => [p.status, p.amount.amountMinor, p.failureReason])).toEqual([
      ['failed', 4000, demoWallet.payouts[1]?.failureReason],
      ['paid', 1500, null],
    ]);
    const history = WalletHistoryPageSchema.parse(
      (await getJson(t, travelerToken, '/wallet/history')).json(),
    );
    const kinds = history.entries.map((e) => e.kind);
    for (const kind of ['earned', 'available', 'withdrawn', 'payout_failed'] as const)
      expect(kinds, kind).toContain(kind);
    expect(history.entries.find((e) => e.kind === 'earned')?.deliveryId).toBe('TT-R7DV2K');
  });

  it('keeps the README’s flows working: TT-3MZ7QA is picked up, TT-P4YM3W is paid with 4242…', async () => {
    const early = await send(t, travelerToken, 'POST', '/deliveries/TT-P4YM3W/picked-up');
    expect(early.json().error?.code).toBe('payment_required');
    const declined = await payFor(t, 'TT-P4YM3W', { token: senderToken, card: TEST_CARDS.declined });
    expect(declined.outcome).toBe('declined');
    const paid = await payFor(t, 'TT-P4YM3W', { token: senderToken });
    expect(paid.outcome).toBe('authorized');
    expect(await statusOf('TT-P4YM3W')).toBe('authorized');
    const pickedUp = await t.app.inject({
      method: 'POST',
      url: `${API}/deliveries/TT-3MZ7QA/picked-up`,
      cookies: withSession(travelerToken),
    });
    expect(pickedUp.statusCode, pickedUp.body).toBe(200);
    await expectLedgerClean(t);
  });
});
