import { randomBytes } from 'node:crypto';
import { type Checkout, type OrderMoney, PaymentSchema, ReceiptSchema } from '@tote/validation/payments';
import { and, count, eq } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API, mailbox, useAccountsTestApp, withSession } from '../../../test/accounts';
import { getJson, placeOrder, send } from '../../../test/orders';
import {
  expectLedgerClean,
  payCheckout,
  payFor,
  paymentOf,
  sessionIdOf,
  startCheckout,
  TEST_CARDS,
} from '../../../test/payments';
import { openSession } from '../../../test/people';
import { approve, type Caller, caller, shareTrip } from '../../../test/trips';
import type { Database } from '../../db/client';
import { paymentAttempts } from '../../db/schema/payment-attempts';
import { payments } from '../../db/schema/payments';
import { providerEvents } from '../../db/schema/provider-events';
import { balanceOf, findTransaction } from '../ledger/ledger.service';
import { createPaymentsService, ledgerKeys } from './payments.service';
import { SIGNATURE_HEADER } from './provider';
import { signPayload } from './test-provider/signature';
import { ensureWebhookSecret } from './test-provider/test-provider.repo';

const t = useAccountsTestApp();
let sender: Caller;
let otherSender: Caller;
let traveler: Caller;
let staff: Caller;
let tripId: string;
const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  sender = await caller(t, 'sender', 'Grace Sender');
  otherSender = await caller(t, 'sender');
  traveler = await caller(t, 'verifiedTraveler', 'Tess Traveler');
  staff = await caller(t, 'staff');
});

// Tests move the clock by hours: everyone signs in afresh (staff sessions idle out quickly).
async function signInAll() {
  for (const who of [sender, otherSender, traveler, staff])
    who.token = await openSession(t.db, t.clock, who.userId);
}
beforeEach(signInAll);

/** `ms` later, everyone signed in again. */
async function later(ms: number) {
  t.clock.advance(ms);
  await signInAll();
}

// Every test leaves the ledger as ledger:check (with the payments' checks) wants it.
afterEach(() => expectLedgerClean(t));

/**
 * An order of the sender matched by staff through the real route (matches.service makes its payment), on a new
 * trip a week after the test clock's now (tests move the clock by days and fill trips).
 */
async function matched(weightKg = 2.5): Promise<{ deliveryId: string; matchId: string; orderId: string }> {
  const trip = await shareTrip(t, traveler);
  await approve(t, staff, trip.id);
  tripId = trip.id;
  const order = await placeOrder(t, sender, { weightKg });
  const response = await send(t, staff.token, 'POST', '/matches', { deliveryId: order.deliveryId, tripId });
  expect(response.statusCode, response.body).toBe(201);
  return { deliveryId: order.deliveryId, matchId: response.json().id as string, orderId: order.id };
}

const paymentRow = async (deliveryId: string) => {
  const [row] = await t.db.select().from(payments).where(eq(payments.deliveryId, deliveryId));
  if (!row) throw new Error(`no payment of ${deliveryId}`);
  return row;
};
const pickUp = (deliveryId: string) => send(t, traveler.token, 'POST', `/deliveries/${deliveryId}/picked-up`);
const provider = () => {
  const test = t.app.testPaymentProvider;
  if (!test) throw new Error('the tests run on the test provider');
  return test;
};
const captures = async (deliveryId: string) =>
  provider().countOperations((await paymentRow(deliveryId)).providerPaymentId ?? '', 'capture');

/** A Stripe-shaped event about the payment, signed with this database's secret (as the test provider signs). */
async function signedEvent(
  type: string,
  row: { id: string; deliveryId: string; totalMinor: number },
  intent: Record<string, unknown> = {},
  options: { at?: Date; secret?: string; id?: string } = {},
) {
  const at = options.at ?? t.clock.now();
  const body = JSON.stringify({
    id: options.id ?? `evt_test_${randomBytes(8).toString('hex')}`,
    object: 'event',
    type,
    created: Math.floor(at.getTime() / 1000),
    data: {
      object: {
        id: `pi_test_${randomBytes(8).toString('hex')}`,
        amount_capturable: row.totalMinor,
        currency: 'usd',
        metadata: { paymentId: row.id, deliveryId: row.deliveryId },
        last_payment_error: null,
        ...intent,
      },
    },
  });
  const secret = options.secret ?? (await ensureWebhookSecret(t.db, at));
  return { body, signature: signPayload(body, secret, at) };
}

