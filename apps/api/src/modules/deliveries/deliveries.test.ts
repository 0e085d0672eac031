import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pngBytes } from '@tote/fixtures/factories/orders';
import {
  ADDRESS_CHANGE_LIMIT,
  ADDRESS_CHANGES_SHOWN,
  NotificationListSchema,
  OrderSchema,
} from '@tote/validation/orders';
import {
  DeliveryPageSchema,
  DeliverySchema,
  HAND_OVER_MAX_ATTEMPTS,
  TravelerOverviewSchema,
  TravelerProfileSchema,
  TripSchema,
  tripMessages,
} from '@tote/validation/trips';
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { API, useAccountsTestApp, withSession } from '../../../test/accounts';
import { multipart } from '../../../test/multipart';
import { getJson, placeOrder, send } from '../../../test/orders';
import { payFor } from '../../../test/payments';
import { approve, type Caller, caller, handOverCodeOf, matchOrder, shareTrip } from '../../../test/trips';
import { matches } from '../../db/schema/matches';
import { orderEvents } from '../../db/schema/order-events';
import { orders } from '../../db/schema/orders';
import { reviews } from '../../db/schema/reviews';
import { trips } from '../../db/schema/trips';
import { bayesianRating } from '../reviews/rating';

const t = useAccountsTestApp();
let traveler: Caller;
let otherTraveler: Caller;
let sender: Caller;
let otherSender: Caller;
let staff: Caller;
let tripId: string;

beforeAll(async () => {
  traveler = await caller(t, 'verifiedTraveler', 'Tess Traveler');
  otherTraveler = await caller(t, 'verifiedTraveler', 'Otto Traveler');
  sender = await caller(t, 'sender', 'Grace Sender');
  otherSender = await caller(t, 'sender', 'Bola Sender');
  staff = await caller(t, 'staff');
  const trip = await shareTrip(t, traveler);
  await approve(t, staff, trip.id);
  tripId = trip.id;
});

/** A new order of the sender matched to the traveler's trip and paid (pick-up needs the payment authorized). */
async function matchedOrder(overrides: Parameters<typeof placeOrder>[2] = {}) {
  const order = await placeOrder(t, sender, overrides);
  await matchOrder(t, order.deliveryId, tripId, staff.userId);
  await payFor(t, order.deliveryId, { token: sender.token });
  return order;
}

function deliver(
  who: Caller,
  deliveryId: string,
  code: string,
  photo?: { content: Uint8Array; type?: string },
) {
  const form = multipart(
    { code },
    photo
      ? [
          {
            name: 'photo',
            filename: 'hand-over.png',
            type: photo.type ?? 'image/png',
            content: photo.content,
          },
        ]
      : [],
  );
  return t.app.inject({
    method: 'POST',
    url: `${API}/deliveries/${deliveryId}/delivered`,
    cookies: withSession(who.token),
    ...form,
  });
}

const titlesOf = async (who: Caller) =>
  NotificationListSchema.parse((await getJson(t, who.token, '/notifications')).json()).notifications.map(
    (notice) => `${notice.title} ${notice.deliveryId ?? ''}`.trim(),
  );

describe('matching (the test factory)', () => {
  it('takes the weight off the trip, makes a hand-over code the sender alone sees, and tells both', async () => {
    const order = await matchedOrder({ weightKg: 1.5 });
    const code = await handOverCodeOf(t, order.deliveryId);
    expect(code).toMatch(/^\d{6}$/);
    const forSender = OrderSchema.parse(
      (await getJson(t, sender.token, `/orders/${order.deliveryId}`)).json(),
    );
    expect(forSender).toMatchObject({ status: 'matched', handOverCode: code });
    const forStaff = OrderSchema.parse((await getJson(t, staff.token, `/orders/${order.deliveryId}`)).json());
    expect(forStaff.handOverCode).toBeNull();
    expect(await titlesOf(sender)).toContain(`Traveler matched ${order.deliveryId}`);
    expect(await titlesOf(traveler)).toContain(`New delivery ${order.deliveryId}`);
    const trip = TripSchema.parse((await getJson(t, traveler.token, `/trips/${tripId}`)).json());
    expect(trip.deliveryCount).toBeGreaterThan(0);
  });

  it('refuses an order that does not fit the room left', async () => {
    const small = await shareTrip(t, traveler, { weightKg: 1 });
    await approve(t, staff, small.id);
    const order = await placeOrder(t, sender, { weightKg: 2 });
    await expect(matchOrder(t, order.deliveryId, small.id)).rejects.toMatchObject({ code: 'trip_full' });
    const [row] = await t.db.select().from(trips).where(eq(trips.id, small.id));
    expect(row?.remainingGrams).toBe(1000);
  });
});

