import { randomBytes, randomUUID } from 'node:crypto';
import { orderFormFields, pngBytes } from '@tote/fixtures/factories/orders';
import { tripInput } from '@tote/fixtures/factories/trips';
import { eq } from 'drizzle-orm';
import type { App } from '../src/app';
import type { Database } from '../src/db/client';
import { orders } from '../src/db/schema/orders';
import { payments } from '../src/db/schema/payments';
import { SESSION_COOKIE } from '../src/modules/accounts/accounts.policy';
import { SIGNATURE_HEADER } from '../src/modules/payments/provider';
import { signPayload } from '../src/modules/payments/test-provider/signature';
import { ensureWebhookSecret } from '../src/modules/payments/test-provider/test-provider.repo';
import { releaseDueEarnings } from '../src/modules/wallet/wallet.service';
import type { Clock } from '../src/plugins/clock';
import { multipart } from './multipart';
import { backdateOrders } from './orders';
import { createPerson, openSession } from './people';
import { backdateTrips } from './trips';

// A whole order's money, through the real routes (app.inject) as its people make it: the sender places and
// pays, staff match and pay out, the traveler picks up, hands over and withdraws; the scheduler's releases are
// the wallet's own function after the clock moved. No vitest here: the property test, the lifecycle test and the
// bench (bench/money-run.ts) all drive it. Every step throws on an answer it did not expect.

const API = '/api/v1';
const HOUR = 60 * 60 * 1000;

export const CARDS = {
  authorized: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
} as const;

export interface MoneyWorld {
  app: App;
  db: Database;
  clock: Clock & { advance(ms: number): void };
  senderId: string;
  travelerId: string;
  staffId: string;
}

export class UnexpectedAnswer extends Error {
  constructor(
    readonly step: string,
    readonly statusCode: number,
    readonly body: string,
  ) {
    super(`${step}: answered ${statusCode} ${body.slice(0, 300)}`);
  }
}

/** A sender, a verified traveler with a bank account saved, and a staff member. */
export async function createMoneyWorld(
  app: App,
  db: Database,
  clock: MoneyWorld['clock'],
): Promise<MoneyWorld> {
  const [sender, traveler, staff] = [
    await createPerson(db, clock, 'sender', { fullName: 'Grace Sender' }),
    await createPerson(db, clock, 'verifiedTraveler', { fullName: 'Tess Traveler' }),
    await createPerson(db, clock, 'staff'),
  ];
  const world = {
    app,
    db,
    clock,
    senderId: sender.userId,
    travelerId: traveler.userId,
    staffId: staff.userId,
  };
  await call(world, 'traveler', 'PUT', '/wallet/payout-method', 'save bank account', {
    payload: { kind: 'iban', holderName: 'Tess T', iban: 'GB82 WEST 1234 5698 7654 32' },
  });
  return world;
}

type Who = 'sender' | 'traveler' | 'staff';

/** One request as `who` (a fresh session each time: the tests move the clock by days and sessions idle out). */
export async function call(
  w: MoneyWorld,
  who: Who,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  step: string,
  options: { payload?: unknown; headers?: Record<string, string>; expect?: number[] } = {},
) {
  const userId = who === 'sender' ? w.senderId : who === 'traveler' ? w.travelerId : w.staffId;
  const token = await openSession(w.db, w.clock, userId);
  const response = await w.app.inject({
    method,
    url: `${API}${url}`,
    cookies: { [SESSION_COOKIE]: token },
    ...(options.payload !== undefined ? { payload: options.payload as object } : {}),
    ...(options.headers ? { headers: options.headers } : {}),
  });
  const allowed = options.expect ?? [200, 201];
  if (!allowed.includes(response.statusCode))
    throw new UnexpectedAnswer(step, response.statusCode, response.body);
  return response;
}

/**
 * The sender places an order (one photo); its delivery id. A world may place more than a sender may in an hour
 * (orders.policy.ts): the earlier ones are moved an hour back first, the clock stays.
 */
