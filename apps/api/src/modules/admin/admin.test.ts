import {
  AdminOrderPageSchema,
  AdminStatsSchema,
  AdminTripPageSchema,
  AdminUserDetailSchema,
  AdminUserPageSchema,
  adminMessages,
  VerificationPageSchema,
  VerificationSchema,
} from '@tote/validation/admin';
import { NotificationListSchema, OrderSchema } from '@tote/validation/orders';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { API, mailbox, PNG, useAccountsTestApp, withSession } from '../../../test/accounts';
import { multipart } from '../../../test/multipart';
import { createTrip, moveOrder, placeOrder } from '../../../test/orders';
import { openSession } from '../../../test/people';
import { type Caller, caller } from '../../../test/trips';
import { users } from '../../db/schema/users';

const t = useAccountsTestApp();
let staff: Caller;
let sender: Caller;
let traveler: Caller;

beforeAll(async () => {
  staff = await caller(t, 'staff', 'Ada Admin');
  sender = await caller(t, 'sender', 'Grace Okafor');
  traveler = await caller(t, 'verifiedTraveler', 'Tess Traveler');
});

const get = (who: Caller, url: string, query: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `${API}${url}`, cookies: withSession(who.token), query });
const post = (who: Caller, url: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url: `${API}${url}`, cookies: withSession(who.token), payload });

/** A traveler who sent address, place of work and national ID (pending review). */
async function applicant(fullName: string): Promise<Caller> {
  const who = await caller(t, 'traveler', fullName);
  const form = multipart({ residentialAddress: 'KG 7 Ave 14, Kigali', placeOfWork: 'Kigali Heights' }, [
    { name: 'nationalId', filename: 'id.png', type: 'image/png', content: PNG },
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: `${API}/me/traveler-verification`,
    cookies: withSession(who.token),
    ...form,
  });
  expect(response.statusCode, response.body).toBe(201);
  return who;
}

describe('GET /admin/stats', () => {
  it('counts travelers, senders and this month’s packages live', async () => {
    const before = AdminStatsSchema.parse((await get(staff, '/admin/stats')).json());
    await caller(t, 'sender');
    await placeOrder(t, sender);
    const after = AdminStatsSchema.parse((await get(staff, '/admin/stats')).json());
    expect(after.senders).toBe(before.senders + 1);
    expect(after.packagesThisMonth).toBe(before.packagesThisMonth + 1);
    expect(after.unmatchedOrders).toBe(before.unmatchedOrders + 1);
    expect(after.travelers).toBe(before.travelers);
  });
});

describe('GET /admin/orders and /admin/trips', () => {
  it('lists every order with its sender, searchable by sender name and delivery id, paginated', async () => {
    const first = await placeOrder(t, sender, { category: 'Books', itemNames: ['Atlas'] });
    t.clock.advance(1_000);
    const second = await placeOrder(t, sender, { category: 'Books', itemNames: ['Novel'] });
    const byName = AdminOrderPageSchema.parse((await get(staff, '/admin/orders', { q: 'okafor' })).json());
    expect(byName.orders.map((o) => o.deliveryId)).toEqual(
      expect.arrayContaining([first.deliveryId, second.deliveryId]),
    );
    expect(byName.orders[0]).toMatchObject({
      senderName: 'Grace Okafor',
      senderId: sender.userId,
      weightKg: 2.5,
    });
    const byId = AdminOrderPageSchema.parse(
      (await get(staff, '/admin/orders', { q: first.deliveryId.toLowerCase() })).json(),
    );
    expect(byId.orders.map((o) => o.deliveryId)).toEqual([first.deliveryId]);
    const paged = AdminOrderPageSchema.parse(
      (await get(staff, '/admin/orders', { q: 'books', pageSize: '1', page: '2' })).json(),
    );
    expect(paged).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(paged.orders.map((o) => o.deliveryId)).toEqual([first.deliveryId]);
    const processing = AdminOrderPageSchema.parse(
      (await get(staff, '/admin/orders', { status: 'processing' })).json(),
    );
    expect(processing.orders.every((o) => o.status === 'processing')).toBe(true);
  });

  it('lists trips, searchable by booking id, upcoming ones soonest first', async () => {
    const soon = await createTrip(t.db, traveler.userId, { departureAt: new Date('2026-01-07T08:00:00Z') });
    const later = await createTrip(t.db, traveler.userId, { departureAt: new Date('2026-01-09T08:00:00Z') });
    await createTrip(t.db, traveler.userId, { departureAt: new Date('2026-01-01T08:00:00Z') });
    const found = AdminTripPageSchema.parse((await get(staff, '/admin/trips', { q: soon.bookingId })).json());
    expect(found.trips.map((trip) => trip.id)).toEqual([soon.id]);
    const upcoming = AdminTripPageSchema.parse(
      (await get(staff, '/admin/trips', { upcoming: 'true' })).json(),
    );
    const ids = upcoming.trips.map((trip) => trip.id);
    expect(ids.indexOf(soon.id)).toBeLessThan(ids.indexOf(later.id));
    expect(upcoming.trips.every((trip) => Date.parse(trip.departureAt) > t.clock.now().getTime())).toBe(true);
  });
});

