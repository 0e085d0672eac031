import {
  type Match,
  MatchPageSchema,
  MatchSchema,
  matchMessages,
  SenderCandidatePageSchema,
  TravelerCandidatePageSchema,
} from '@tote/validation/matches';
import { NotificationListSchema } from '@tote/validation/orders';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { API, useAccountsTestApp, withSession } from '../../../test/accounts';
import { createTrip, moveOrder } from '../../../test/orders';
import { openSession } from '../../../test/people';
import { type Caller, caller } from '../../../test/trips';
import { queryRows } from '../../db/client';
import { matches } from '../../db/schema/matches';
import { type OrderRow, orders } from '../../db/schema/orders';
import { trips } from '../../db/schema/trips';
import { generateDeliveryId } from '../orders/delivery-id';
import { insertOrder, orderSearchText } from '../orders/orders.repo';

const t = useAccountsTestApp();
let staff: Caller;
let otherStaff: Caller;
let sender: Caller;
let traveler: Caller;

const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;

beforeAll(async () => {
  staff = await caller(t, 'staff', 'Ada Admin');
  otherStaff = await caller(t, 'staff', 'Bea Admin');
  sender = await caller(t, 'sender', 'Grace Sender');
  traveler = await caller(t, 'verifiedTraveler', 'Tess Traveler');
});

/** Sessions end when the test clock jumps a day: fresh ones for everyone. */
async function refreshSessions() {
  staff = await caller(t, 'staff', 'Ada Admin');
  otherStaff = await caller(t, 'staff', 'Bea Admin');
}

/** A processing order written straight to the database (fast: the concurrency trials make hundreds). */
async function newOrder(
  overrides: Partial<typeof orders.$inferInsert> & { from?: string; to?: string } = {},
): Promise<OrderRow> {
  const { from = 'NG', to = 'RW', ...values } = overrides;
  const now = t.clock.now();
  const deliveryId = generateDeliveryId();
  const fields = {
    category: 'Gadgets',
    itemNames: ['Phone'],
    deliveryAddress: 'KG 7 Ave 14, Kigali',
    deliveryCountry: to,
  };
  const row = await insertOrder(t.db, {
    deliveryId,
    senderId: sender.userId,
    ...fields,
    pickupAddress: '12 Admiralty Way, Lagos',
    pickupCountry: from,
    receiverName: 'Aline Uwase',
    receiverPhone: '+250788123456',
    weightGrams: 2_500,
    priceMinor: 4_500,
    status: 'processing',
    searchText: orderSearchText({ deliveryId, ...fields }),
    createdAt: now,
    updatedAt: now,
    ...values,
  });
  if (!row) throw new Error('order insert returned nothing');
  return row;
}

/** An approved trip departing `inHours` after the test clock's now (default a day), NG to RW. */
function newTrip(overrides: Partial<typeof trips.$inferInsert> & { inHours?: number } = {}) {
  const { inHours = 24, ...values } = overrides;
  const departureAt = new Date(t.clock.now().getTime() + inHours * HOUR_MS);
  return createTrip(t.db, traveler.userId, {
    departureCountry: 'NG',
    arrivalCountry: 'RW',
    departureAt,
    arrivalAt: new Date(departureAt.getTime() + 6 * HOUR_MS),
    ...values,
  });
}

const get = (who: Caller, url: string, query: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `${API}${url}`, cookies: withSession(who.token), query });
const post = (who: Caller, url: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url: `${API}${url}`, cookies: withSession(who.token), payload });
const matchWith = (who: Caller, deliveryId: string, tripId: string) =>
  post(who, '/matches', { deliveryId, tripId });

async function remainingOf(tripId: string): Promise<number> {
  const [row] = await t.db.select({ grams: trips.remainingGrams }).from(trips).where(eq(trips.id, tripId));
  return row?.grams ?? Number.NaN;
}

async function statusOf(orderId: string) {
  const [row] = await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  return row?.status;
}