const deliverWebhook = (event: { body: string; signature: string }, providerName = 'test') =>
  t.app.inject({
    method: 'POST',
    url: `${API}/payments/webhooks/${providerName}`,
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: event.signature },
    payload: event.body,
  });

describe('a match makes a payment', () => {
  it('requires payment with the breakdown (weight × fee per kg, 10 % fee) and asks the sender to pay', async () => {
    const { deliveryId } = await matched(2.5);
    const payment = PaymentSchema.parse(await paymentOf(t, sender.token, deliveryId));
    expect(payment).toMatchObject({
      status: 'requires_payment',
      provider: 'test',
      breakdown: {
        carriage: { amountMinor: 3750, currency: 'USD' },
        serviceFee: { amountMinor: 375, currency: 'USD' },
        total: { amountMinor: 4125, currency: 'USD' },
        travelerEarns: { amountMinor: 3750, currency: 'USD' },
        feeSchedule: { rateBps: 1000, minimumMinor: 200 },
      },
      attempts: [],
      authorizedAt: null,
    });
    const bell = (await getJson(t, sender.token, '/notifications')).json() as {
      notifications: { title: string }[];
    };
    expect(bell.notifications.map((n) => n.title)).toContain(`Pay for ${deliveryId}`);
    const mail = await mailbox(t, sender.email);
    expect(mail.find((m) => m.subject === `Pay for ${deliveryId}`)?.text).toContain('$41.25');
  });

  it('charges the minimum fee on a small carriage', async () => {
    const { deliveryId } = await matched(0.5);
    expect((await paymentOf(t, sender.token, deliveryId)).breakdown).toMatchObject({
      carriage: { amountMinor: 750 },
      serviceFee: { amountMinor: 200 },
      total: { amountMinor: 950 },
    });
  });

  it('shows the payment to its sender, its traveler and staff; 404 to anyone else and before a match', async () => {
    const { deliveryId } = await matched();
    for (const who of [sender, traveler, staff]) {
      expect((await getJson(t, who.token, `/orders/${deliveryId}/payment`)).statusCode).toBe(200);
    }
    expect((await getJson(t, otherSender.token, `/orders/${deliveryId}/payment`)).statusCode).toBe(404);
    const waiting = await placeOrder(t, sender);
    expect((await getJson(t, sender.token, `/orders/${waiting.deliveryId}/payment`)).statusCode).toBe(404);
    const unmatched = await startCheckout(t, sender.token, waiting.deliveryId);
    expect(unmatched.statusCode).toBe(409);
    expect(unmatched.json().error.code).toBe('order_not_matched');
  });
});

