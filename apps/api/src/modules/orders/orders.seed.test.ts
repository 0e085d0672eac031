import { demoSender, demoTraveler } from '@tote/fixtures/demo/accounts';
import { demoDisputeOrders, demoDisputeTrips } from '@tote/fixtures/demo/disputes';
import { demoOrders, demoTrips } from '@tote/fixtures/demo/orders';
import { DELIVERY_ID_PATTERN, ORDER_STATUSES, OrderPageSchema, OrderSchema } from '@tote/validation/orders';
import { ProfileSchema, ReviewListSchema } from '@tote/validation/profiles';
import { DeliveryPageSchema, TRIP_STATUSES, TripPageSchema } from '@tote/validation/trips';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsTestApp, buildAccountsTestApp, login } from '../../../test/accounts';
import { getJson } from '../../../test/orders';
import { isDatabaseEmpty, seedDemoData } from '../../db/seed';

let t: AccountsTestApp;
let token: string;
let travelerToken: string;
beforeAll(async () => {
  t = await buildAccountsTestApp();
  expect(await isDatabaseEmpty(t.db)).toBe(true);
  await seedDemoData(t.db, { uploadsDir: `${t.dataDir}/uploads`, now: t.clock.now() });
  token = await login(t, demoSender.email, demoSender.password);
  travelerToken = await login(t, demoTraveler.email, demoTraveler.password);
});
afterAll(() => t?.close());

describe('demo orders', () => {
  it('declare valid delivery ids, one per order', () => {
    for (const order of demoOrders) expect(order.deliveryId).toMatch(DELIVERY_ID_PATTERN);
    expect(new Set(demoOrders.map((o) => o.deliveryId)).size).toBe(demoOrders.length);
  });

  it('give the demo sender an order in every state', async () => {
    const page = OrderPageSchema.parse((await getJson(t, token, '/orders', { pageSize: '50' })).json());
    // With the two disputed orders of the disputes' own demo (ADR 019).
    expect(page.total).toBe(demoOrders.length + demoDisputeOrders.length);
    for (const status of ORDER_STATUSES) expect(page.orders.some((o) => o.status === status)).toBe(true);
  });

  it('show the shipping order 5 hours away on the home tiles', async () => {
    const overview = (await getJson(t, token, '/orders/overview')).json();
    expect(overview.onTheWay).toMatchObject({
      deliveryId: 'TT-7K3Q9M',
      travelerName: 'Tess Traveler',
      hoursAway: 5,
    });
    expect(overview.monthlyCount).toBeGreaterThan(0);
  });

  it('have images, history and a courier, like orders made through the API', async () => {
    const order = OrderSchema.parse((await getJson(t, token, '/orders/TT-7K3Q9M')).json());
    expect(order.courier).toMatchObject({
      airline: 'RwandAir',
      flightNumber: 'WB 203',
      destinationCity: 'Kigali',
    });
    expect(order.events.map((e) => e.type)).toEqual(['placed', 'matched', 'shipping']);
    const url = order.images[0]?.url ?? '';
    const image = await getJson(t, token, url.replace('/api/v1', ''));
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const notices = (await getJson(t, token, '/notifications')).json();
    expect(notices.unread).toBeGreaterThan(0);
  });
});