describe('GET /orders/:deliveryId/candidates (Traveler in Sync)', () => {
  it('lists approved future trips on the route with room, soonest arrival first, with the cost', async () => {
    const order = await newOrder({ from: 'GH', to: 'KE', weightGrams: 2_500 });
    const route = { departureCountry: 'GH', arrivalCountry: 'KE' };
    const later = await newTrip({ ...route, inHours: 72, feePerKgMinor: 1_000 });
    const sooner = await newTrip({ ...route, inHours: 24, feePerKgMinor: 1_250 });
    const last = await newTrip({ ...route, inHours: 120, feePerKgMinor: 999 });
    // Not candidates: departed, pending, other route, too little room, rejected.
    await newTrip({ ...route, inHours: -1 });
    await newTrip({ ...route, status: 'pending' });
    await newTrip({ ...route, status: 'rejected' });
    await newTrip({ departureCountry: 'GH', arrivalCountry: 'RW' });
    await newTrip({ ...route, weightAvailableGrams: 5_000, remainingGrams: 2_499 });
    const exact = await newTrip({
      ...route,
      inHours: 200,
      weightAvailableGrams: 5_000,
      remainingGrams: 2_500,
    });

    const response = await get(staff, `/orders/${order.deliveryId}/candidates`);
    expect(response.statusCode, response.body).toBe(200);
    const page = TravelerCandidatePageSchema.parse(response.json());
    expect(page.candidates.map((c) => c.tripId)).toEqual([sooner.id, later.id, last.id, exact.id]);
    expect(page.order).toEqual({
      deliveryId: order.deliveryId,
      weightKg: 2.5,
      pickupCountry: 'GH',
      deliveryCountry: 'KE',
    });
    // 2.5 kg × $12.50 = $31.25; 2.5 kg × $9.99 = $24.975 -> $24.98 (rounded to the cent)
    expect(page.candidates[0]).toMatchObject({
      travelerName: 'Tess Traveler',
      feePerKg: { amountMinor: 1_250, currency: 'USD' },
      cost: { amountMinor: 3_125, currency: 'USD' },
      remainingKg: 20,
    });
    expect(page.candidates[2]?.cost.amountMinor).toBe(2_498);
    expect(page.hasMore).toBe(false);

    const first = TravelerCandidatePageSchema.parse(
      (await get(staff, `/orders/${order.deliveryId}/candidates`, { pageSize: '3' })).json(),
    );
    expect(first.candidates).toHaveLength(3);
    expect(first.hasMore).toBe(true);
    const second = TravelerCandidatePageSchema.parse(
      (await get(staff, `/orders/${order.deliveryId}/candidates`, { pageSize: '3', page: '2' })).json(),
    );
    expect(second.candidates.map((c) => c.tripId)).toEqual([exact.id]);
    expect(second.hasMore).toBe(false);
  });

  it('answers 409 for an order that is not waiting, 404 for an unknown one', async () => {
    const order = await newOrder({ from: 'GH', to: 'KE' });
    const trip = await newTrip({ departureCountry: 'GH', arrivalCountry: 'KE' });
    expect((await matchWith(staff, order.deliveryId, trip.id)).statusCode).toBe(201);
    const matched = await get(staff, `/orders/${order.deliveryId}/candidates`);
    expect(matched.statusCode).toBe(409);
    expect(matched.json().error).toMatchObject({
      code: 'order_not_open',
      message: matchMessages.orderNotOpen,
    });
    expect((await get(staff, '/orders/TT-2222ZZ/candidates')).statusCode).toBe(404);
  });
});