describe('GET /deliveries, /deliveries/overview, /deliveries/:deliveryId', () => {
  it('lists only orders on the traveler’s own trips, by tab, searched on the server', async () => {
    const gadgets = await matchedOrder({ category: 'Gadgets', itemNames: ['Kindle Paperwhite'] });
    const clothes = await matchedOrder({ category: 'Clothes', itemNames: ['Kente scarf'] });
    const cancelled = await matchedOrder({ category: 'Books' });
    expect((await send(t, sender.token, 'POST', `/orders/${cancelled.deliveryId}/cancel`)).statusCode).toBe(
      200,
    );
    const unmatchedElsewhere = await placeOrder(t, otherSender);

    const page = async (query: Record<string, string>, who: Caller = traveler) => {
      const response = await getJson(t, who.token, '/deliveries', { pageSize: '50', ...query });
      expect(response.statusCode, response.body).toBe(200);
      return DeliveryPageSchema.parse(response.json());
    };
    const processing = (await page({ tab: 'processing' })).deliveries.map((d) => d.deliveryId);
    expect(processing).toEqual(expect.arrayContaining([gadgets.deliveryId, clothes.deliveryId]));
    expect(processing).not.toContain(cancelled.deliveryId);
    expect(processing).not.toContain(unmatchedElsewhere.deliveryId);
    const cancelledTab = (await page({ tab: 'cancelled' })).deliveries.map((d) => d.deliveryId);
    expect(cancelledTab).toEqual([cancelled.deliveryId]);

    const found = await page({ q: 'kente' });
    expect(found.deliveries.map((d) => d.deliveryId)).toEqual([clothes.deliveryId]);
    expect(found.deliveries[0]).toMatchObject({ senderName: 'Grace Sender', travelerName: 'Tess Traveler' });
    expect((await page({ q: 'grace' })).total).toBeGreaterThan(1); // the sender's name
    expect((await page({ q: '100%_' })).total).toBe(0);

    expect((await page({}, otherTraveler)).total).toBe(0);
    expect((await getJson(t, sender.token, '/deliveries')).json().error.code).toBe('traveler_role_required');
  });

  it('shows a delivery to the traveler whose trip carries it only', async () => {
    const order = await matchedOrder({ weightKg: 2 });
    const response = await getJson(t, traveler.token, `/deliveries/${order.deliveryId}`);
    expect(response.statusCode, response.body).toBe(200);
    const delivery = DeliverySchema.parse(response.json());
    expect(delivery).toMatchObject({
      deliveryId: order.deliveryId,
      status: 'matched',
      senderId: sender.userId,
      receiverName: order.receiverName,
      // 2 kg at $15 per kg
      earnings: { amountMinor: 3000, currency: 'USD' },
      canPickUp: true,
      canDeliver: false,
      handOverAttemptsLeft: HAND_OVER_MAX_ATTEMPTS,
      handOverPhotoUrl: null,
    });
    expect(delivery.trip.id).toBe(tripId);
    expect(delivery).not.toHaveProperty('handOverCode');
    for (const who of [otherTraveler]) {
      expect((await getJson(t, who.token, `/deliveries/${order.deliveryId}`)).statusCode).toBe(404);
    }
    // The item photos it lists open for the traveler who picks the items up, and for no other traveler.
    const photo = delivery.images[0]?.url.replace(API, '') ?? 'no photo';
    const shown = await getJson(t, traveler.token, photo);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.headers['content-type']).toBe(delivery.images[0]?.contentType);
    expect((await getJson(t, otherTraveler.token, photo)).statusCode).toBe(404);
    const unmatched = await placeOrder(t, sender);
    expect((await getJson(t, traveler.token, `/deliveries/${unmatched.deliveryId}`)).statusCode).toBe(404);
    expect(
      (await send(t, otherTraveler.token, 'POST', `/deliveries/${order.deliveryId}/picked-up`)).statusCode,
    ).toBe(404);
  });

  it('shows the traveler only the latest address changes, like the sender’s read', async () => {
    const order = await matchedOrder({ weightKg: 0.5 });
    const flip = (i: number) =>
      send(t, sender.token, 'PATCH', `/orders/${order.deliveryId}/address`, {
        deliveryAddress: `KN ${i} Rd, Kigali`,
        deliveryCountry: order.deliveryCountry,
      });
    // More changes than a read shows: the limit's worth, then (the window moved back, so sessions stay fresh)
    // one more.
    for (let i = 1; i <= ADDRESS_CHANGE_LIMIT; i++) {
      const response = await flip(i);
      expect(response.statusCode, response.body).toBe(200);
      t.clock.advance(1000);
    }
    await t.db
      .update(orderEvents)
      .set({ createdAt: sql`${orderEvents.createdAt} - interval '1 day'` })
      .where(eq(orderEvents.orderId, order.id));
    const last = await flip(ADDRESS_CHANGE_LIMIT + 1);
    expect(last.statusCode, last.body).toBe(200);

    const delivery = DeliverySchema.parse(
      (await getJson(t, traveler.token, `/deliveries/${order.deliveryId}`)).json(),
    );
    const changes = delivery.events.filter((event) => event.type === 'address_changed');
    expect(ADDRESS_CHANGE_LIMIT + 1).toBeGreaterThan(ADDRESS_CHANGES_SHOWN);
    expect(changes).toHaveLength(ADDRESS_CHANGES_SHOWN);
    expect(changes.at(-1)?.note).toContain(`KN ${ADDRESS_CHANGE_LIMIT + 1} Rd, Kigali`);
    expect(delivery.events.map((event) => event.type).slice(0, 2)).toEqual(['placed', 'matched']);
    // The same history as the sender reads.
    const read = OrderSchema.parse((await getJson(t, sender.token, `/orders/${order.deliveryId}`)).json());
    expect(delivery.events.map((event) => event.id)).toEqual(read.events.map((event) => event.id));
  });

  it('gives the overview tiles: next delivery hours away, delivered this month, the ID check', async () => {
    const fresh = await caller(t, 'verifiedTraveler', 'Nia Newcomer');
    const none = TravelerOverviewSchema.parse((await getJson(t, fresh.token, '/deliveries/overview')).json());
    expect(none).toEqual({ nextDelivery: null, monthlyDelivered: 0, verification: 'approved' });
    const overview = TravelerOverviewSchema.parse(
      (await getJson(t, traveler.token, '/deliveries/overview')).json(),
    );
    // The trip lands a week after the test clock's now, 15:00 Kigali (13:00 UTC); now is 09:00 UTC.
    expect(overview.nextDelivery).toMatchObject({ senderName: 'Grace Sender', hoursAway: 7 * 24 + 4 });
    const pending = await caller(t, 'traveler');
    const applicant = TravelerOverviewSchema.parse(
      (await getJson(t, pending.token, '/deliveries/overview')).json(),
    );
    expect(applicant.verification).toBe('none');
  });
});