describe('demo trips and deliveries', () => {
  it('give the demo traveler trips in every state, with the room their deliveries leave', async () => {
    const page = TripPageSchema.parse((await getJson(t, travelerToken, '/trips', { pageSize: '50' })).json());
    expect(page.total).toBe(demoTrips.length + demoDisputeTrips.length);
    for (const status of TRIP_STATUSES) expect(page.trips.some((trip) => trip.status === status)).toBe(true);
    const nextWeek = page.trips.find((trip) => trip.bookingId === 'BK-WB23NX');
    // 20 kg offered, 2.5 + 3 kg matched (TT-3MZ7QA paid, TT-P4YM3W awaiting payment); the cancelled TT-5CX8HP
    // gave its room back.
    expect(nextWeek).toMatchObject({ status: 'approved', remainingKg: 14.5, deliveryCount: 2 });
    const rejected = page.trips.find((trip) => trip.status === 'rejected');
    expect(rejected?.rejectionReason).toBeTruthy();
    for (const filter of ['pending', 'approved', 'past']) {
      const filtered = TripPageSchema.parse((await getJson(t, travelerToken, '/trips', { filter })).json());
      expect(filtered.total, filter).toBeGreaterThan(0);
    }
  });

  it('give the demo traveler deliveries in every state, and the sender the same hand-over codes', async () => {
    const page = DeliveryPageSchema.parse(
      (await getJson(t, travelerToken, '/deliveries', { pageSize: '50' })).json(),
    );
    for (const status of ['matched', 'shipping', 'delivered', 'cancelled'])
      expect(
        page.deliveries.some((delivery) => delivery.status === status),
        status,
      ).toBe(true);
    for (const order of demoOrders.filter((o) => o.handOverCode)) {
      const seen = OrderSchema.parse((await getJson(t, token, `/orders/${order.deliveryId}`)).json());
      expect(seen.handOverCode).toBe(order.handOverCode);
    }
    const overview = (await getJson(t, travelerToken, '/deliveries/overview')).json();
    expect(overview).toMatchObject({
      nextDelivery: { deliveryId: 'TT-7K3Q9M', hoursAway: 5 },
      verification: 'approved',
    });
  });
});

describe('the demo profiles: every count and status says the same thing everywhere', () => {
  const profileOf = async (_who: string, tok: string) => {
    const session = (await getJson(t, tok, '/auth/session')).json();
    return ProfileSchema.parse((await getJson(t, tok, `/users/${session.user.id}/profile`)).json());
  };

  it('the traveler’s profile counts the deliveries they carried, as their delivered list does', async () => {
    const profile = await profileOf('traveler', travelerToken);
    const delivered = DeliveryPageSchema.parse(
      (await getJson(t, travelerToken, '/deliveries', { tab: 'delivered', pageSize: '50' })).json(),
    );
    expect(delivered.total).toBeGreaterThan(0);
    expect(profile.deliveriesCarried).toBe(delivered.total);
    const overview = (await getJson(t, travelerToken, '/deliveries/overview')).json();
    expect(overview.monthlyDelivered).toBeLessThanOrEqual(profile.deliveriesCarried);
  });

  it('the sender’s profile counts the orders they sent that were delivered, as their Delivered tab does', async () => {
    const profile = await profileOf('sender', token);
    const delivered = OrderPageSchema.parse(
      (await getJson(t, token, '/orders', { tab: 'delivered', pageSize: '50' })).json(),
    );
    expect(profile.deliveriesCount).toBe(delivered.total);
  });

  it('no demo person is a member since after their own reviews and orders', async () => {
    for (const tok of [token, travelerToken]) {
      const profile = await profileOf('', tok);
      const reviews = ReviewListSchema.parse(
        (await getJson(t, tok, `/users/${profile.id}/reviews`)).json(),
      ).reviews;
      const since = Date.parse(profile.memberSince);
      for (const review of reviews) expect(Date.parse(review.createdAt)).toBeGreaterThanOrEqual(since);
    }
    const orders = OrderPageSchema.parse((await getJson(t, token, '/orders', { pageSize: '50' })).json());
    const memberSince = Date.parse((await profileOf('', token)).memberSince);
    for (const order of orders.orders)
      expect(Date.parse(order.createdAt)).toBeGreaterThanOrEqual(memberSince);
  });

  it('a cancelled order names the traveler who had it, on the sender’s list as on the traveler’s', async () => {
    const cancelled = DeliveryPageSchema.parse(
      (await getJson(t, travelerToken, '/deliveries', { tab: 'cancelled', pageSize: '50' })).json(),
    ).deliveries;
    expect(cancelled.length).toBeGreaterThan(0);
    const senders = OrderPageSchema.parse(
      (await getJson(t, token, '/orders', { tab: 'cancelled', pageSize: '50' })).json(),
    ).orders;
    for (const delivery of cancelled) {
      const order = senders.find((o) => o.deliveryId === delivery.deliveryId);
      if (order) expect(order.travelerName).toBe(delivery.travelerName);
    }
    expect(senders.some((o) => cancelled.some((d) => d.deliveryId === o.deliveryId))).toBe(true);
  });
});
