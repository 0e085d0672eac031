import { orderFormFields } from '@tote/fixtures/factories/orders';
import { contentsMessages, contentsNotes, PROHIBITED_ITEMS_VERSION } from '@tote/validation/contents';
import { type Order, OrderSchema } from '@tote/validation/orders';
import { DeliverySchema } from '@tote/validation/trips';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useAccountsTestApp } from '../../../test/accounts';
import { getJson, placeOrder, postOrder, send } from '../../../test/orders';
import { expectLedgerClean, payFor, paymentOf } from '../../../test/payments';
import { openSession } from '../../../test/people';
import { approve, type Caller, caller, shareTrip } from '../../../test/trips';
import { orders } from '../../db/schema/orders';
import { trips } from '../../db/schema/trips';
import { balanceOf } from '../ledger/ledger.service';

// Declared contents (docs/decisions/020-declared-contents.md): the attestation on POST /orders, the traveler's
// refusal at pick-up and the staff's cancellation for prohibited contents, money included.

const t = useAccountsTestApp();
let sender: Caller;
let traveler: Caller;
let otherTraveler: Caller;
let staff: Caller;
const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  sender = await caller(t, 'sender', 'Grace Sender');
  traveler = await caller(t, 'verifiedTraveler', 'Tess Traveler');
  otherTraveler = await caller(t, 'verifiedTraveler', 'Otto Other');
  staff = await caller(t, 'staff');
});

// Tests move the clock by a day: everyone signs in afresh (staff sessions idle out quickly).
async function signInAll() {
  for (const who of [sender, traveler, otherTraveler, staff])
    who.token = await openSession(t.db, t.clock, who.userId);
}
beforeEach(signInAll);
afterEach(() => expectLedgerClean(t));

/** An order of the sender matched by staff through the real route, on a new approved trip of the traveler. */
async function matched(weightKg = 2) {
  const trip = await shareTrip(t, traveler);
  await approve(t, staff, trip.id);
  const order = await placeOrder(t, sender, { weightKg });
  const response = await send(t, staff.token, 'POST', '/matches', {
    deliveryId: order.deliveryId,
    tripId: trip.id,
  });
  expect(response.statusCode, response.body).toBe(201);
  return { deliveryId: order.deliveryId, tripId: trip.id };
}

const remainingGrams = async (tripId: string) => {
  const [row] = await t.db
    .select({ remaining: trips.remainingGrams })
    .from(trips)
    .where(eq(trips.id, tripId));
  return row?.remaining;
};
const escrowOf = async (deliveryId: string) => {
  const [row] = await t.db.select({ id: orders.id }).from(orders).where(eq(orders.deliveryId, deliveryId));
  const balance = await balanceOf(t.db, `escrow:order:${row?.id}`).catch(() => undefined);
  return balance ? balance.posted + balance.pendingCredits : 0;
};
const refuse = (who: Caller, deliveryId: string, reason = 'The box holds a bottle of lighter fuel.') =>
  send(t, who.token, 'POST', `/deliveries/${deliveryId}/refuse`, { reason });
const orderOf = async (deliveryId: string): Promise<Order> =>
  OrderSchema.parse((await getJson(t, sender.token, `/orders/${deliveryId}`)).json());

describe('the attestation on POST /orders', () => {
  it('refuses an order without it, with the message, and makes nothing', async () => {
    const { contentsAttested: _omitted, ...fields } = orderFormFields();
    const missing = await postOrder(t, sender.token, { fields });
    expect(missing.statusCode, missing.body).toBe(400);
    expect(missing.json().error).toMatchObject({
      code: 'validation_error',
      fields: { contentsAttested: contentsMessages.attestationRequired },
    });
    const unticked = await postOrder(t, sender.token, { fields: { ...fields, contentsAttested: 'false' } });
    expect(unticked.json().error.fields).toEqual({ contentsAttested: contentsMessages.attestationRequired });
  });

  it('stores when it was attested and against which version of the list', async () => {
    const order = await placeOrder(t, sender);
    expect(order.contents).toEqual({
      category: order.category,
      itemNames: order.itemNames,
      declaredValue: { amountMinor: 4550, currency: 'USD' },
      attestedAt: t.clock.now().toISOString(),
      listVersion: PROHIBITED_ITEMS_VERSION,
    });
  });
});