describe('GET /trips/:tripId/candidates (Sender in Sync)', () => {
  it('lists processing orders on the route that fit the remaining room, oldest first', async () => {
    const trip = await newTrip({
      departureCountry: 'ZA',
      arrivalCountry: 'GB',
      weightAvailableGrams: 10_000,
      remainingGrams: 3_000,
      feePerKgMinor: 2_000,
    });
    const route = { from: 'ZA', to: 'GB' };
    const oldest = await newOrder({ ...route, weightGrams: 1_000 });
    t.clock.advance(60_000);
    await newOrder({ ...route, weightGrams: 3_001 }); // too heavy
    await newOrder({ from: 'ZA', to: 'KE', weightGrams: 500 }); // other route
    await newOrder({ ...route, weightGrams: 500, status: 'cancelled' });
    t.clock.advance(60_000);
    const newer = await newOrder({ ...route, weightGrams: 3_000 });

    const response = await get(staff, `/trips/${trip.id}/candidates`);
    expect(response.statusCode, response.body).toBe(200);
    const page = SenderCandidatePageSchema.parse(response.json());
    expect(page.candidates.map((c) => c.deliveryId)).toEqual([oldest.deliveryId, newer.deliveryId]);
    expect(page.candidates[1]).toMatchObject({
      senderName: 'Grace Sender',
      weightKg: 3,
      cost: { amountMinor: 6_000 },
    });
    expect(page.trip).toMatchObject({ id: trip.id, remainingKg: 3 });
  });

  it('answers 409 trip_not_open for a pending or departed trip, 404 for an unknown one', async () => {
    const pending = await newTrip({ status: 'pending' });
    const departed = await newTrip({ inHours: -2 });
    for (const trip of [pending, departed]) {
      const response = await get(staff, `/trips/${trip.id}/candidates`);
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toBe(matchMessages.tripNotOpen);
    }
    expect((await get(staff, '/trips/00000000-0000-4000-8000-000000000000/candidates')).statusCode).toBe(404);
  });
});

describe('POST /matches', () => {
  it('matches in one go: capacity taken, order matched with a hand-over code, both sides notified', async () => {
    const trip = await newTrip({ weightAvailableGrams: 10_000, feePerKgMinor: 1_500 });
    const order = await newOrder({ weightGrams: 4_000 });
    const response = await matchWith(staff, order.deliveryId, trip.id);
    expect(response.statusCode, response.body).toBe(201);
    const match = MatchSchema.parse(response.json());
    expect(match).toMatchObject({
      deliveryId: order.deliveryId,
      orderStatus: 'matched',
      weightKg: 4,
      cost: { amountMinor: 6_000, currency: 'USD' },
      sender: { id: sender.userId, name: 'Grace Sender', country: 'NG' },
      traveler: { id: traveler.userId, name: 'Tess Traveler', country: 'RW' },
      matchedById: staff.userId,
      matchedAt: t.clock.now().toISOString(),
      unmatchDeadline: new Date(t.clock.now().getTime() + DAY_MS).toISOString(),
      canUnmatch: true,
      unmatchedAt: null,
    });
    expect(await remainingOf(trip.id)).toBe(6_000);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe('matched');
    expect(row?.handOverCode).toMatch(/^\d{6}$/);
    for (const who of [sender, traveler]) {
      const list = NotificationListSchema.parse((await get(who, '/notifications')).json());
      expect(
        list.notifications.some(
          (n) => n.deliveryId === order.deliveryId && /matched/i.test(n.title + (n.body ?? '')),
        ),
      ).toBe(true);
    }
  });

  it('refuses with a clear 409 what cannot be matched', async () => {
    const full = await newTrip({ weightAvailableGrams: 2_000 });
    const pending = await newTrip({ status: 'pending' });
    const departed = await newTrip({ inHours: -1 });
    const otherRoute = await newTrip({ arrivalCountry: 'KE' });
    const open = await newTrip();
    const order = await newOrder({ weightGrams: 2_500 });
    const cases: [string, string, string][] = [
      [full.id, 'trip_full', matchMessages.tripFull],
      [pending.id, 'trip_not_approved', matchMessages.tripNotApproved],
      [departed.id, 'trip_departed', matchMessages.tripDeparted],
      [otherRoute.id, 'route_mismatch', matchMessages.routeMismatch],
    ];
    for (const [tripId, code, message] of cases) {
      const response = await matchWith(staff, order.deliveryId, tripId);
      expect(response.statusCode, code).toBe(409);
      expect(response.json().error).toMatchObject({ code, message });
    }
    expect(await statusOf(order.id)).toBe('processing');
    expect(await remainingOf(full.id)).toBe(2_000);

    const cancelled = await newOrder({ status: 'cancelled' });
    const closed = await matchWith(staff, cancelled.deliveryId, open.id);
    expect(closed.json().error).toMatchObject({
      code: 'order_not_open',
      message: matchMessages.orderNotOpen,
    });
    expect((await matchWith(staff, order.deliveryId, open.id)).statusCode).toBe(201);
    const again = await matchWith(otherStaff, order.deliveryId, open.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'order_already_matched',
      message: matchMessages.orderAlreadyMatched,
    });
    expect((await matchWith(staff, 'TT-2222ZZ', open.id)).statusCode).toBe(404);
    expect(
      (await matchWith(staff, (await newOrder()).deliveryId, '00000000-0000-4000-8000-000000000000'))
        .statusCode,
    ).toBe(404);
  });

  it('answers a malformed body with field messages', async () => {
    const response = await post(staff, '/matches', { deliveryId: 'nope', tripId: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      deliveryId: matchMessages.deliveryIdInvalid,
      tripId: matchMessages.tripIdInvalid,
    });
  });
});

