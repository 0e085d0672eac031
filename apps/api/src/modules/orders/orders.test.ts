import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { orderFormFields, orderInput, pngBytes } from '@tote/fixtures/factories/orders';
import { pngImage } from '@tote/fixtures/png';
import { countryMessages } from '@tote/validation/countries';
import {
  ADDRESS_CHANGE_LIMIT,
  ADDRESS_CHANGE_WINDOW_MINUTES,
  ADDRESS_CHANGES_SHOWN,
  DELIVERY_ID_PATTERN,
  MAX_ITEMS,
  MAX_ORDER_IMAGES,
  MAX_PAGE,
  NotificationListSchema,
  ORDER_IMAGE_MAX_BYTES,
  type Order,
  OrderPageSchema,
  OrderSchema,
  orderMessages,
  SenderOverviewSchema,
} from '@tote/validation/orders';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AccountsTestApp, buildAccountsTestApp } from '../../../test/accounts';
import {
  backdateOrders,
  createTrip,
  getJson,
  moveOrder,
  multipart,
  newSender,
  newStaff,
  newTraveler,
  type Person,
  placeOrder,
  png,
  postOrder,
  send,
} from '../../../test/orders';
import { queryRows } from '../../db/client';
import { events } from '../../db/schema/events';
import { matches } from '../../db/schema/matches';
import { notifications } from '../../db/schema/notifications';
import { orderEvents } from '../../db/schema/order-events';
import { orders } from '../../db/schema/orders';
import { trips } from '../../db/schema/trips';
import { OPENAPI_PATH } from '../../plugins/docs';
import { NOTIFICATION_LIST_LIMIT } from '../notifications/notifications.service';

let t: AccountsTestApp;
let sender: Person;
let otherSender: Person;
let traveler: Person;
let staff: Person;

beforeAll(async () => {
  t = await buildAccountsTestApp();
  sender = await newSender(t, 'Sam Sender');
  otherSender = await newSender(t, 'Olu Other');
  traveler = await newTraveler(t, 'Tess Traveler');
  staff = await newStaff(t);
});
afterAll(() => t?.close());
// Sam places more orders in this file than a sender may in an hour or a day (orders.policy.ts): before each
// test, Sam's earlier orders move back a day (new-order-limits.test.ts tests the limits).
beforeEach(() => backdateOrders(t.db, sender.userId, 24 * 3600_000));

const storedImages = () => readdir(path.join(t.dataDir, 'uploads', 'orders')).catch(() => [] as string[]);

const pixelsOf = (image: Uint8Array) => sharp(image).ensureAlpha().raw().toBuffer();

async function countOrders(senderId: string) {
  const [row] = await queryRows<{ n: number }>(
    t.db,
    sql`select count(*)::int as n from orders where sender_id = ${senderId}`,
  );
  return row?.n ?? 0;
}