describe('picked up and delivered', () => {
  it('moves a delivery matched -> shipping -> delivered with the code; every step has an event and notices', async () => {
    const order = await matchedOrder();
    const code = (await handOverCodeOf(t, order.deliveryId)) ?? '';
    const early = await deliver(traveler, order.deliveryId, code);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('invalid_transition');

    const picked = await send(t, traveler.token, 'POST', `/deliveries/${order.deliveryId}/picked-up`);
    expect(picked.statusCode, picked.body).toBe(200);
    const pickedUp = DeliverySchema.parse(picked.json());
    expect(pickedUp).toMatchObject({ status: 'shipping', canDeliver: true, flightLanded: false });
    // Not landed on the app's clock before the trip's arrival: the hand-over asks the traveler first.
    expect(Date.parse(pickedUp.estimatedArrivalAt)).toBeGreaterThan(t.clock.now().getTime());
    const twice = await send(t, traveler.token, 'POST', `/deliveries/${order.deliveryId}/picked-up`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('invalid_transition');
    // The sender still sees the code while it is on its way.
    const shipping = OrderSchema.parse(
      (await getJson(t, sender.token, `/orders/${order.deliveryId}`)).json(),
    );
    expect(shipping.handOverCode).toBe(code);

    const delivered = await deliver(traveler, order.deliveryId, code, { content: pngBytes() });
    expect(delivered.statusCode, delivered.body).toBe(200);
    const done = DeliverySchema.parse(delivered.json());
    expect(done).toMatchObject({ status: 'delivered', canPickUp: false, canDeliver: false });
    expect(done.events.map((e) => e.type)).toEqual(['placed', 'matched', 'shipping', 'delivered']);
    expect(done.handOverPhotoUrl).toBe(`/api/v1/deliveries/${order.deliveryId}/hand-over-photo`);

    const forSender = OrderSchema.parse(
      (await getJson(t, sender.token, `/orders/${order.deliveryId}`)).json(),
    );
    expect(forSender).toMatchObject({ status: 'delivered', handOverCode: null });
    const delivTab = DeliveryPageSchema.parse(
      (await getJson(t, traveler.token, '/deliveries', { tab: 'delivered' })).json(),
    );
    expect(delivTab.deliveries.map((d) => d.deliveryId)).toContain(order.deliveryId);

    const senderTitles = await titlesOf(sender);
    for (const title of ['Traveler matched', 'Order shipped', 'Order delivered'])
      expect(senderTitles).toContain(`${title} ${order.deliveryId}`);
    const travelerTitles = await titlesOf(traveler);
    for (const title of ['New delivery', 'Delivery picked up', 'Delivery completed'])
      expect(travelerTitles).toContain(`${title} ${order.deliveryId}`);

    // The photo: the traveler, the sender and staff; nobody else.
    const url = `/deliveries/${order.deliveryId}/hand-over-photo`;
    for (const who of [traveler, sender, staff]) {
      const photo = await getJson(t, who.token, url);
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-type']).toBe('image/png');
    }
    for (const who of [otherTraveler, otherSender])
      expect((await getJson(t, who.token, url)).statusCode).toBe(404);
    expect(await readdir(path.join(t.dataDir, 'uploads', 'hand-over'))).toHaveLength(1);

    const overview = TravelerOverviewSchema.parse(
      (await getJson(t, traveler.token, '/deliveries/overview')).json(),
    );
    expect(overview.monthlyDelivered).toBe(1);
  });

  it('counts wrong codes and locks the hand-over at the limit (429), keeping no photo', async () => {
    const order = await matchedOrder();
    const code = (await handOverCodeOf(t, order.deliveryId)) ?? '';
    await send(t, traveler.token, 'POST', `/deliveries/${order.deliveryId}/picked-up`);
    const wrong = code === '000000' ? '111111' : '000000';
    const before = await readdir(path.join(t.dataDir, 'uploads', 'hand-over')).catch(() => []);

    const malformed = await deliver(traveler, order.deliveryId, '12ab');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields).toEqual({ code: tripMessages.handOverCodeInvalid });

    for (let attempt = 1; attempt < HAND_OVER_MAX_ATTEMPTS; attempt += 1) {
      const response = await deliver(traveler, order.deliveryId, wrong, { content: pngBytes() });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'hand_over_code_wrong',
        fields: { code: tripMessages.handOverCodeWrong },
      });
      const left = DeliverySchema.parse(
        (await getJson(t, traveler.token, `/deliveries/${order.deliveryId}`)).json(),
      );
      expect(left.handOverAttemptsLeft).toBe(HAND_OVER_MAX_ATTEMPTS - attempt);
    }
    const last = await deliver(traveler, order.deliveryId, wrong);
    expect(last.statusCode).toBe(429);
    expect(last.json().error).toMatchObject({
      code: 'hand_over_locked',
      message: tripMessages.handOverLocked,
    });
    // Locked: even the right code is refused now.
    const right = await deliver(traveler, order.deliveryId, code);
    expect(right.statusCode).toBe(429);
    const locked = DeliverySchema.parse(
      (await getJson(t, traveler.token, `/deliveries/${order.deliveryId}`)).json(),
    );
    expect(locked).toMatchObject({ status: 'shipping', canDeliver: false, handOverAttemptsLeft: 0 });
    expect(await readdir(path.join(t.dataDir, 'uploads', 'hand-over'))).toEqual(before);
  });

  it('counts wrong codes sent at once, each one', async () => {
    const order = await matchedOrder();
    const code = (await handOverCodeOf(t, order.deliveryId)) ?? '';
    await send(t, traveler.token, 'POST', `/deliveries/${order.deliveryId}/picked-up`);
    const wrong = code === '999999' ? '888888' : '999999';
    const answers = await Promise.all([1, 2, 3].map(() => deliver(traveler, order.deliveryId, wrong)));
    expect(answers.map((a) => a.statusCode)).toEqual([400, 400, 400]);
    const left = DeliverySchema.parse(
      (await getJson(t, traveler.token, `/deliveries/${order.deliveryId}`)).json(),
    );
    expect(left.handOverAttemptsLeft).toBe(HAND_OVER_MAX_ATTEMPTS - 3);
  });

  it('refuses a photo that is not an image', async () => {
    const order = await matchedOrder();
    const code = (await handOverCodeOf(t, order.deliveryId)) ?? '';
    await send(t, traveler.token, 'POST', `/deliveries/${order.deliveryId}/picked-up`);
    const response = await deliver(traveler, order.deliveryId, code, {
      content: new TextEncoder().encode('not an image at all'),
      type: 'image/png',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('file_type');
    const still = DeliverySchema.parse(
      (await getJson(t, traveler.token, `/deliveries/${order.deliveryId}`)).json(),
    );
    expect(still.status).toBe('shipping');
  });
});

