import { orderFormFields, pngBytes } from '@tote/fixtures/factories/orders';
import {
  contentsMessages,
  contentsNotes,
  PickUpRefusalListSchema,
  PROHIBITED_ITEMS_VERSION,
} from '@tote/validation/contents';
import { type Order, OrderSchema, orderMessages } from '@tote/validation/orders';
import { DeliverySchema } from '@tote/validation/trips';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API, useAccountsTestApp, withSession } from '../../../test/accounts';
import { type FilePart, multipart } from '../../../test/multipart';
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
/** The refusal as the traveler's dialog sends it: multipart, the reason and optional photos. */
const refuse = (
  who: Caller,
  deliveryId: string,
  reason = 'The box holds a bottle of lighter fuel.',
  photos: readonly FilePart[] = [],
) =>
  t.app.inject({
    method: 'POST',
    url: `${API}/deliveries/${deliveryId}/refuse`,
    cookies: withSession(who.token),
    ...multipart({ reason }, photos),
  });
const photo = (content: Uint8Array = pngBytes(), type = 'image/png'): FilePart => ({
  name: 'photos',
  filename: 'what-i-saw.png',
  type,
  content,
});
const refusalsOf = (who: Caller, deliveryId: string) =>
  getJson(t, who.token, `/admin/orders/${deliveryId}/refusals`);
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

describe('refusal photos', () => {
  it('stores the photos with the refusal; staff read them, the sender and travelers cannot', async () => {
    const { deliveryId } = await matched(0.5);
    const response = await refuse(traveler, deliveryId, 'A lithium battery pack, loose.', [photo(), photo()]);
    expect(response.statusCode, response.body).toBe(200);
    const listed = await refusalsOf(staff, deliveryId);
    expect(listed.statusCode, listed.body).toBe(200);
    const { refusals } = PickUpRefusalListSchema.parse(listed.json());
    expect(refusals).toHaveLength(1);
    expect(refusals[0]).toMatchObject({
      travelerId: traveler.userId,
      reason: 'A lithium battery pack, loose.',
    });
    expect(refusals[0]?.photos).toHaveLength(2);
    const url = refusals[0]?.photos[0]?.url ?? '';
    const read = (who: Caller) => t.app.inject({ method: 'GET', url, cookies: withSession(who.token) });
    const staffRead = await read(staff);
    expect(staffRead.statusCode).toBe(200);
    expect(staffRead.headers['content-type']).toBe('image/png');
    expect(staffRead.headers['x-content-type-options']).toBe('nosniff');
    expect(staffRead.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    for (const who of [sender, traveler, otherTraveler]) {
      expect((await read(who)).statusCode).toBe(403);
      expect((await refusalsOf(who, deliveryId)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    // No photo at that position, or no such refusal: 404.
    const missing = url.replace(/\/0$/, '/2');
    expect(
      (await t.app.inject({ method: 'GET', url: missing, cookies: withSession(staff.token) })).statusCode,
    ).toBe(404);
  });

  it('keeps a refusal without photos working, with an empty list of photos', async () => {
    const { deliveryId } = await matched(0.5);
    expect((await refuse(traveler, deliveryId, 'Smells of petrol.')).statusCode).toBe(200);
    const { refusals } = PickUpRefusalListSchema.parse((await refusalsOf(staff, deliveryId)).json());
    expect(refusals).toEqual([expect.objectContaining({ reason: 'Smells of petrol.', photos: [] })]);
  });

  it('refuses a file that is not an image with the field’s message, and the order stays matched', async () => {
    const { deliveryId } = await matched(0.5);
    const text = photo(new TextEncoder().encode('not an image at all'), 'image/png');
    const response = await refuse(traveler, deliveryId, 'A knife.', [text]);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'file_type',
      fields: { photos: orderMessages.imageType },
    });
    expect((await orderOf(deliveryId)).status).toBe('matched');
    expect(PickUpRefusalListSchema.parse((await refusalsOf(staff, deliveryId)).json()).refusals).toEqual([]);
  });

  it('refuses more photos than allowed with the field’s message', async () => {
    const { deliveryId } = await matched(0.5);
    const response = await refuse(traveler, deliveryId, 'A knife.', [photo(), photo(), photo(), photo()]);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'too_many_files',
      fields: { photos: contentsMessages.tooManyPhotos },
    });
    expect((await orderOf(deliveryId)).status).toBe('matched');
  });

  it('answers a delivery already picked up before it decodes the photos (check, then decode)', async () => {
    const { deliveryId } = await matched(0.5);
    await payFor(t, deliveryId, { token: sender.token });
    expect((await send(t, traveler.token, 'POST', `/deliveries/${deliveryId}/picked-up`)).statusCode).toBe(
      200,
    );
    // A PNG cut short: its type is seen in the first bytes, only the decoder refuses it (400 file_type).
    const broken = photo(pngBytes().subarray(0, 60));
    const late = await refuse(traveler, deliveryId, 'A knife.', [broken]);
    expect(late.statusCode, late.body).toBe(409);
    expect(late.json().error.code).toBe('already_picked_up');
    // While matched, the same photo is decoded and refused: the check came first above, not the decoder.
    const other = await matched(0.5);
    const decoded = await refuse(traveler, other.deliveryId, 'A knife.', [broken]);
    expect(decoded.statusCode).toBe(400);
    expect(decoded.json().error.code).toBe('file_type');
    expect((await orderOf(other.deliveryId)).status).toBe('matched');
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