describe('POST /orders', () => {
  it('reads the detail in one query exactly as the separate reads built it (images by position, events, instants)', async () => {
    const created = await postOrder(t, sender.token, {
      files: [png('one.png'), png('two.png'), png('three.png')],
    });
    expect(created.statusCode, created.body).toBe(201);
    const order = OrderSchema.parse(created.json());
    const read = await getJson(t, sender.token, `/orders/${order.deliveryId}`);
    expect(read.statusCode).toBe(200);
    expect(OrderSchema.parse(read.json())).toEqual(order);
    expect(order.images).toHaveLength(3);
  });

  it('stores the order, its images and its first event, and tells the sender', async () => {
    const response = await postOrder(t, sender.token, { files: [png('front.png'), png('back.png')] });
    expect(response.statusCode, response.body).toBe(201);
    const order = OrderSchema.parse(response.json());
    expect(order.deliveryId).toMatch(DELIVERY_ID_PATTERN);
    expect(order).toMatchObject({
      category: 'Gadgets',
      itemNames: ['iPhone 13', 'AirPods Pro'],
      receiverPhone: '+250788123456', // stored in E.164
      weightKg: 2.5,
      price: { amountMinor: 4550, currency: 'USD' },
      status: 'processing',
      senderId: sender.userId,
      senderName: 'Sam Sender',
      courier: null,
      estimatedDeliveryAt: null,
      canChangeAddress: true,
      canCancel: true,
    });
    expect(order.events.map((event) => event.type)).toEqual(['placed']);
    expect(order.images).toHaveLength(2);

    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.weightGrams).toBe(2500);
    expect(row?.priceMinor).toBe(4550);

    // Files under random names, served to the owner with the detected type.
    const files = await storedImages();
    expect(files.length).toBeGreaterThanOrEqual(2);
    for (const file of files) expect(file).toMatch(/^[0-9a-f-]{36}$/);
    const image = order.images[0];
    expect(image?.url).toBe(`/api/v1/orders/${order.deliveryId}/images/${image?.id}`);
    const served = await t.app.inject({
      method: 'GET',
      url: image?.url as string,
      cookies: { tote_session: sender.token },
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    // A photo of someone's parcel is kept by no cache (ADR 007, Caching).
    expect(served.headers['cache-control']).toBe('no-store');
    // Stored re-encoded (modules/uploads): the same picture, not the same bytes.
    expect(await pixelsOf(served.rawPayload)).toEqual(await pixelsOf(pngBytes()));

    const notices = NotificationListSchema.parse((await getJson(t, sender.token, '/notifications')).json());
    expect(notices.notifications[0]).toMatchObject({
      title: 'Order placed',
      body: `Delivery ${order.deliveryId} was placed. We’ll let you know when a traveler is matched.`,
      deliveryId: order.deliveryId,
      readAt: null,
    });
  });

  it('takes item names as repeated parts too', async () => {
    const fields = { ...orderFormFields(), itemNames: ['Laptop', 'Charger', 'Mouse'] };
    const response = await postOrder(t, sender.token, { fields });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().itemNames).toEqual(['Laptop', 'Charger', 'Mouse']);
  });

  const invalid: [string, Record<string, string>, string, string][] = [
    ['category', { category: ' ' }, 'category', orderMessages.categoryRequired],
    ['no item names', { itemNames: '[]' }, 'itemNames', orderMessages.itemNameRequired],
    ['a blank item name', { itemNames: '["Laptop", " "]' }, 'itemNames.1', orderMessages.itemNameRequired],
    [
      'too many items',
      { itemNames: JSON.stringify(Array.from({ length: MAX_ITEMS + 1 }, (_, i) => `Item ${i}`)) },
      'itemNames',
      orderMessages.tooManyItems,
    ],
    ['pickup address', { pickupAddress: '' }, 'pickupAddress', orderMessages.pickupAddressRequired],
    ['pickup country', { pickupCountry: '' }, 'pickupCountry', orderMessages.pickupCountryRequired],
    ['delivery address', { deliveryAddress: '' }, 'deliveryAddress', orderMessages.deliveryAddressRequired],
    ['delivery country', { deliveryCountry: '' }, 'deliveryCountry', orderMessages.deliveryCountryRequired],
    [
      'a pickup country as free text',
      { pickupCountry: 'Nigeria' },
      'pickupCountry',
      countryMessages.countryInvalid,
    ],
    [
      'a delivery country as free text',
      { deliveryCountry: 'UK' },
      'deliveryCountry',
      countryMessages.countryInvalid,
    ],
    [
      'the unknown-country sentinel',
      { deliveryCountry: 'ZZ' },
      'deliveryCountry',
      countryMessages.countryInvalid,
    ],
    [
      'a number too short for its country',
      { receiverPhone: '+250 788 1234' },
      'receiverPhone',
      orderMessages.receiverPhoneInvalid,
    ],
    ['receiver name', { receiverName: '' }, 'receiverName', orderMessages.receiverNameRequired],
    [
      'a local phone number',
      { receiverPhone: '0788 123 456' },
      'receiverPhone',
      orderMessages.receiverPhoneInvalid,
    ],
    ['weight 0', { weightKg: '0' }, 'weightKg', orderMessages.weightInvalid],
    ['weight above the limit', { weightKg: '100.5' }, 'weightKg', orderMessages.weightInvalid],
    ['weight not a number', { weightKg: 'heavy' }, 'weightKg', orderMessages.weightInvalid],
    ['price 0', { priceUsd: '0' }, 'priceUsd', orderMessages.priceInvalid],
    ['price above the limit', { priceUsd: '10000.01' }, 'priceUsd', orderMessages.priceInvalid],
    ['price in fractions of a cent', { priceUsd: '25.505' }, 'priceUsd', orderMessages.priceInvalid],
  ];
  it.each(invalid)('refuses %s with its message', async (_name, change, field, message) => {
    const before = await countOrders(sender.userId);
    const response = await postOrder(t, sender.token, { fields: { ...orderFormFields(), ...change } });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'validation_error', fields: { [field]: message } });
    expect(await countOrders(sender.userId)).toBe(before);
  });

  it('needs at least one image', async () => {
    const response = await postOrder(t, sender.token, { files: [] });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'validation_error',
      fields: { images: orderMessages.imagesRequired },
    });
  });

  it('checks images by content, not by name or claimed type', async () => {
    const before = await storedImages();
    const fake = png('photo.png', Buffer.from('this is only text, whatever the name says'));
    const response = await postOrder(t, sender.token, { files: [png(), fake] });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'file_type',
      message: 'File type must be image/png, image/jpeg or image/gif',
      fields: { images: orderMessages.imageType },
    });
    expect(await storedImages()).toEqual(before);
  });

  it('refuses an image above 5 MB with 413', async () => {
    const big = Buffer.concat([Buffer.from(pngBytes()), Buffer.alloc(ORDER_IMAGE_MAX_BYTES)]);
    const response = await postOrder(t, sender.token, { files: [png('big.png', big)] });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toMatchObject({
      code: 'file_too_large',
      message: 'File is larger than 5242880 bytes',
    });
  });

  it('refuses more than six images', async () => {
    const files = Array.from({ length: MAX_ORDER_IMAGES + 1 }, (_, i) => png(`item-${i}.png`));
    const response = await postOrder(t, sender.token, { files });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'too_many_files', message: 'Too many files' });
  });

  it('is for senders: a traveler-only account gets 403, an anonymous caller 401', async () => {
    const response = await postOrder(t, traveler.token);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual({
      code: 'sender_role_required',
      message: orderMessages.senderRoleRequired,
    });
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/v1/orders', ...multipart({}, []) });
    expect(anonymous.statusCode).toBe(401);
  });

  it('leaves no image file behind when the database write fails', async () => {
    const before = await storedImages();
    const ordersBefore = await countOrders(sender.userId);
    // A real failure inside the transaction, after the files are written (no mock of our own code).
    await t.db.execute(sql`create function tote_test_fail() returns trigger language plpgsql as $$
      begin raise exception 'forced failure'; end $$`);
    await t.db.execute(sql`create trigger tote_test_fail before insert on order_events
      for each row execute function tote_test_fail()`);
    try {
      const response = await postOrder(t, sender.token, { files: [png(), png()] });
      expect(response.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`drop trigger tote_test_fail on order_events`);
      await t.db.execute(sql`drop function tote_test_fail()`);
    }
    expect(await storedImages()).toEqual(before);
    expect(await countOrders(sender.userId)).toBe(ordersBefore);
  });
});