describe('POST /admin/orders/:deliveryId/status (Update Delivery Status)', () => {
  it('marks a delivery failed with a reason, through the lifecycle, and tells both sides', async () => {
    const trip = await createTrip(t.db, traveler.userId);
    const order = await placeOrder(t, sender);
    await moveOrder(t, order.deliveryId, ['matched', 'shipping'], { tripId: trip.id });
    const noReason = await post(staff, `/admin/orders/${order.deliveryId}/status`, { status: 'failed' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields).toEqual({ reason: adminMessages.failedReasonRequired });

    const response = await post(staff, `/admin/orders/${order.deliveryId}/status`, {
      status: 'failed',
      reason: 'The receiver could not be reached.',
    });
    expect(response.statusCode, response.body).toBe(200);
    const failed = OrderSchema.parse(response.json());
    expect(failed.status).toBe('failed');
    expect(failed.events.at(-1)).toMatchObject({
      type: 'failed',
      note: 'The receiver could not be reached.',
    });
    const notices = NotificationListSchema.parse((await get(sender, '/notifications')).json());
    expect(notices.notifications[0]).toMatchObject({
      title: 'Delivery failed',
      deliveryId: order.deliveryId,
    });

    const again = await post(staff, `/admin/orders/${order.deliveryId}/status`, { status: 'delivered' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('invalid_transition');
    const matched = await post(staff, `/admin/orders/${order.deliveryId}/status`, { status: 'matched' });
    expect(matched.statusCode).toBe(400);
    expect(matched.json().error.fields.status).toBe(adminMessages.statusInvalid);
  });

  it('failing a matched order gives the trip its room back', async () => {
    const trip = await createTrip(t.db, traveler.userId, { weightAvailableGrams: 10_000 });
    const order = await placeOrder(t, sender, { weightKg: 4 });
    await moveOrder(t, order.deliveryId, ['matched'], { tripId: trip.id });
    await post(staff, `/admin/orders/${order.deliveryId}/status`, {
      status: 'failed',
      reason: 'Lost at customs.',
    });
    const view = await get(staff, `/trips/${trip.id}`);
    expect(view.json().remainingKg).toBe(10);
  });
});

describe('traveler verifications', () => {
  it('queues pending travelers oldest first; approve notifies and emails; a second decision is 409', async () => {
    const first = await applicant('Ann Applicant');
    t.clock.advance(60_000);
    const second = await applicant('Ben Applicant');
    const queue = VerificationPageSchema.parse((await get(staff, '/traveler-verifications')).json());
    const ids = queue.verifications.map((v) => v.userId);
    expect(ids.indexOf(first.userId)).toBeLessThan(ids.indexOf(second.userId));
    const entry = queue.verifications.find((v) => v.userId === first.userId);
    expect(entry).toMatchObject({
      status: 'pending',
      placeOfWork: 'Kigali Heights',
      nationalIdUrl: `/api/v1/users/${first.userId}/national-id`,
    });
    const id = await t.app.inject({
      method: 'GET',
      url: entry?.nationalIdUrl ?? '',
      cookies: withSession(staff.token),
    });
    expect(id.statusCode).toBe(200);

    const approved = await post(staff, `/traveler-verifications/${first.userId}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(VerificationSchema.parse(approved.json())).toMatchObject({
      status: 'verified',
      reviewedAt: t.clock.now().toISOString(),
    });
    const notices = NotificationListSchema.parse((await get(first, '/notifications')).json());
    expect(notices.notifications[0]?.title).toBe(adminMessages.verificationApprovedTitle);
    const mails = await mailbox(t, first.email);
    expect(mails.some((mail) => mail.subject === 'You are a verified Tote traveler')).toBe(true);
    expect((await get(first, '/auth/session')).json().user.travelerStatus).toBe('verified');

    const twice = await post(staff, `/traveler-verifications/${first.userId}/approve`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('not_pending');
    const verified = VerificationPageSchema.parse(
      (await get(staff, '/traveler-verifications', { status: 'verified' })).json(),
    );
    expect(verified.verifications.map((v) => v.userId)).toContain(first.userId);
  });

  it('reject needs a reason, which the traveler reads in the app and the email', async () => {
    const who = await applicant('Cy Applicant');
    const empty = await post(staff, `/traveler-verifications/${who.userId}/reject`, { reason: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({ reason: adminMessages.rejectReasonRequired });
    const response = await post(staff, `/traveler-verifications/${who.userId}/reject`, {
      reason: 'The photo is blurred.',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'rejected', reviewNote: 'The photo is blurred.' });
    const notices = NotificationListSchema.parse((await get(who, '/notifications')).json());
    expect(notices.notifications[0]?.body).toContain('The photo is blurred.');
    const mails = await mailbox(t, who.email);
    expect(mails.some((mail) => mail.text.includes('The photo is blurred.'))).toBe(true);
    expect(
      (await post(staff, '/traveler-verifications/00000000-0000-4000-8000-000000000000/approve')).statusCode,
    ).toBe(404);
  });
});

describe('users', () => {
  it('lists senders and travelers with their counts, searchable; a profile with orders and trips', async () => {
    const trip = await createTrip(t.db, traveler.userId);
    const order = await placeOrder(t, sender);
    await moveOrder(t, order.deliveryId, ['matched', 'shipping', 'delivered'], { tripId: trip.id });
    const senders = AdminUserPageSchema.parse(
      (await get(staff, '/admin/users', { role: 'sender', q: 'okafor' })).json(),
    );
    expect(senders.users).toHaveLength(1);
    expect(senders.users[0]).toMatchObject({
      id: sender.userId,
      fullName: 'Grace Okafor',
      country: 'RW',
    });
    expect(senders.users[0]?.itemsSent).toBeGreaterThan(0);
    const travelers = AdminUserPageSchema.parse(
      (await get(staff, '/admin/users', { role: 'traveler', q: 'tess' })).json(),
    );
    expect(travelers.users[0]).toMatchObject({ id: traveler.userId, itemsDelivered: 1 });

    const profile = AdminUserDetailSchema.parse((await get(staff, `/admin/users/${traveler.userId}`)).json());
    expect(profile.trips.map((row) => row.id)).toContain(trip.id);
    expect(profile).toMatchObject({
      isTraveler: true,
      travelerStatus: 'verified',
      verification: null,
      deactivated: false,
    });
    const senderProfile = AdminUserDetailSchema.parse(
      (await get(staff, `/admin/users/${sender.userId}`)).json(),
    );
    expect(senderProfile.orders.map((row) => row.deliveryId)).toContain(order.deliveryId);
    expect((await get(staff, '/admin/users/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('deactivates (sessions end) and reactivates; never oneself or another staff member', async () => {
    const who = await caller(t, 'sender', 'Dee Sender');
    const off = await post(staff, `/admin/users/${who.userId}/deactivate`, { reason: 'Asked us to.' });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ deactivated: true });
    expect((await get(who, '/auth/session')).statusCode).toBe(401);
    const on = await post(staff, `/admin/users/${who.userId}/reactivate`);
    expect(on.json()).toMatchObject({ deactivated: false, deactivatedAt: null });
    const token = await openSession(t.db, t.clock, who.userId);
    expect((await get({ ...who, token }, '/auth/session')).statusCode).toBe(200);

    const self = await post(staff, `/admin/users/${staff.userId}/deactivate`);
    expect(self.json().error).toMatchObject({ code: 'own_account', message: adminMessages.ownAccount });
    const colleague = await caller(t, 'staff');
    const other = await post(staff, `/admin/users/${colleague.userId}/deactivate`);
    expect(other.json().error).toMatchObject({ code: 'staff_account', message: adminMessages.staffAccount });
  });

  it('refuses to reactivate a staff account as it refuses to deactivate one', async () => {
    // A staff account turned off (Account settings or the CLI) comes back through admin:create, not here.
    const colleague = await caller(t, 'staff', 'Dana Deactivated');
    await t.db.update(users).set({ deactivatedAt: t.clock.now() }).where(eq(users.id, colleague.userId));
    const on = await post(staff, `/admin/users/${colleague.userId}/reactivate`);
    expect(on.statusCode).toBe(409);
    expect(on.json().error).toMatchObject({ code: 'staff_account', message: adminMessages.staffAccount });
    const detail = AdminUserDetailSchema.parse((await get(staff, `/admin/users/${colleague.userId}`)).json());
    expect(detail.deactivated).toBe(true);
  });
});