describe('paying', () => {
  it('answers the same checkout to Pay pressed twice (or five times at once), and authorizes once', async () => {
    const { deliveryId } = await matched();
    const presses = await Promise.all(
      Array.from({ length: 5 }, () => startCheckout(t, sender.token, deliveryId)),
    );
    for (const press of presses) expect(press.statusCode, press.body).toBe(201);
    const urls = new Set(presses.map((press) => (press.json() as Checkout).checkoutUrl));
    expect(urls.size).toBe(1);
    const again = await startCheckout(t, sender.token, deliveryId);
    expect((again.json() as Checkout).checkoutUrl).toBe([...urls][0]);
    const checkoutUrl = [...urls][0] as string;
    expect(checkoutUrl).toMatch(/^http:\/\/localhost:\d+\/test-checkout\/cs_test_/);

    const sessionId = sessionIdOf({ checkoutUrl });
    const page = await t.app.inject({ method: 'GET', url: `${API}/test-provider/sessions/${sessionId}` });
    expect(page.json()).toMatchObject({ status: 'open', amount: { amountMinor: 4125 } });

    const [first, second] = await Promise.all([payCheckout(t, sessionId), payCheckout(t, sessionId)]);
    for (const paid of [first, second]) {
      expect(paid?.statusCode, paid?.body).toBe(200);
      expect(paid?.json()).toMatchObject({
        outcome: 'authorized',
        redirectUrl: expect.stringMatching(new RegExp(`/payment-successful\\?order=${deliveryId}$`)),
      });
    }
    const payment = await paymentOf(t, sender.token, deliveryId);
    expect(payment.status).toBe('authorized');
    expect(payment.attempts).toHaveLength(1);
    expect(await balanceOf(t.db, `escrow:order:${(await paymentRow(deliveryId)).orderId}`)).toMatchObject({
      posted: 0,
      pendingCredits: 4125,
    });
    const pressedAfter = await startCheckout(t, sender.token, deliveryId);
    expect(pressedAfter.statusCode).toBe(409);
    expect(pressedAfter.json().error.code).toBe('payment_already_authorized');
  });

  it('records declined cards as attempts and stays payable; a good card then authorizes', async () => {
    const { deliveryId } = await matched();
    const checkout = (await startCheckout(t, sender.token, deliveryId)).json() as Checkout;
    const declined = await payCheckout(t, sessionIdOf(checkout), TEST_CARDS.declined);
    expect(declined.json()).toEqual({
      outcome: 'declined',
      reason: 'Your card was declined.',
      redirectUrl: null,
    });
    const poor = await payCheckout(t, sessionIdOf(checkout), TEST_CARDS.insufficientFunds);
    expect(poor.json()).toMatchObject({ outcome: 'declined', reason: 'Your card has insufficient funds.' });
    const waiting = await paymentOf(t, sender.token, deliveryId);
    expect(waiting.status).toBe('requires_payment');
    expect(waiting.attempts.map((a) => [a.outcome, a.reason])).toEqual([
      ['declined', 'Your card was declined.'],
      ['declined', 'Your card has insufficient funds.'],
    ]);
    expect((await payCheckout(t, sessionIdOf(checkout))).json()).toMatchObject({ outcome: 'authorized' });
    expect((await paymentOf(t, sender.token, deliveryId)).status).toBe('authorized');
  });

  it('refuses an expired card and an expired checkout, and a sender paying for another’s order (404)', async () => {
    const { deliveryId } = await matched();
    expect((await startCheckout(t, otherSender.token, deliveryId)).statusCode).toBe(404);
    const checkout = (await startCheckout(t, sender.token, deliveryId)).json() as Checkout;
    const sessionId = sessionIdOf(checkout);
    const oldCard = await t.app.inject({
      method: 'POST',
      url: `${API}/test-provider/sessions/${sessionId}/pay`,
      payload: { cardNumber: TEST_CARDS.authorized, expiry: '12/25', cvc: '123' },
    });
    expect(oldCard.statusCode).toBe(400);
    expect(oldCard.json().error.fields).toEqual({ expiry: 'This card has expired.' });
    await later(31 * 60 * 1000);
    const late = await payCheckout(t, sessionId);
    expect(late.statusCode).toBe(410);
    expect(late.json().error.code).toBe('checkout_expired');
    // Pay again: a new checkout, which works.
    const fresh = (await startCheckout(t, sender.token, deliveryId)).json() as Checkout;
    expect(fresh.checkoutUrl).not.toBe(checkout.checkoutUrl);
    expect((await payCheckout(t, sessionIdOf(fresh))).json()).toMatchObject({ outcome: 'authorized' });
  });

  it('gives the receipt once paid (sender and staff), 404 before and to others', async () => {
    const { deliveryId } = await matched();
    expect((await getJson(t, sender.token, `/orders/${deliveryId}/receipt`)).statusCode).toBe(404);
    await payFor(t, deliveryId, { token: sender.token });
    const receipt = ReceiptSchema.parse(
      (await getJson(t, sender.token, `/orders/${deliveryId}/receipt`)).json(),
    );
    expect(receipt).toMatchObject({
      deliveryId,
      senderName: 'Grace Sender',
      travelerFirstName: 'Tess',
      route: { from: 'Lagos', to: 'Kigali' },
      breakdown: { total: { amountMinor: 4125 } },
      status: 'authorized',
    });
    expect((await getJson(t, staff.token, `/orders/${deliveryId}/receipt`)).statusCode).toBe(200);
    expect((await getJson(t, otherSender.token, `/orders/${deliveryId}/receipt`)).statusCode).toBe(404);
  });
});

