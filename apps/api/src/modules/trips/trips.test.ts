import { tripInput } from '@tote/fixtures/factories/trips';
import { accountErrorMessages } from '@tote/validation/accounts';
import { NotificationListSchema } from '@tote/validation/orders';
import { BOOKING_ID_PATTERN, TripPageSchema, TripSchema, tripMessages } from '@tote/validation/trips';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAccountsTestApp } from '../../../test/accounts';
import { getJson, placeOrder, send } from '../../../test/orders';
import { approve, type Caller, caller, matchOrder, postTrip, shareTrip } from '../../../test/trips';
import { events } from '../../db/schema/events';
import { trips } from '../../db/schema/trips';

const t = useAccountsTestApp();
let traveler: Caller;
let otherTraveler: Caller;
let unverified: Caller;
let sender: Caller;
let staff: Caller;

beforeAll(async () => {
  traveler = await caller(t, 'verifiedTraveler', 'Tess Traveler');
  otherTraveler = await caller(t, 'verifiedTraveler', 'Otto Traveler');
  unverified = await caller(t, 'traveler');
  sender = await caller(t, 'sender', 'Grace Sender');
  staff = await caller(t, 'staff');
});

const DAY_MS = 24 * 3600_000;

describe('POST /trips', () => {
  it('saves a verified traveler’s trip as pending, with instants from the airports’ zones', async () => {
    const input = tripInput(
      { departureDate: '2026-01-12', arrivalDate: '2026-01-12', feePerKgUsd: 12.5, weightKg: 7.25 },
      { now: t.clock.now() },
    );
    const response = await postTrip(t, traveler.token, input);
    expect(response.statusCode, response.body).toBe(201);
    const trip = TripSchema.parse(response.json());
    expect(trip).toMatchObject({
      status: 'pending',
      travelerId: traveler.userId,
      travelerName: 'Tess Traveler',
      departureCountry: 'NG',
      arrivalCountry: 'RW',
      // 08:00 in Lagos (UTC+1), 15:00 in Kigali (UTC+2)
      departureAt: '2026-01-12T07:00:00.000Z',
      arrivalAt: '2026-01-12T13:00:00.000Z',
      departureTimeZone: 'Africa/Lagos',
      arrivalTimeZone: 'Africa/Kigali',
      flightNumber: 'WB203',
      weightKg: 7.25,
      remainingKg: 7.25,
      feePerKg: { amountMinor: 1250, currency: 'USD' },
      deliveryCount: 0,
      rejectionReason: null,
      canCancel: true,
    });
    expect(trip.bookingId).toMatch(BOOKING_ID_PATTERN);
    const [row] = await t.db.select().from(trips).where(eq(trips.id, trip.id));
    expect(row).toMatchObject({ weightAvailableGrams: 7250, remainingGrams: 7250, feePerKgMinor: 1250 });
  });

  it('checks the times with the server’s clock: departure in the future, arrival after it', async () => {
    const now = t.clock.now(); // 2026-01-05T09:00Z = 10:00 in Lagos
    const past = await postTrip(
      t,
      traveler.token,
      tripInput({ departureDate: '2026-01-05', departureTime: '09:30', arrivalDate: '2026-01-05' }, { now }),
    );
    expect(past.statusCode).toBe(400);
    expect(past.json().error).toMatchObject({
      code: 'validation_error',
      fields: { departureDate: tripMessages.departureInPast },
    });
    // 10:30 in Lagos is still ahead.
    const soon = await postTrip(
      t,
      traveler.token,
      tripInput({ departureDate: '2026-01-05', departureTime: '10:30', arrivalDate: '2026-01-05' }, { now }),
    );
    expect(soon.statusCode, soon.body).toBe(201);
    // Lands at 08:30 Kigali time (06:30 UTC), before the 07:00 UTC take-off.
    const backwards = await postTrip(
      t,
      traveler.token,
      tripInput({ departureDate: '2026-01-12', arrivalDate: '2026-01-12', arrivalTime: '08:30' }, { now }),
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.fields).toEqual({ arrivalDate: tripMessages.arrivalBeforeDeparture });
  });

  it('answers each invalid field with its message', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ weightKg: 0.4 }, 'weightKg', tripMessages.weightInvalid],
      [{ weightKg: 50.5 }, 'weightKg', tripMessages.weightInvalid],
      [{ feePerKgUsd: 0 }, 'feePerKgUsd', tripMessages.feeInvalid],
      [{ feePerKgUsd: 10.005 }, 'feePerKgUsd', tripMessages.feeInvalid],
      [{ departureCity: ' ' }, 'departureCity', tripMessages.departureCityRequired],
      [{ arrivalAddress: '' }, 'arrivalAddress', tripMessages.arrivalAddressRequired],
      [{ flightNumber: 'not a flight' }, 'flightNumber', tripMessages.flightNumberInvalid],
      [{ departureTimeZone: 'Mars/Olympus' }, 'departureTimeZone', tripMessages.timeZoneInvalid],
      [{ arrivalDate: '2026-13-01' }, 'arrivalDate', tripMessages.arrivalDateRequired],
      [{ departureTime: '25:00' }, 'departureTime', tripMessages.departureTimeRequired],
      [{ airline: '' }, 'airline', tripMessages.airlineRequired],
    ];
    for (const [override, field, message] of cases) {
      const response = await postTrip(t, traveler.token, {
        ...tripInput({}, { now: t.clock.now() }),
        ...override,
      });
      expect(response.statusCode, `${field}: ${response.body}`).toBe(400);
      expect(response.json().error.fields?.[field], field).toBe(message);
    }
    const country = await postTrip(t, traveler.token, {
      ...tripInput({}, { now: t.clock.now() }),
      arrivalCountry: 'Rwanda',
    });
    expect(country.statusCode).toBe(400);
    expect(country.json().error.fields).toHaveProperty('arrivalCountry');
  });

  it('is for verified travelers only: 403 traveler_not_verified, traveler_role_required', async () => {
    const input = tripInput({}, { now: t.clock.now() });
    const notVerified = await postTrip(t, unverified.token, input);
    expect(notVerified.statusCode).toBe(403);
    expect(notVerified.json().error).toMatchObject({
      code: 'traveler_not_verified',
      message: tripMessages.notVerified,
    });
    const notTraveler = await postTrip(t, sender.token, input);
    expect(notTraveler.statusCode).toBe(403);
    expect(notTraveler.json().error).toMatchObject({
      code: 'traveler_role_required',
      message: accountErrorMessages.travelerRoleRequired,
    });
    expect((await postTrip(t, '', input)).statusCode).toBe(401);
  });
});