describe('concurrency', () => {
  const TRIALS = 10;

  it(`never overbooks: 20 concurrent matches of 3 kg orders at a 10 kg trip, ${TRIALS} trials`, async () => {
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const trip = await newTrip({ weightAvailableGrams: 10_000 });
      const batch = await Promise.all(Array.from({ length: 20 }, () => newOrder({ weightGrams: 3_000 })));
      const responses = await Promise.all(
        batch.map((order, i) => matchWith(i % 2 ? staff : otherStaff, order.deliveryId, trip.id)),
      );
      const statuses = responses.map((r) => r.statusCode).sort();
      expect(
        statuses.filter((s) => s === 201),
        `trial ${trial}`,
      ).toHaveLength(3);
      expect(
        statuses.filter((s) => s === 409),
        `trial ${trial}`,
      ).toHaveLength(17);
      for (const r of responses.filter((r) => r.statusCode === 409))
        expect(r.json().error.code).toBe('trip_full');
      const [carried] = await queryRows<{ grams: number; count: number }>(
        t.db,
        sql`select coalesce(sum(o.weight_grams), 0)::int as grams, count(*)::int as count
            from ${matches} m join ${orders} o on o.id = m.order_id
            where m.trip_id = ${trip.id} and m.unmatched_at is null`,
      );
      expect(carried?.grams).toBeLessThanOrEqual(10_000);
      expect(carried?.count).toBe(3);
      expect(await remainingOf(trip.id)).toBe(10_000 - (carried?.grams ?? 0));
      const matchedOrders = await Promise.all(batch.map((o) => statusOf(o.id)));
      expect(matchedOrders.filter((s) => s === 'matched')).toHaveLength(3);
    }
  }, 120_000);

  it(`two staff matching the same order at once: one 201, one 409 (${TRIALS} trials)`, async () => {
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const [a, b] = [await newTrip(), await newTrip()];
      const order = await newOrder();
      const responses = await Promise.all([
        matchWith(staff, order.deliveryId, a.id),
        matchWith(otherStaff, order.deliveryId, b.id),
      ]);
      expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      const loser = responses.find((r) => r.statusCode === 409);
      expect(loser?.json().error).toMatchObject({
        code: 'order_already_matched',
        message: matchMessages.orderAlreadyMatched,
      });
      const active = await t.db
        .select()
        .from(matches)
        .where(and(eq(matches.orderId, order.id), isNull(matches.unmatchedAt)));
      expect(active).toHaveLength(1);
      const taken = 20_000 - (await remainingOf(a.id)) + (20_000 - (await remainingOf(b.id)));
      expect(taken).toBe(order.weightGrams);
    }
  }, 120_000);
});