describe('pick-up, hand-over and release', () => {
  it('refuses the pick-up until paid (payment_required), then captures once and releases on delivery', async () => {
    const { deliveryId, orderId } = await matched();
    const early = await pickUp(deliveryId);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toMatchObject({
      code: 'payment_required',
      message: 'The sender has not paid for this delivery yet. Wait for the payment before picking it up.',
    });
    expect((await getJson(t, traveler.token, `/deliveries/${deliveryId}`)).json().status).toBe('matched');

    await payFor(t, deliveryId, { token: sender.token });
    expect((await pickUp(deliveryId)).statusCode).toBe(200);
    expect((await paymentOf(t, sender.token, deliveryId)).status).toBe('captured');
    expect(await captures(deliveryId)).toBe(1);
    expect(await balanceOf(t.db, `escrow:order:${orderId}`)).toMatchObject({
      posted: 4125,
      pendingCredits: 0,
    });

    const pendingBefore = await balanceOf(t.db, `traveler:${traveler.userId}:pending`).catch(() => ({
      posted: 0,
    }));
    const feesBefore = await balanceOf(t.db, 'revenue:fees').catch(() => ({ posted: 0 }));
    const revenueBefore = (await getJson(t, staff.token, '/admin/stats')).json().revenueThisMonth.amountMinor;
    const code = (await getJson(t, sender.token, `/orders/${deliveryId}`)).json().handOverCode as string;
    const delivered = await t.app.inject({
      method: 'POST',
      url: `${API}/deliveries/${deliveryId}/delivered`,
      cookies: withSession(traveler.token),
      ...multipartCode(code),
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    const released = await paymentOf(t, sender.token, deliveryId);
    expect(released.status).toBe('released');
    expect(await balanceOf(t.db, `escrow:order:${orderId}`)).toMatchObject({ posted: 0, pendingCredits: 0 });
    expect((await balanceOf(t.db, `traveler:${traveler.userId}:pending`)).posted - pendingBefore.posted).toBe(
      3750,
    );
    expect((await balanceOf(t.db, 'revenue:fees')).posted - feesBefore.posted).toBe(375);
    // Staff see the fee as this month's revenue once the delivery is handed over (not when the sender paid).
    const revenueAfter = (await getJson(t, staff.token, '/admin/stats')).json().revenueThisMonth;
    expect(revenueAfter).toEqual({ amountMinor: revenueBefore + 375, currency: 'USD' });

    const money = (await getJson(t, staff.token, `/admin/orders/${deliveryId}/money`)).json() as OrderMoney;
    expect(money.payment?.status).toBe('released');
    expect(money.movements.map((m) => [m.kind, m.status, m.amount.amountMinor])).toEqual([
      ['release', 'posted', -4125],
      ['authorization', 'posted', 4125],
    ]);
  });

  it('captures authorizations whose unmatch window closed (captureDue), once however often it runs', async () => {
    const { deliveryId } = await matched();
    await payFor(t, deliveryId, { token: sender.token });
    expect((await t.app.payments.captureDue(t.clock.now())).marked).toBe(0);
    await later(24 * HOUR + 1000);
    const [first, second] = await Promise.all([
      t.app.payments.captureDue(t.clock.now()),
      t.app.payments.captureDue(t.clock.now()),
    ]);
    expect(first.failed + second.failed).toBe(0);
    expect((await paymentOf(t, sender.token, deliveryId)).status).toBe('captured');
    expect(await captures(deliveryId)).toBe(1);
    // Picked up later: nothing more to capture.
    expect((await pickUp(deliveryId)).statusCode).toBe(200);
    expect(await captures(deliveryId)).toBe(1);
  });

  it('a crash between the provider’s capture and our commit: the retry captures nothing twice', async () => {
    const { deliveryId } = await matched();
    await payFor(t, deliveryId, { token: sender.token });
    await later(24 * HOUR + 1000);
    // The same service on a database whose transactions all fail at COMMIT, as if the process died there.
    const crashing = Object.create(t.db, {
      transaction: {
        value: (body: (tx: Database) => Promise<unknown>) =>
          t.db.transaction(async (tx) => {
            await body(tx);
            throw new Error('simulated crash before COMMIT');
          }),
      },
    }) as Database;
    const provider = t.app.testPaymentProvider?.adapter;
    if (!provider) throw new Error('the tests run on the test provider');
    const dying = createPaymentsService({
      db: crashing,
      clock: t.app.clock,
      log: t.app.log,
      mailer: t.app.mailer,
      provider,
      config: {
        feeSchedule: { rateBps: 1000, minimumMinor: 200 },
        releaseHoldHours: 72,
        senderOrigin: 'http://x',
      },
    });
    expect(await dying.captureDue(t.clock.now())).toMatchObject({ marked: 1, failed: 1 });
    expect(await captures(deliveryId)).toBe(1); // the provider did capture
    const owed = await paymentRow(deliveryId);
    expect(owed).toMatchObject({ status: 'authorized', dueCall: 'capture' }); // our commit never happened

    expect(await t.app.payments.captureDue(t.clock.now())).toMatchObject({ settled: 1, failed: 0 });
    expect(await captures(deliveryId)).toBe(1);
    expect(await paymentRow(deliveryId)).toMatchObject({ status: 'captured', dueCall: null });
  });
});

describe('unmatch and cancel', () => {
  it('voids the authorization when staff unmatch within the window', async () => {
    const { deliveryId, matchId, orderId } = await matched();
    await payFor(t, deliveryId, { token: sender.token });
    const undone = await send(t, staff.token, 'POST', `/matches/${matchId}/unmatch`);
    expect(undone.statusCode, undone.body).toBe(200);
    const row = await paymentRow(deliveryId);
    expect(row).toMatchObject({ status: 'voided', dueCall: null });
    expect(await provider().countOperations(row.providerPaymentId ?? '', 'void')).toBe(1);
    expect((await findTransaction(t.db, { idempotencyKey: ledgerKeys.hold(row.id) }))?.status).toBe('voided');
    expect(await balanceOf(t.db, `escrow:order:${orderId}`)).toMatchObject({ posted: 0, pendingCredits: 0 });
    // Matched again: a new payment to pay; the old one stays voided.
    const again = await send(t, staff.token, 'POST', '/matches', { deliveryId, tripId });
    expect(again.statusCode).toBe(201);
    expect((await paymentOf(t, sender.token, deliveryId)).status).toBe('requires_payment');
  });

  it('closes an unpaid payment on unmatch; a card paid on its old page afterwards is let go at the provider', async () => {
    const { deliveryId, matchId } = await matched();
    const checkout = (await startCheckout(t, sender.token, deliveryId)).json() as Checkout;
    expect((await send(t, staff.token, 'POST', `/matches/${matchId}/unmatch`)).statusCode).toBe(200);
    expect((await paymentRow(deliveryId)).status).toBe('voided');
    expect((await payCheckout(t, sessionIdOf(checkout))).json()).toMatchObject({ outcome: 'authorized' });
    const row = await paymentRow(deliveryId);
    expect(row).toMatchObject({ status: 'voided', dueCall: null });
    expect(await provider().countOperations(row.providerPaymentId ?? '', 'void')).toBe(1);
    const closed = await startCheckout(t, sender.token, deliveryId);
    expect(closed.json().error.code).toBe('order_not_matched');
  });

  it('voids on a cancel before capture, refunds in full on a cancel after it', async () => {
    const before = await matched();
    await payFor(t, before.deliveryId, { token: sender.token });
    const cancel = (deliveryId: string) =>
      send(t, sender.token, 'POST', `/orders/${deliveryId}/cancel`, { reason: 'Plans changed.' });
    expect((await cancel(before.deliveryId)).statusCode).toBe(200);
    expect(await paymentRow(before.deliveryId)).toMatchObject({ status: 'voided', refundedMinor: 0 });

    const after = await matched();
    await payFor(t, after.deliveryId, { token: sender.token });
    await later(24 * HOUR + 1000);
    await t.app.payments.captureDue(t.clock.now());
    expect((await paymentRow(after.deliveryId)).status).toBe('captured');
    expect((await cancel(after.deliveryId)).statusCode).toBe(200);
    const refunded = await paymentOf(t, sender.token, after.deliveryId);
    expect(refunded).toMatchObject({ status: 'refunded', refunded: { amountMinor: 4125 } });
    const row = await paymentRow(after.deliveryId);
    expect(await provider().countOperations(row.providerPaymentId ?? '', 'refund')).toBe(1);
    expect(await balanceOf(t.db, `escrow:order:${after.orderId}`)).toMatchObject({ posted: 0 });
    const closed = await startCheckout(t, sender.token, after.deliveryId);
    expect(closed.json().error.code).toBe('payment_closed');
  });
});

describe('the webhook', () => {
  it('refuses a bad signature, a stale or future timestamp, an unreadable event and another provider', async () => {
    const { deliveryId } = await matched();
    const row = await paymentRow(deliveryId);
    const forged = await signedEvent(
      'payment_intent.amount_capturable_updated',
      row,
      {},
      { secret: 'whsec_not_ours' },
    );
    const bad = await deliverWebhook(forged);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('webhook_signature_invalid');
    const tampered = await signedEvent('payment_intent.amount_capturable_updated', row);
    expect(
      (await deliverWebhook({ ...tampered, body: tampered.body.replace('"usd"', '"eur"') })).json().error
        .code,
    ).toBe('webhook_signature_invalid');
    expect((await deliverWebhook({ ...tampered, signature: '' })).json().error.code).toBe(
      'webhook_signature_invalid',
    );
    for (const offset of [-6 * 60 * 1000, 6 * 60 * 1000]) {
      const skewed = await signedEvent(
        'payment_intent.amount_capturable_updated',
        row,
        {},
        {
          at: new Date(t.clock.now().getTime() + offset),
        },
      );
      const stale = await deliverWebhook(skewed);
      expect(stale.statusCode).toBe(400);
      expect(stale.json().error.code).toBe('webhook_timestamp_stale');
    }
    const secret = await ensureWebhookSecret(t.db, t.clock.now());
    const garbage = '{"not":"an event"}';
    const unreadable = await deliverWebhook({
      body: garbage,
      signature: signPayload(garbage, secret, t.clock.now()),
    });
    expect(unreadable.statusCode).toBe(400);
    expect((await deliverWebhook(tampered, 'stripe')).statusCode).toBe(404);
    expect((await paymentRow(deliveryId)).status).toBe('requires_payment');
  });

  it('applies the same event delivered 10 times at once exactly once', async () => {
    const { deliveryId, orderId } = await matched();
    const row = await paymentRow(deliveryId);
    const event = await signedEvent('payment_intent.amount_capturable_updated', row);
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliverWebhook(event)));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const eventId = JSON.parse(event.body).id as string;
    const [stored] = await t.db
      .select({ n: count() })
      .from(providerEvents)
      .where(and(eq(providerEvents.provider, 'test'), eq(providerEvents.eventId, eventId)));
    expect(stored?.n).toBe(1);
    const [attempts] = await t.db
      .select({ n: count() })
      .from(paymentAttempts)
      .where(eq(paymentAttempts.paymentId, row.id));
    expect(attempts?.n).toBe(1);
    expect(await balanceOf(t.db, `escrow:order:${orderId}`)).toMatchObject({ pendingCredits: 4125 });
    expect((await paymentRow(deliveryId)).status).toBe('authorized');
  });

  it('never moves a payment back: a late authorization, decline or cancellation after the capture changes nothing', async () => {
    const { deliveryId } = await matched();
    await payFor(t, deliveryId, { token: sender.token });
    expect((await pickUp(deliveryId)).statusCode).toBe(200);
    const row = await paymentRow(deliveryId);
    const intent = { id: row.providerPaymentId };
    for (const [type, extra] of [
      ['payment_intent.amount_capturable_updated', {}],
      ['payment_intent.payment_failed', { amount_capturable: 0, last_payment_error: { message: 'Late.' } }],
      ['payment_intent.canceled', {}],
    ] as const) {
      const answer = await deliverWebhook(await signedEvent(type, row, { ...intent, ...extra }));
      expect(answer.statusCode, answer.body).toBe(200);
      expect((await paymentRow(deliveryId)).status).toBe('captured');
    }
    // The database refuses it too, whatever code tries.
    await expect(
      t.db.update(payments).set({ status: 'authorized' }).where(eq(payments.id, row.id)),
    ).rejects.toThrow();
  });

  it('applies a capture the provider reports before our own call returns (Stripe’s payment_intent.succeeded)', async () => {
    const { deliveryId } = await matched();
    await payFor(t, deliveryId, { token: sender.token });
    const row = await paymentRow(deliveryId);
    const answer = await deliverWebhook(
      await signedEvent('payment_intent.succeeded', row, { id: row.providerPaymentId }),
    );
    expect(answer.statusCode).toBe(200);
    expect((await paymentRow(deliveryId)).status).toBe('captured');
  });
});

/** The hand-over form with just the code. */
function multipartCode(code: string) {
  const boundary = `----tote${randomBytes(6).toString('hex')}`;
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: `--${boundary}\r\nContent-Disposition: form-data; name="code"\r\n\r\n${code}\r\n--${boundary}--\r\n`,
  };
}