describe('refused at pick-up', () => {
  it('shows the traveler the declaration before pick-up, and lets them refuse', async () => {
    const { deliveryId } = await matched();
    const delivery = DeliverySchema.parse(
      (await getJson(t, traveler.token, `/deliveries/${deliveryId}`)).json(),
    );
    expect(delivery.canRefuse).toBe(true);
    expect(delivery.contents).toMatchObject({
      listVersion: PROHIBITED_ITEMS_VERSION,
      itemNames: delivery.itemNames,
    });
    expect(delivery.contents?.attestedAt).not.toBeNull();
  });

  it('before payment: the unpaid payment closes, the order is back to matching, the trip gets its room back', async () => {
    const { deliveryId, tripId } = await matched(2);
    expect(await remainingGrams(tripId)).toBe(18_000);
    const response = await refuse(traveler, deliveryId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ deliveryId, status: 'processing' });
    expect(await remainingGrams(tripId)).toBe(20_000);
    const order = await orderOf(deliveryId);
    expect(order.status).toBe('processing');
    expect(order.courier).toBeNull();
    expect(order.events.at(-1)).toMatchObject({
      type: 'unmatched',
      note: contentsNotes.refused('The box holds a bottle of lighter fuel.'),
    });
    expect((await paymentOf(t, sender.token, deliveryId)).status).toBe('voided');
    // The sender hears why; the delivery is gone from the traveler's list.
    const bell = (await getJson(t, sender.token, '/notifications')).json();
    expect(bell.notifications[0]).toMatchObject({ title: 'Items refused at pick-up', deliveryId });
    expect((await getJson(t, traveler.token, `/deliveries/${deliveryId}`)).statusCode).toBe(404);
  });

  it('voids an authorized payment: nothing stays in escrow', async () => {
    const { deliveryId, tripId } = await matched(3);
    await payFor(t, deliveryId, { token: sender.token });
    expect((await paymentOf(t, sender.token, deliveryId)).status).toBe('authorized');
    expect(await escrowOf(deliveryId)).toBeGreaterThan(0);
    expect((await refuse(traveler, deliveryId)).statusCode).toBe(200);
    expect((await paymentOf(t, sender.token, deliveryId)).status).toBe('voided');
    expect(await escrowOf(deliveryId)).toBe(0);
    expect(await remainingGrams(tripId)).toBe(20_000);
    expect((await orderOf(deliveryId)).status).toBe('processing');
  });

  it('refunds a captured payment in full (the unmatch window had closed)', async () => {
    const { deliveryId } = await matched(1);
    await payFor(t, deliveryId, { token: sender.token });
    t.clock.advance(24 * HOUR + 1000);
    await signInAll();
    await t.app.payments.captureDue(t.clock.now());
    const captured = await paymentOf(t, sender.token, deliveryId);
    expect(captured.status).toBe('captured');
    expect((await refuse(traveler, deliveryId)).statusCode).toBe(200);
    const refunded = await paymentOf(t, sender.token, deliveryId);
    expect(refunded.status).toBe('refunded');
    expect(refunded.refunded).toEqual(captured.breakdown.total);
    expect(await escrowOf(deliveryId)).toBe(0);
    expect((await orderOf(deliveryId)).status).toBe('processing');
  });

  it('is refused once picked up, and for anyone but the carrying traveler', async () => {
    const { deliveryId } = await matched();
    expect((await refuse(otherTraveler, deliveryId)).statusCode).toBe(404);
    expect((await refuse(sender, deliveryId)).statusCode).toBe(403);
    await payFor(t, deliveryId, { token: sender.token });
    const picked = await send(t, traveler.token, 'POST', `/deliveries/${deliveryId}/picked-up`);
    expect(picked.statusCode, picked.body).toBe(200);
    expect(picked.json().canRefuse).toBe(false);
    const late = await refuse(traveler, deliveryId);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toMatchObject({
      code: 'already_picked_up',
      message: contentsMessages.refusedAfterPickUp,
    });
    expect((await orderOf(deliveryId)).status).toBe('shipping');
    expect((await paymentOf(t, sender.token, deliveryId)).status).toBe('captured');
  });

  it('needs a reason', async () => {
    const { deliveryId } = await matched();
    const response = await refuse(traveler, deliveryId, '   ');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ reason: contentsMessages.reasonRequired });
    expect((await orderOf(deliveryId)).status).toBe('matched');
  });
});

describe('staff cancel for prohibited contents', () => {
  const cancel = (
    who: Caller,
    deliveryId: string,
    reason = 'Declared as clothes; the photos show a replica gun.',
  ) => send(t, who.token, 'POST', `/admin/orders/${deliveryId}/cancel-prohibited`, { reason });

  it('refunds a captured payment in full, tells both, keeps the reason on the history', async () => {
    const { deliveryId, tripId } = await matched(2);
    await payFor(t, deliveryId, { token: sender.token });
    t.clock.advance(24 * HOUR + 1000);
    await signInAll();
    await t.app.payments.captureDue(t.clock.now());
    const response = await cancel(staff, deliveryId);
    expect(response.statusCode, response.body).toBe(200);
    const order = OrderSchema.parse(response.json());
    expect(order.status).toBe('cancelled');
    expect(order.events.at(-1)).toMatchObject({
      type: 'cancelled',
      note: contentsNotes.cancelled('Declared as clothes; the photos show a replica gun.'),
    });
    const payment = await paymentOf(t, sender.token, deliveryId);
    expect(payment.status).toBe('refunded');
    expect(payment.refunded).toEqual(payment.breakdown.total);
    expect(await escrowOf(deliveryId)).toBe(0);
    expect(await remainingGrams(tripId)).toBe(20_000);
    for (const who of [sender, traveler]) {
      const bell = (await getJson(t, who.token, '/notifications')).json();
      expect(bell.notifications.map((n: { title: string }) => n.title)).toContain(
        'Cancelled for prohibited contents',
      );
    }
  });

  it('voids an authorization; cancels an unmatched order too', async () => {
    const { deliveryId } = await matched();
    await payFor(t, deliveryId, { token: sender.token });
    expect((await cancel(staff, deliveryId)).statusCode).toBe(200);
    expect((await paymentOf(t, sender.token, deliveryId)).status).toBe('voided');
    const waiting = await placeOrder(t, sender);
    expect((await cancel(staff, waiting.deliveryId)).json().status).toBe('cancelled');
  });

  it('is refused after pick-up, and to anyone but staff', async () => {
    const { deliveryId } = await matched();
    expect((await cancel(sender, deliveryId)).statusCode).toBe(403);
    expect((await cancel(traveler, deliveryId)).statusCode).toBe(403);
    await payFor(t, deliveryId, { token: sender.token });
    expect((await send(t, traveler.token, 'POST', `/deliveries/${deliveryId}/picked-up`)).statusCode).toBe(
      200,
    );
    const late = await cancel(staff, deliveryId);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('not_cancellable_for_contents');
  });
});