export async function placeOrder(w: MoneyWorld, weightKg = 2): Promise<string> {
  await backdateOrders(w.db, w.senderId);
  const form = multipart(orderFormFields({ weightKg }), [
    { name: 'images', filename: 'item.png', type: 'image/png', content: pngBytes() },
  ]);
  const response = await call(w, 'sender', 'POST', '/orders', 'place order', {
    payload: form.payload,
    headers: form.headers,
  });
  return (response.json() as { deliveryId: string }).deliveryId;
}

/** The traveler posts a trip a week ahead (the earlier ones moved an hour back, as orders), staff approve it. */
export async function openTrip(w: MoneyWorld): Promise<string> {
  await backdateTrips(w.db, w.travelerId);
  const trip = await call(w, 'traveler', 'POST', '/trips', 'post trip', {
    payload: tripInput({}, { now: w.clock.now() }),
  });
  const id = (trip.json() as { id: string }).id;
  await call(w, 'staff', 'POST', `/trips/${id}/approve`, 'approve trip');
  return id;
}

/** Staff match the order with the trip (the payment is made, waiting for the sender); the match id. */
export async function match(w: MoneyWorld, deliveryId: string, tripId: string): Promise<string> {
  const response = await call(w, 'staff', 'POST', '/matches', 'match', { payload: { deliveryId, tripId } });
  return (response.json() as { id: string }).id;
}

/** Pay, then the card on the test provider's page (its signed webhook decides); the card's outcome. */
export async function pay(w: MoneyWorld, deliveryId: string, card: string = CARDS.authorized) {
  const checkout = await call(w, 'sender', 'POST', `/orders/${deliveryId}/payment/checkout`, 'checkout', {
    payload: {},
  });
  const sessionId = (checkout.json() as { checkoutUrl: string }).checkoutUrl.split('/').pop() as string;
  const paid = await w.app.inject({
    method: 'POST',
    url: `${API}/test-provider/sessions/${sessionId}/pay`,
    payload: { cardNumber: card, expiry: '12/34', cvc: '123' },
  });
  if (paid.statusCode !== 200) throw new UnexpectedAnswer('pay', paid.statusCode, paid.body);
  return (paid.json() as { outcome: 'authorized' | 'declined' }).outcome;
}

export const pickUp = (w: MoneyWorld, deliveryId: string, expect?: number[]) =>
  call(w, 'traveler', 'POST', `/deliveries/${deliveryId}/picked-up`, 'pick up', {
    ...(expect ? { expect } : {}),
  });

/** The traveler types the sender's hand-over code. */
export async function deliver(w: MoneyWorld, deliveryId: string) {
  const [row] = await w.db
    .select({ code: orders.handOverCode })
    .from(orders)
    .where(eq(orders.deliveryId, deliveryId));
  const boundary = `----tote${randomBytes(6).toString('hex')}`;
  return call(w, 'traveler', 'POST', `/deliveries/${deliveryId}/delivered`, 'deliver', {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: `--${boundary}\r\nContent-Disposition: form-data; name="code"\r\n\r\n${row?.code ?? ''}\r\n--${boundary}--\r\n`,
  });
}

export const cancel = (w: MoneyWorld, deliveryId: string) =>
  call(w, 'sender', 'POST', `/orders/${deliveryId}/cancel`, 'cancel', {
    payload: { reason: 'Plans changed.' },
  });

export const unmatch = (w: MoneyWorld, matchId: string) =>
  call(w, 'staff', 'POST', `/matches/${matchId}/unmatch`, 'unmatch', { payload: {} });

/** The clock past the hold, then the scheduler's release (the wallet's own function). */
export async function releaseAfterHold(w: MoneyWorld, holdHours = 72) {
  w.clock.advance(holdHours * HOUR + 60_000);
  return releaseDueEarnings(w.db, w.clock.now());
}

/** The traveler withdraws, staff approve (the test provider is asked); the payout's id. */
export async function withdraw(w: MoneyWorld, amountMinor: number, approve = true): Promise<string> {
  const made = await call(w, 'traveler', 'POST', '/wallet/withdrawals', 'withdraw', {
    payload: { amountMinor },
    headers: { 'idempotency-key': randomUUID() },
  });
  const id = (made.json() as { id: string }).id;
  if (approve) await call(w, 'staff', 'POST', `/admin/payouts/${id}/approve`, 'approve payout');
  return id;
}