describe('GET /users/:userId/traveler-profile', () => {
  it('shows the traveler to staff, themself and senders they carry for; 404 to anyone else', async () => {
    await t.db.insert(reviews).values({
      subjectUserId: traveler.userId,
      authorUserId: sender.userId,
      rating: 4,
      text: 'On time.',
      createdAt: t.clock.now(),
      revealedAt: t.clock.now(),
    });
    const url = `/users/${traveler.userId}/traveler-profile`;
    const shown = await t.db.select({ rating: reviews.rating }).from(reviews);
    const platform = { count: shown.length, sum: shown.reduce((sum, row) => sum + row.rating, 0) };
    for (const who of [staff, traveler, sender]) {
      const response = await getJson(t, who.token, url);
      expect(response.statusCode, response.body).toBe(200);
      expect(TravelerProfileSchema.parse(response.json())).toMatchObject({
        id: traveler.userId,
        fullname: 'Tess Traveler',
        rating: bayesianRating({ count: 1, sum: 4 }, platform),
        reviewCount: 1,
        itemsDelivered: 1,
      });
    }
    for (const who of [otherSender, otherTraveler])
      expect((await getJson(t, who.token, url)).statusCode).toBe(404);
    // A sender is no traveler: no traveler profile, even for staff.
    expect((await getJson(t, staff.token, `/users/${sender.userId}/traveler-profile`)).statusCode).toBe(404);
    expect((await getJson(t, staff.token, '/users/not-a-uuid/traveler-profile')).statusCode).toBe(404);
  });

  it('answers a wrong code before it decodes the photo, and counts it (check, then decode)', async () => {
    // Light: the earlier tests have filled most of the trip.
    const order = await matchedOrder({ weightKg: 0.1 });
    const code = (await handOverCodeOf(t, order.deliveryId)) ?? '';
    await send(t, traveler.token, 'POST', `/deliveries/${order.deliveryId}/picked-up`);
    const wrong = code === '000000' ? '111111' : '000000';
    // A PNG cut short: its type is seen in the first bytes, the decoder refuses it (400 file_type).
    const broken = { content: pngBytes().subarray(0, 60) };
    const response = await deliver(traveler, order.deliveryId, wrong, broken);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.code).toBe('hand_over_code_wrong');
    const left = DeliverySchema.parse(
      (await getJson(t, traveler.token, `/deliveries/${order.deliveryId}`)).json(),
    );
    expect(left.handOverAttemptsLeft).toBe(HAND_OVER_MAX_ATTEMPTS - 1);
    // With the right code the photo is decoded, refused, and the order stays shipping.
    const decoded = await deliver(traveler, order.deliveryId, code, broken);
    expect(decoded.statusCode).toBe(400);
    expect(decoded.json().error.code).toBe('file_type');
    const still = DeliverySchema.parse(
      (await getJson(t, traveler.token, `/deliveries/${order.deliveryId}`)).json(),
    );
    expect(still.status).toBe('shipping');
  });
});