describe('GET /trips and /trips/:tripId', () => {
  it('lists the traveler’s own trips by filter; staff see all and filter by status', async () => {
    const mine = await caller(t, 'verifiedTraveler', 'Lena Lister');
    const pending = await shareTrip(t, mine, {});
    const approved = await shareTrip(t, mine, {});
    await approve(t, staff, approved.id);
    const landed = await shareTrip(t, mine, {});
    await approve(t, staff, landed.id);
    await t.db
      .update(trips)
      .set({
        departureAt: new Date(t.clock.now().getTime() - 2 * DAY_MS),
        arrivalAt: new Date(t.clock.now().getTime() - DAY_MS),
      })
      .where(eq(trips.id, landed.id));
    const rejected = await shareTrip(t, mine, {});
    await send(t, staff.token, 'POST', `/trips/${rejected.id}/reject`, { reason: 'Blurry ticket.' });
    await shareTrip(t, otherTraveler, {});

    const ids = async (query: Record<string, string>, who: Caller = mine) => {
      const response = await getJson(t, who.token, '/trips', query);
      expect(response.statusCode, response.body).toBe(200);
      return TripPageSchema.parse(response.json()).trips.map((trip) => trip.id);
    };
    expect((await ids({})).sort()).toEqual([pending.id, approved.id, landed.id, rejected.id].sort());
    expect(await ids({ filter: 'pending' })).toEqual([pending.id]);
    expect(await ids({ filter: 'approved' })).toEqual([approved.id]);
    expect((await ids({ filter: 'past' })).sort()).toEqual([landed.id, rejected.id].sort());

    const all = TripPageSchema.parse((await getJson(t, staff.token, '/trips', { pageSize: '50' })).json());
    expect(all.total).toBeGreaterThan(4);
    expect(all.trips.some((trip) => trip.travelerId === otherTraveler.userId)).toBe(true);
    const onlyRejected = await ids({ status: 'rejected', pageSize: '50' }, staff);
    expect(onlyRejected).toContain(rejected.id);
    expect(onlyRejected).not.toContain(pending.id);

    expect((await getJson(t, sender.token, '/trips')).json().error.code).toBe('traveler_role_required');
  });

  it('shows one trip to its traveler and staff; anyone else gets 404', async () => {
    const trip = await shareTrip(t, traveler);
    expect((await getJson(t, traveler.token, `/trips/${trip.id}`)).statusCode).toBe(200);
    expect(TripSchema.parse((await getJson(t, staff.token, `/trips/${trip.id}`)).json()).id).toBe(trip.id);
    const other = await getJson(t, otherTraveler.token, `/trips/${trip.id}`);
    expect(other.statusCode).toBe(404);
    expect((await getJson(t, traveler.token, '/trips/00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
    expect((await getJson(t, traveler.token, '/trips/not-a-uuid')).statusCode).toBe(400);
  });
});

describe('approve and reject', () => {
  it('approves a pending trip once and tells the traveler', async () => {
    const trip = await shareTrip(t, traveler);
    const approved = await approve(t, staff, trip.id);
    expect(approved.status).toBe('approved');
    const again = await send(t, staff.token, 'POST', `/trips/${trip.id}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'trip_not_pending',
      message: tripMessages.tripNotPending,
    });
    const notices = NotificationListSchema.parse((await getJson(t, traveler.token, '/notifications')).json());
    expect(notices.notifications[0]).toMatchObject({ title: 'Trip approved' });
    expect(notices.notifications[0]?.body).toContain(trip.bookingId);
    // The traveler's open screens hear of it once the review commits (plugins/events.ts).
    const published = await t.db.select().from(events).where(eq(events.userId, traveler.userId));
    expect(published.map(({ type, data }) => ({ type, data }))).toContainEqual({
      type: 'trip.changed',
      data: { tripId: trip.id },
    });
  });

  it('rejects with a reason the traveler reads; the reason is required', async () => {
    const trip = await shareTrip(t, traveler);
    const empty = await send(t, staff.token, 'POST', `/trips/${trip.id}/reject`, { reason: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({ reason: tripMessages.rejectReasonRequired });
    const rejected = await send(t, staff.token, 'POST', `/trips/${trip.id}/reject`, {
      reason: 'The ticket is for another day.',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(TripSchema.parse(rejected.json())).toMatchObject({
      status: 'rejected',
      rejectionReason: 'The ticket is for another day.',
      canCancel: false,
    });
    const notices = NotificationListSchema.parse((await getJson(t, traveler.token, '/notifications')).json());
    expect(notices.notifications[0]).toMatchObject({ title: 'Trip not approved' });
    expect(notices.notifications[0]?.body).toContain('The ticket is for another day.');
    const approveAfter = await send(t, staff.token, 'POST', `/trips/${trip.id}/approve`);
    expect(approveAfter.json().error.code).toBe('trip_not_pending');
    // Travelers do not review trips, not even their own.
    const own = await send(t, traveler.token, 'POST', `/trips/${trip.id}/approve`);
    expect(own.statusCode).toBe(403);
    expect(
      (await send(t, staff.token, 'POST', '/trips/00000000-0000-4000-8000-000000000000/approve')).statusCode,
    ).toBe(404);
  });
});

describe('POST /trips/:tripId/cancel', () => {
  it('cancels an open trip that carries nothing; refuses while it carries an order, and once closed', async () => {
    const trip = await shareTrip(t, traveler);
    await approve(t, staff, trip.id);
    const order = await placeOrder(t, sender, { weightKg: 3 });
    await matchOrder(t, order.deliveryId, trip.id, staff.userId);
    const carried = TripSchema.parse((await getJson(t, traveler.token, `/trips/${trip.id}`)).json());
    expect(carried).toMatchObject({ deliveryCount: 1, remainingKg: 17, canCancel: false });

    const busy = await send(t, traveler.token, 'POST', `/trips/${trip.id}/cancel`);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().error).toMatchObject({
      code: 'trip_has_deliveries',
      message: tripMessages.tripHasDeliveries,
    });
    // Someone else's trip does not exist for them.
    expect((await send(t, otherTraveler.token, 'POST', `/trips/${trip.id}/cancel`)).statusCode).toBe(404);

    // The sender cancels: the room comes back and the trip can go.
    const cancelOrder = await send(t, sender.token, 'POST', `/orders/${order.deliveryId}/cancel`);
    expect(cancelOrder.statusCode, cancelOrder.body).toBe(200);
    const freed = TripSchema.parse((await getJson(t, traveler.token, `/trips/${trip.id}`)).json());
    expect(freed).toMatchObject({ deliveryCount: 0, remainingKg: 20, canCancel: true });

    const cancelled = await send(t, traveler.token, 'POST', `/trips/${trip.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(TripSchema.parse(cancelled.json())).toMatchObject({ status: 'cancelled', canCancel: false });
    const again = await send(t, traveler.token, 'POST', `/trips/${trip.id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'trip_closed', message: tripMessages.tripClosed });
  });

  it('refuses a trip that has departed', async () => {
    const trip = await shareTrip(t, traveler);
    await t.db
      .update(trips)
      .set({ departureAt: new Date(t.clock.now().getTime() - 3600_000) })
      .where(eq(trips.id, trip.id));
    const late = await send(t, traveler.token, 'POST', `/trips/${trip.id}/cancel`);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('trip_closed');
  });
});