/** The provider reports the payout paid or failed: a Stripe-shaped event, signed, through the webhook route. */
export async function payoutEvent(w: MoneyWorld, payoutId: string, outcome: 'paid' | 'failed') {
  const at = w.clock.now();
  const body = JSON.stringify({
    id: `evt_test_${randomBytes(8).toString('hex')}`,
    object: 'event',
    type: `payout.${outcome}`,
    created: Math.floor(at.getTime() / 1000),
    data: {
      object: {
        id: `po_test_${payoutId}`,
        object: 'payout',
        amount: 0,
        currency: 'usd',
        status: outcome,
        metadata: { payoutId },
        ...(outcome === 'failed' ? { failure_message: 'The bank refused the payout.' } : {}),
      },
    },
  });
  return { body, signature: signPayload(body, await ensureWebhookSecret(w.db, at), at) };
}

export async function deliverWebhook(w: MoneyWorld, event: { body: string; signature: string }) {
  const response = await w.app.inject({
    method: 'POST',
    url: `${API}/payments/webhooks/test`,
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: event.signature },
    payload: event.body,
  });
  if (response.statusCode !== 200) throw new UnexpectedAnswer('webhook', response.statusCode, response.body);
  return response;
}

export async function paymentStatus(w: MoneyWorld, deliveryId: string) {
  const [row] = await w.db
    .select({ status: payments.status })
    .from(payments)
    .where(eq(payments.deliveryId, deliveryId));
  return row?.status;
}

/**
 * One order from start to finish: place → match → pay → pick up → deliver → release (after the hold) → withdraw
 * the carriage → the provider reports the payout paid. Returns the carriage the traveler was paid.
 */
export async function fullLifecycle(w: MoneyWorld, tripId: string, options: { release?: boolean } = {}) {
  const deliveryId = await placeOrder(w, 1);
  await match(w, deliveryId, tripId);
  if ((await pay(w, deliveryId)) !== 'authorized') throw new Error(`${deliveryId}: not authorized`);
  await pickUp(w, deliveryId);
  await deliver(w, deliveryId);
  if (options.release !== false) await releaseAfterHold(w);
  return deliveryId;
}

export interface LifecyclesResult {
  lifecycles: number;
  ms: number;
  perSecond: number;
}

/**
 * `count` whole lifecycles on `concurrency` workers (each its own sender, traveler and staff member; a new trip
 * every 10 orders): everyone places, is matched, pays, is picked up and handed over; then the clock passes the
 * hold and the scheduler's release runs once, as it would every 15 minutes; then each traveler withdraws each
 * carriage, staff approve and the provider reports the payout paid. Timed from the first order to the last
 * payout (the clock's jump takes no time). The bench reports it; the lifecycle test checks only the books after.
 */
export async function runMoneyLifecycles(
  app: App,
  db: Database,
  clock: MoneyWorld['clock'],
  options: { count: number; concurrency: number },
): Promise<LifecyclesResult> {
  const workers = await Promise.all(
    Array.from({ length: options.concurrency }, () => createMoneyWorld(app, db, clock)),
  );
  const share = (i: number) =>
    Math.floor(options.count / options.concurrency) + (i < options.count % options.concurrency ? 1 : 0);
  const started = performance.now();
  const delivered = await Promise.all(
    workers.map(async (w, i) => {
      const mine: string[] = [];
      let tripId = '';
      for (let n = 0; n < share(i); n += 1) {
        if (n % 10 === 0) tripId = await openTrip(w);
        mine.push(await fullLifecycle(w, tripId, { release: false }));
      }
      return mine;
    }),
  );
  clock.advance(72 * HOUR + 60_000);
  await releaseDueEarnings(db, clock.now());
  await Promise.all(
    workers.map(async (w, i) => {
      for (const _deliveryId of delivered[i] ?? []) {
        // 1 kg at the trip factory's $15 per kg: the carriage, withdrawn whole.
        const payoutId = await withdraw(w, 1500);
        await deliverWebhook(w, await payoutEvent(w, payoutId, 'paid'));
      }
    }),
  );
  const ms = performance.now() - started;
  return { lifecycles: options.count, ms, perSecond: (options.count * 1000) / ms };
}