describe('GET /deliveries paging', () => {
  it('pages deliveries made in the same instant by id, newest first, with none lost or repeated', async () => {
    // The page is read from the match (its copy of the order's created_at, matches_copy_sort_keys), so orders
    // that share a created_at must still come in one order across pages: created_at, then the id, descending.
    const flier = await caller(t, 'verifiedTraveler', 'Tia Traveler');
    const trip = await shareTrip(t, flier);
    await approve(t, staff, trip.id);
    const placed = [];
    for (let i = 0; i < 5; i++) placed.push(await placeOrder(t, sender, { category: 'Books' }));
    const deliveryIds = placed.map((order) => order.deliveryId);
    const sameInstant = new Date('2026-01-02T03:04:05.000Z');
    await t.db.update(orders).set({ createdAt: sameInstant }).where(inArray(orders.deliveryId, deliveryIds));
    for (const deliveryId of deliveryIds) await matchOrder(t, deliveryId, trip.id, staff.userId);
    // A cancelled order stays on the list through the match its cancelling ended.
    const [cancelled] = deliveryIds;
    await payFor(t, cancelled as string, { token: sender.token });
    const cancel = await send(t, sender.token, 'POST', `/orders/${cancelled}/cancel`);
    expect(cancel.statusCode, cancel.body).toBe(200);

    const copied = await t.db
      .select({ orderCreatedAt: matches.orderCreatedAt, travelerId: matches.travelerId })
      .from(matches)
      .innerJoin(orders, eq(orders.id, matches.orderId))
      .where(inArray(orders.deliveryId, deliveryIds));
    expect(copied).toHaveLength(5);
    for (const row of copied) expect(row).toEqual({ orderCreatedAt: sameInstant, travelerId: flier.userId });

    const byId = await t.db
      .select({ id: orders.id, deliveryId: orders.deliveryId })
      .from(orders)
      .where(inArray(orders.deliveryId, deliveryIds));
    const expected = byId.sort((a, b) => (a.id < b.id ? 1 : -1)).map((row) => row.deliveryId);
    const seen: string[] = [];
    for (const page of [1, 2, 3]) {
      const response = await getJson(t, flier.token, '/deliveries', { page: String(page), pageSize: '2' });
      expect(response.statusCode, response.body).toBe(200);
      const body = DeliveryPageSchema.parse(response.json());
      expect(body.total).toBe(5);
      seen.push(...body.deliveries.map((delivery) => delivery.deliveryId));
    }
    expect(seen).toEqual(expected);
  });
});