describe('POST /matches/:matchId/unmatch and the Active Log', () => {
  it('undoes a match within 24 hours: the room back, the order processing, both told; then matchable again', async () => {
    const trip = await newTrip({ inHours: 72 });
    const order = await newOrder({ weightGrams: 2_000 });
    const match = MatchSchema.parse((await matchWith(staff, order.deliveryId, trip.id)).json());
    t.clock.advance(23 * HOUR_MS + 59 * 60_000);
    await refreshSessions();
    const response = await post(staff, `/matches/${match.id}/unmatch`);
    expect(response.statusCode, response.body).toBe(200);
    expect(MatchSchema.parse(response.json())).toMatchObject({
      canUnmatch: false,
      orderStatus: 'processing',
      unmatchedAt: t.clock.now().toISOString(),
    });
    expect(await remainingOf(trip.id)).toBe(20_000);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'processing', handOverCode: null });
    for (const [who, title] of [
      [sender, 'Looking for another traveler'],
      [traveler, 'Delivery removed from your trip'],
    ] as const) {
      const token = await openSession(t.db, t.clock, who.userId);
      const list = NotificationListSchema.parse((await get({ ...who, token }, '/notifications')).json());
      expect(list.notifications.some((n) => n.deliveryId === order.deliveryId && n.title === title)).toBe(
        true,
      );
    }
    const again = await post(staff, `/matches/${match.id}/unmatch`);
    expect(again.json().error).toMatchObject({ code: 'match_ended', message: matchMessages.matchEnded });
    expect((await matchWith(staff, order.deliveryId, trip.id)).statusCode).toBe(201);
  });

  it('refuses after 24 hours with its message, and after pick-up', async () => {
    const trip = await newTrip({ inHours: 72 });
    const late = await newOrder();
    const lateMatch = MatchSchema.parse((await matchWith(staff, late.deliveryId, trip.id)).json());
    const picked = await newOrder();
    const pickedMatch = MatchSchema.parse((await matchWith(staff, picked.deliveryId, trip.id)).json());
    await moveOrder(t, picked.deliveryId, ['shipping']);
    const refused = await post(staff, `/matches/${pickedMatch.id}/unmatch`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'already_picked_up',
      message: matchMessages.alreadyPickedUp,
    });

    t.clock.advance(DAY_MS); // exactly 24 hours: the window has closed
    await refreshSessions();
    const response = await post(staff, `/matches/${lateMatch.id}/unmatch`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'unmatch_window_passed',
      message: 'Matches made after 24 hours cannot be Unmatched.',
    });
    expect(await statusOf(late.id)).toBe('matched');
    expect(MatchSchema.parse((await get(staff, `/matches/${lateMatch.id}`)).json()).canUnmatch).toBe(false);
    expect((await post(staff, '/matches/00000000-0000-4000-8000-000000000000/unmatch')).statusCode).toBe(404);
  });

  it('GET /matches?mine=true lists the staff member’s matches, newest first, with the countdown', async () => {
    const me = await caller(t, 'staff', 'Cleo Admin');
    const trip = await newTrip({ inHours: 72 });
    const first = await newOrder();
    await matchWith(me, first.deliveryId, trip.id);
    t.clock.advance(10 * 60_000);
    const second = await newOrder();
    await matchWith(me, second.deliveryId, trip.id);
    await matchWith(staff, (await newOrder()).deliveryId, trip.id); // someone else's
    t.clock.advance(10 * 60_000);

    const response = await get(me, '/matches', { mine: 'true' });
    expect(response.statusCode, response.body).toBe(200);
    const page = MatchPageSchema.parse(response.json());
    expect(page.total).toBe(2);
    expect(page.matches.map((m: Match) => m.deliveryId)).toEqual([second.deliveryId, first.deliveryId]);
    expect(page.matches.every((m) => m.matchedById === me.userId && m.canUnmatch)).toBe(true);
    const [newest] = page.matches;
    expect(Date.parse(newest?.unmatchDeadline ?? '') - t.clock.now().getTime()).toBe(DAY_MS - 10 * 60_000);
    const all = MatchPageSchema.parse((await get(me, '/matches')).json());
    expect(all.total).toBeGreaterThan(2);
  });
});