describe('Idempotency-Key', () => {
  it('answers the first order to a repeat from the same sender', async () => {
    const key = randomUUID();
    const first = await postOrder(t, sender.token, { idempotencyKey: key });
    const again = await postOrder(t, sender.token, { idempotencyKey: key });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    // Another sender's identical key is their own.
    const other = await postOrder(t, otherSender.token, { idempotencyKey: key });
    expect(other.json().deliveryId).not.toBe(first.json().deliveryId);
  });

  it('makes one order of a concurrent double submit, and no orphan files', async () => {
    const key = randomUUID();
    const filesBefore = (await storedImages()).length;
    const [a, b] = await Promise.all([
      postOrder(t, sender.token, { idempotencyKey: key }),
      postOrder(t, sender.token, { idempotencyKey: key }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().deliveryId).toBe(b.json().deliveryId);
    const rows = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.senderId, sender.userId), eq(orders.idempotencyKey, key)));
    expect(rows).toHaveLength(1);
    expect((await storedImages()).length).toBe(filesBefore + 1);
  });

  it('answers 422 to the key reused with other fields or another image, and makes nothing (IETF draft)', async () => {
    const key = randomUUID();
    const first = await postOrder(t, sender.token, { idempotencyKey: key });
    expect(first.statusCode, first.body).toBe(201);
    const filesBefore = await storedImages();
    const ordersBefore = await countOrders(sender.userId);

    const otherFields = await postOrder(t, sender.token, {
      idempotencyKey: key,
      overrides: { category: 'Books' },
    });
    expect(otherFields.statusCode, otherFields.body).toBe(422);
    expect(otherFields.json().error).toEqual({
      code: 'idempotency_key_reused',
      message: orderMessages.idempotencyKeyReused,
    });
    const otherImage = await postOrder(t, sender.token, {
      idempotencyKey: key,
      files: [png('item.png', pngImage(9, 9))],
    });
    expect(otherImage.statusCode, otherImage.body).toBe(422);

    // The same request still answers the first order.
    const same = await postOrder(t, sender.token, { idempotencyKey: key });
    expect(same.statusCode).toBe(201);
    expect(same.headers['idempotent-replayed']).toBe('true');
    expect(same.json().id).toBe(first.json().id);
    expect(await countOrders(sender.userId)).toBe(ordersBefore);
    expect(await storedImages()).toEqual(filesBefore);
  });

  it('makes one order of two concurrent requests with one key and different bodies; the other is a 422', async () => {
    const key = randomUUID();
    const ordersBefore = await countOrders(sender.userId);
    const filesBefore = (await storedImages()).length;
    const answers = await Promise.all([
      postOrder(t, sender.token, { idempotencyKey: key }),
      postOrder(t, sender.token, { idempotencyKey: key, overrides: { category: 'Books' } }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
    expect(await countOrders(sender.userId)).toBe(ordersBefore + 1);
    expect((await storedImages()).length).toBe(filesBefore + 1);
  });

  it('must be a uuid', async () => {
    const response = await postOrder(t, sender.token, { idempotencyKey: 'twice' });
    expect(response.statusCode).toBe(400);
  });
});

describe('ownership', () => {
  it('hides an order from other senders (404 everywhere, absent from their list); staff see it', async () => {
    const order = await placeOrder(t, sender);
    const image = order.images[0]?.id as string;
    const id = order.deliveryId;
    const attempts = [
      await getJson(t, otherSender.token, `/orders/${id}`),
      await send(t, otherSender.token, 'PATCH', `/orders/${id}/address`, {
        deliveryAddress: 'Elsewhere',
        deliveryCountry: 'KE',
      }),
      await send(t, otherSender.token, 'POST', `/orders/${id}/cancel`),
      await getJson(t, otherSender.token, `/orders/${id}/images/${image}`),
    ];
    for (const attempt of attempts) {
      expect(attempt.statusCode).toBe(404);
      expect(attempt.json().error.code).toBe('not_found');
    }
    const theirs = OrderPageSchema.parse((await getJson(t, otherSender.token, '/orders')).json());
    expect(theirs.orders.map((o) => o.deliveryId)).not.toContain(id);
    expect((await getJson(t, sender.token, `/orders/${id}`)).json().status).toBe('processing');

    expect((await getJson(t, staff.token, `/orders/${id}`)).statusCode).toBe(200);
    expect((await getJson(t, staff.token, `/orders/${id}/images/${image}`)).statusCode).toBe(200);
    const all = OrderPageSchema.parse((await getJson(t, staff.token, '/orders', { q: id })).json());
    expect(all.orders.map((o) => o.deliveryId)).toEqual([id]);
  });

  it('reads a lower-case delivery id and refuses a malformed one', async () => {
    const order = await placeOrder(t, sender);
    const lower = await getJson(t, sender.token, `/orders/${order.deliveryId.toLowerCase()}`);
    expect(lower.json().id).toBe(order.id);
    expect((await getJson(t, sender.token, '/orders/TT-00000O')).statusCode).toBe(400);
  });
});

describe('address and cancel', () => {
  let trip: Awaited<ReturnType<typeof createTrip>>;
  beforeAll(async () => {
    trip = await createTrip(t.db, traveler.userId, {
      departureAt: new Date(t.clock.now().getTime() + 24 * 3600_000),
      arrivalAt: new Date(t.clock.now().getTime() + 30 * 3600_000),
    });
  });

  const newAddress = { deliveryAddress: 'KN 5 Rd 12, Kiyovu, Kigali', deliveryCountry: 'RW' };

  it('changes the address before shipping and records it', async () => {
    const order = await placeOrder(t, sender);
    await moveOrder(t, order.deliveryId, ['matched'], { tripId: trip.id, staffId: staff.userId });
    const response = await send(t, sender.token, 'PATCH', `/orders/${order.deliveryId}/address`, newAddress);
    expect(response.statusCode, response.body).toBe(200);
    const changed = OrderSchema.parse(response.json());
    expect(changed).toMatchObject({ ...newAddress, status: 'matched' });
    expect(changed.events.map((e) => e.type)).toEqual(['placed', 'matched', 'address_changed']);
    expect(changed.events.at(-1)?.note).toBe('KN 5 Rd 12, Kiyovu, Kigali, Rwanda');
    // The courier comes from the match: flight, traveler and estimated delivery.
    expect(changed.courier).toMatchObject({
      travelerId: traveler.userId,
      travelerName: 'Tess Traveler',
      airline: 'RwandAir',
      flightNumber: 'WB 203',
      departureCity: 'Lagos',
      destinationCity: 'Kigali',
    });
    expect(changed.estimatedDeliveryAt).toBe(trip.arrivalAt.toISOString());
    expect(changed.travelerName).toBe('Tess Traveler');
    // The hand-over code of a matched order: the sender sees it, staff do not (ADR 009).
    expect(changed.handOverCode).toMatch(/^\d{6}$/);
    // GET reads the sender's name and the courier with the order in one query (the API throughput goal,
    // README.md, Benchmarks): the same view, for the sender and for staff (but the code).
    for (const reader of [sender, staff]) {
      const read = await getJson(t, reader.token, `/orders/${order.deliveryId}`);
      expect(OrderSchema.parse(read.json())).toEqual({
        ...changed,
        handOverCode: reader === sender ? changed.handOverCode : null,
      });
    }
  });

  it('keeps the country of a matched order and tells the traveler of a new address', async () => {
    const order = await placeOrder(t, sender);
    await moveOrder(t, order.deliveryId, ['matched'], { tripId: trip.id, staffId: staff.userId });
    const url = `/orders/${order.deliveryId}/address`;
    // The trip flies to Rwanda: a matched order cannot be sent to Kenya.
    const moved = await send(t, sender.token, 'PATCH', url, {
      deliveryAddress: 'Moi Ave 1, Nairobi',
      deliveryCountry: 'KE',
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().error).toEqual({ code: 'country_locked', message: orderMessages.countryLocked });
    const kept = OrderSchema.parse((await getJson(t, sender.token, `/orders/${order.deliveryId}`)).json());
    expect(kept).toMatchObject({
      deliveryCountry: order.deliveryCountry,
      deliveryAddress: order.deliveryAddress,
    });
    expect(kept.events.map((e) => e.type)).toEqual(['placed', 'matched']);

    // A new street in the same country goes through; the traveler hears of it, live and in the bell.
    const before = await t.db.select().from(events).where(eq(events.userId, traveler.userId));
    const changed = await send(t, sender.token, 'PATCH', url, {
      ...newAddress,
      deliveryAddress: 'KG 7 Ave 3, Kigali',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const travelerNotices = (await getJson(t, traveler.token, '/notifications')).json();
    expect(travelerNotices.notifications[0]).toMatchObject({
      title: 'Delivery address changed',
      deliveryId: order.deliveryId,
    });
    expect(travelerNotices.notifications[0].body).toContain('KG 7 Ave 3, Kigali');
    const after = await t.db.select().from(events).where(eq(events.userId, traveler.userId));
    const published = after.filter((row) => !before.some((old) => old.id === row.id));
    expect(published).toContainEqual(
      expect.objectContaining({ type: 'order.changed', data: { deliveryId: order.deliveryId } }),
    );

    // Before a match the country is still the sender's to choose.
    const open = await placeOrder(t, sender);
    const elsewhere = await send(t, sender.token, 'PATCH', `/orders/${open.deliveryId}/address`, {
      deliveryAddress: 'Moi Ave 1, Nairobi',
      deliveryCountry: 'KE',
    });
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
    expect(elsewhere.json()).toMatchObject({ deliveryCountry: 'KE' });
  });

  it('limits how often an address changes and shows only its latest changes', async () => {
    const order = await placeOrder(t, sender);
    const url = `/orders/${order.deliveryId}/address`;
    const flip = (i: number) =>
      send(t, sender.token, 'PATCH', url, { ...newAddress, deliveryAddress: `KN ${i} Rd, Kigali` });
    for (let i = 1; i <= ADDRESS_CHANGE_LIMIT; i++) {
      const response = await flip(i);
      expect(response.statusCode, response.body).toBe(200);
      t.clock.advance(1000);
    }
    const limited = await flip(99);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('too_many_address_changes');
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(ADDRESS_CHANGE_WINDOW_MINUTES * 60);
    expect(limited.json().error.message).toBe(orderMessages.addressChangesTooFast(retryAfter));

    // Once the window has passed (the changes moved back by it, so other people's sessions stay fresh), the next
    // change goes through; a read shows only the latest changes.
    await t.db
      .update(orderEvents)
      .set({ createdAt: sql`${orderEvents.createdAt} - make_interval(secs => ${retryAfter})` })
      .where(eq(orderEvents.orderId, order.id));
    const later = await flip(100);
    expect(later.statusCode, later.body).toBe(200);
    const read = OrderSchema.parse((await getJson(t, sender.token, url.replace('/address', ''))).json());
    const notes = read.events.filter((e) => e.type === 'address_changed').map((e) => e.note);
    expect(notes).toHaveLength(ADDRESS_CHANGES_SHOWN);
    expect(notes.at(-1)).toBe('KN 100 Rd, Kigali, Rwanda');
    expect(read.events[0]?.type).toBe('placed');
  });

  it('refuses an address change and a cancel once shipped, and a cancel once delivered', async () => {
    const order = await placeOrder(t, sender);
    await moveOrder(t, order.deliveryId, ['matched', 'shipping'], { tripId: trip.id });
    const shipped = OrderSchema.parse((await getJson(t, sender.token, `/orders/${order.deliveryId}`)).json());
    expect(shipped).toMatchObject({ canChangeAddress: false, canCancel: false });

    const address = await send(t, sender.token, 'PATCH', `/orders/${order.deliveryId}/address`, newAddress);
    expect(address.statusCode).toBe(409);
    expect(address.json().error).toEqual({ code: 'order_shipped', message: orderMessages.orderShipped });
    const cancel = await send(t, sender.token, 'POST', `/orders/${order.deliveryId}/cancel`);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().error).toEqual({
      code: 'order_not_cancellable',
      message: orderMessages.orderNotCancellable,
    });

    await moveOrder(t, order.deliveryId, ['delivered']);
    const late = await send(t, sender.token, 'POST', `/orders/${order.deliveryId}/cancel`);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('order_not_cancellable');
    const after = OrderSchema.parse((await getJson(t, sender.token, `/orders/${order.deliveryId}`)).json());
    expect(after.status).toBe('delivered');
    expect(after.events.map((e) => e.type)).toEqual(['placed', 'matched', 'shipping', 'delivered']);
  });

  it('cancels a matched order: the match ends, the sender and the traveler are told', async () => {
    const order = await placeOrder(t, sender);
    const remaining = async () =>
      (await t.db.select().from(trips).where(eq(trips.id, trip.id)))[0]?.remainingGrams ?? -1;
    const before = await remaining();
    await moveOrder(t, order.deliveryId, ['matched'], { tripId: trip.id, staffId: staff.userId });
    expect(await remaining()).toBe(before - order.weightKg * 1000);
    const response = await send(t, sender.token, 'POST', `/orders/${order.deliveryId}/cancel`, {
      reason: 'Plans changed',
    });
    expect(response.statusCode, response.body).toBe(200);
    const cancelled = OrderSchema.parse(response.json());
    expect(cancelled).toMatchObject({ status: 'cancelled', courier: null, canCancel: false });
    // The ended match is history: GET shows no courier either.
    const read = await getJson(t, sender.token, `/orders/${order.deliveryId}`);
    expect(OrderSchema.parse(read.json())).toEqual(cancelled);
    expect(cancelled.events.map((e) => [e.type, e.note])).toEqual([
      ['placed', null],
      ['matched', null],
      ['cancelled', 'Plans changed'],
    ]);
    const [match] = await t.db.select().from(matches).where(eq(matches.orderId, order.id));
    expect(match?.unmatchedAt).not.toBeNull();
    expect(match?.unmatchedBy).toBe(sender.userId);

    const senderNotices = (await getJson(t, sender.token, '/notifications')).json();
    expect(senderNotices.notifications[0]).toMatchObject({
      title: 'Order cancelled',
      deliveryId: order.deliveryId,
    });
    const travelerNotices = (await getJson(t, traveler.token, '/notifications')).json();
    // The traveler's notice links to the delivery, which stays on their Cancelled tab.
    expect(travelerNotices.notifications[0]).toMatchObject({
      title: 'Delivery cancelled',
      deliveryId: order.deliveryId,
    });
    expect(cancelled.handOverCode).toBeNull();
    // The trip gets the order's weight back (matching took it, the cancellation returned it).
    expect(await remaining()).toBe(before);

    const again = await send(t, sender.token, 'POST', `/orders/${order.deliveryId}/cancel`);
    expect(again.json().error.code).toBe('order_not_cancellable');
    const address = await send(t, sender.token, 'PATCH', `/orders/${order.deliveryId}/address`, newAddress);
    expect(address.statusCode).toBe(409);
    expect(address.json().error.code).toBe('order_closed');
  });
});

describe('GET /orders', () => {
  let searcher: Person;
  const placed: Order[] = [];

  beforeAll(async () => {
    searcher = await newSender(t, 'Sara Search');
    const variants = [
      { category: 'Clothes', itemNames: ['Ankara dress'], deliveryAddress: 'KN 4 Ave, Kigali' },
      {
        category: 'Gadgets',
        itemNames: ['PlayStation 5'],
        deliveryAddress: 'Moi Avenue, Nairobi',
        deliveryCountry: 'KE',
      },
      { category: 'Books', itemNames: ['Things Fall Apart'], deliveryAddress: 'KG 7 Ave, Kigali' },
    ];
    for (let i = 0; i < 12; i += 1) {
      t.clock.advance(60_000); // a minute apart, so newest first is well defined
      // and the earlier ones an hour older: more than a sender may place in an hour (orders.policy.ts)
      await backdateOrders(t.db, searcher.userId);
      placed.push(await placeOrder(t, searcher, variants[i % variants.length]));
    }
  });

  it('pages newest first with the total', async () => {
    const first = OrderPageSchema.parse(
      (await getJson(t, searcher.token, '/orders', { pageSize: '5' })).json(),
    );
    expect(first).toMatchObject({ total: 12, page: 1, pageSize: 5 });
    const newest = [...placed].reverse().map((o) => o.deliveryId);
    expect(first.orders.map((o) => o.deliveryId)).toEqual(newest.slice(0, 5));
    const second = OrderPageSchema.parse(
      (await getJson(t, searcher.token, '/orders', { pageSize: '5', page: '2' })).json(),
    );
    expect(second.orders.map((o) => o.deliveryId)).toEqual(newest.slice(5, 10));
    const third = OrderPageSchema.parse(
      (await getJson(t, searcher.token, '/orders', { pageSize: '5', page: '3' })).json(),
    );
    expect(third.orders).toHaveLength(2);
    // The total rides on the page's rows (one round trip, for the API throughput goal); a page past the end
    // has none to carry it.
    expect([second.total, third.total]).toEqual([12, 12]);
    const beyond = OrderPageSchema.parse(
      (await getJson(t, searcher.token, '/orders', { pageSize: '5', page: '4' })).json(),
    );
    expect(beyond).toMatchObject({ orders: [], total: 12, page: 4 });
    const nobody = await newSender(t, 'Nia Noorders');
    for (const page of ['1', '2']) {
      const empty = OrderPageSchema.parse((await getJson(t, nobody.token, '/orders', { page })).json());
      expect(empty, page).toMatchObject({ orders: [], total: 0 });
    }
  });

  it('refuses a page beyond MAX_PAGE (or below 1) with a message that says the range', async () => {
    const last = await getJson(t, searcher.token, '/orders', { page: String(MAX_PAGE) });
    expect(last.statusCode).toBe(200);
    for (const page of [String(MAX_PAGE + 1), '9007199254740993', '1e300', '0', '2.5']) {
      const response = await getJson(t, searcher.token, '/orders', { page });
      expect(response.statusCode, page).toBe(400);
      expect(response.json().error.fields, page).toEqual({ page: orderMessages.pageOutOfRange });
    }
  });

  it('searches delivery id, category, item names, destination (country by name too) and traveler, ignoring case', async () => {
    const search = async (q: string) =>
      OrderPageSchema.parse((await getJson(t, searcher.token, '/orders', { q, pageSize: '50' })).json());
    const target = placed[4] as Order;
    expect((await search(target.deliveryId.toLowerCase())).orders.map((o) => o.deliveryId)).toEqual([
      target.deliveryId,
    ]);
    expect((await search('CLOTH')).total).toBe(4);
    expect((await search('playstation')).total).toBe(4);
    expect((await search('nairobi')).total).toBe(4);
    // The destination country by its code and by its English name (orderSearchText).
    expect((await search('kenya')).total).toBe(4);
    expect((await search('rwanda')).total).toBe(8);
    expect((await search('kigali')).total).toBe(8);
    expect((await search('100%')).total).toBe(0); // % is literal, not a wildcard

    const trip = await createTrip(t.db, traveler.userId);
    await moveOrder(t, target.deliveryId, ['matched'], { tripId: trip.id });
    const byTraveler = await search('tess trav');
    expect(byTraveler.orders.map((o) => [o.deliveryId, o.travelerName])).toEqual([
      [target.deliveryId, 'Tess Traveler'],
    ]);
  });

  it('filters by tab', async () => {
    const [toDeliver, toCancel] = [placed[0] as Order, placed[1] as Order];
    const trip = await createTrip(t.db, traveler.userId);
    await moveOrder(t, toDeliver.deliveryId, ['matched', 'shipping', 'delivered'], { tripId: trip.id });
    await send(t, searcher.token, 'POST', `/orders/${toCancel.deliveryId}/cancel`);
    const tab = async (name: string) =>
      OrderPageSchema.parse(
        (await getJson(t, searcher.token, '/orders', { tab: name, pageSize: '50' })).json(),
      );
    expect((await tab('delivered')).orders.map((o) => o.deliveryId)).toEqual([toDeliver.deliveryId]);
    expect((await tab('cancelled')).orders.map((o) => o.deliveryId)).toEqual([toCancel.deliveryId]);
    expect((await tab('processing')).total).toBe(10); // processing, matched and shipping
  });
});

describe('GET /orders/overview', () => {
  it('shows the shipping order landing soonest and this month’s count', async () => {
    const person = await newSender(t, 'Ola Overview');
    const overview = async () =>
      SenderOverviewSchema.parse((await getJson(t, person.token, '/orders/overview')).json());
    expect(await overview()).toEqual({ onTheWay: null, monthlyCount: 0 });

    const now = t.clock.now().getTime();
    const hours = (h: number) => new Date(now + h * 3600_000);
    const soon = await placeOrder(t, person, { category: 'Clothes' });
    const later = await placeOrder(t, person, { category: 'Gadgets' });
    const landed = await placeOrder(t, person);
    const lastMonth = await placeOrder(t, person);
    await t.db
      .update(orders)
      .set({ createdAt: new Date(Date.UTC(2025, 11, 31, 23, 59, 59)) }) // the clock reads 2026-01-05
      .where(eq(orders.deliveryId, lastMonth.deliveryId));

    const soonTrip = await createTrip(t.db, traveler.userId, { departureAt: hours(-2), arrivalAt: hours(5) });
    const laterTrip = await createTrip(t.db, traveler.userId, {
      departureAt: hours(-1),
      arrivalAt: hours(9),
    });
    const pastTrip = await createTrip(t.db, traveler.userId, {
      departureAt: hours(-8),
      arrivalAt: hours(-1),
    });
    await moveOrder(t, later.deliveryId, ['matched', 'shipping'], { tripId: laterTrip.id });
    await moveOrder(t, soon.deliveryId, ['matched', 'shipping'], { tripId: soonTrip.id });
    await moveOrder(t, landed.deliveryId, ['matched', 'shipping'], { tripId: pastTrip.id });

    expect(await overview()).toEqual({
      onTheWay: {
        deliveryId: soon.deliveryId,
        travelerName: 'Tess Traveler',
        category: 'Clothes',
        hoursAway: 5,
      },
      monthlyCount: 3,
    });
    t.clock.advance(30 * 60_000); // 4.5 hours left still reads 5 (rounded up)
    expect((await overview()).onTheWay?.hoursAway).toBe(5);
    t.clock.advance(60 * 60_000);
    expect((await overview()).onTheWay?.hoursAway).toBe(4);
  });
});

describe('GET /notifications', () => {
  it('lists the person’s own notices newest first with the unread count; read-all clears it', async () => {
    const person = await newSender(t, 'Nia Notice');
    const first = await placeOrder(t, person);
    t.clock.advance(1000);
    const second = await placeOrder(t, person);
    const list = NotificationListSchema.parse((await getJson(t, person.token, '/notifications')).json());
    expect(list.unread).toBe(2);
    expect(list.notifications.map((n) => n.deliveryId)).toEqual([second.deliveryId, first.deliveryId]);

    const read = await send(t, person.token, 'POST', '/notifications/read-all');
    expect(read.statusCode).toBe(204);
    const after = NotificationListSchema.parse((await getJson(t, person.token, '/notifications')).json());
    expect(after.unread).toBe(0);
    expect(after.notifications.every((n) => n.readAt !== null)).toBe(true);

    const others = NotificationListSchema.parse(
      (await getJson(t, otherSender.token, '/notifications')).json(),
    );
    expect(others.notifications.map((n) => n.deliveryId)).not.toContain(first.deliveryId);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/notifications' })).statusCode).toBe(401);
  });

  it('counts every unread notice, also past the newest NOTIFICATION_LIST_LIMIT it lists', async () => {
    const person = await newSender(t, 'Nell Manynotices');
    const none = NotificationListSchema.parse((await getJson(t, person.token, '/notifications')).json());
    expect(none).toEqual({ notifications: [], unread: 0 });
    const start = t.clock.now().getTime();
    const total = NOTIFICATION_LIST_LIMIT + 5;
    await t.db.insert(notifications).values(
      Array.from({ length: total }, (_, i) => ({
        userId: person.userId,
        title: `Notice ${i}`,
        createdAt: new Date(start + i * 1000),
        // The three oldest and the newest are read: the count is not about the listed rows only.
        readAt: i < 3 || i === total - 1 ? new Date(start + i * 1000) : null,
      })),
    );
    const list = NotificationListSchema.parse((await getJson(t, person.token, '/notifications')).json());
    expect(list.notifications).toHaveLength(NOTIFICATION_LIST_LIMIT);
    expect(list.notifications[0]?.title).toBe(`Notice ${total - 1}`);
    expect(list.unread).toBe(total - 4);
  });
});

describe('OpenAPI', () => {
  it('documents the order routes with their schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: OPENAPI_PATH });
    expect(response.statusCode).toBe(200);
    const paths = response.json().paths as Record<string, Record<string, unknown>>;
    for (const route of [
      '/api/v1/orders',
      '/api/v1/orders/overview',
      '/api/v1/orders/{deliveryId}',
      '/api/v1/orders/{deliveryId}/address',
      '/api/v1/orders/{deliveryId}/cancel',
      '/api/v1/orders/{deliveryId}/images/{imageId}',
      '/api/v1/notifications',
    ]) {
      expect(paths[route], route).toBeDefined();
    }
  });
});

// orderInput is the form the sender app fills; keep it valid for the schema the route uses.
it('factories build a valid order form', () => {
  expect(orderInput().itemNames.length).toBeGreaterThan(0);
});
