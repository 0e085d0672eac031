import { AdminSearchResultSchema } from '@tote/validation/admin';
import { beforeAll, describe, expect, it } from 'vitest';
import { API, useAccountsTestApp, withSession } from '../../../test/accounts';
import { createTrip, placeOrder } from '../../../test/orders';
import { type Caller, caller, matchOrder } from '../../../test/trips';

const t = useAccountsTestApp();
let staff: Caller;
let sender: Caller;
let traveler: Caller;

beforeAll(async () => {
  staff = await caller(t, 'staff', 'Ada Admin');
  sender = await caller(t, 'sender', 'Zebedee Quartermain');
  traveler = await caller(t, 'verifiedTraveler', 'Tess Traveler');
});

const search = (who: Caller, q: string) =>
  t.app.inject({ method: 'GET', url: `${API}/admin/search`, cookies: withSession(who.token), query: { q } });

describe('GET /admin/search (the /admin search box)', () => {
  it('finds orders by delivery id, item and sender, trips by booking id, people by name and email', async () => {
    const order = await placeOrder(t, sender, { category: 'Books', itemNames: ['Xylophone manual'] });
    const trip = await createTrip(t.db, traveler.userId);

    const byId = AdminSearchResultSchema.parse((await search(staff, order.deliveryId.toLowerCase())).json());
    expect(byId.orders.map((o) => o.deliveryId)).toEqual([order.deliveryId]);
    expect(byId.orderTotal).toBe(1);

    const byItem = AdminSearchResultSchema.parse((await search(staff, 'xylophone')).json());
    expect(byItem.orders.map((o) => o.deliveryId)).toEqual([order.deliveryId]);

    const byName = AdminSearchResultSchema.parse((await search(staff, 'quartermain')).json());
    expect(byName.orders.map((o) => o.deliveryId)).toContain(order.deliveryId);
    expect(byName.users).toEqual([
      expect.objectContaining({ id: sender.userId, fullName: 'Zebedee Quartermain', isSender: true }),
    ]);
    expect(byName.userTotal).toBe(1);

    const byEmail = AdminSearchResultSchema.parse((await search(staff, sender.email.toUpperCase())).json());
    expect(byEmail.users.map((u) => u.id)).toEqual([sender.userId]);

    const byBooking = AdminSearchResultSchema.parse((await search(staff, trip.bookingId)).json());
    expect(byBooking.trips.map((found) => found.id)).toEqual([trip.id]);
  });

  it('leaves staff out, takes %, _ literally, and shows at most five of each with the totals', async () => {
    const admin = AdminSearchResultSchema.parse((await search(staff, 'ada admin')).json());
    expect(admin.users).toEqual([]);
    for (let i = 0; i < 6; i++)
      await placeOrder(t, sender, { category: 'Books', itemNames: [`Quokka ${i}`] });
    const many = AdminSearchResultSchema.parse((await search(staff, 'quokka')).json());
    expect(many.orders).toHaveLength(5);
    expect(many.orderTotal).toBe(6);
    const wildcard = AdminSearchResultSchema.parse((await search(staff, '%')).json());
    expect(wildcard).toMatchObject({ orderTotal: 0, tripTotal: 0, userTotal: 0 });
  });

  it('counts an order once however many ways it is found (items, sender, traveler)', async () => {
    // Found three ways: its items, its sender's name and its traveler's name all hold "marsh".
    const marshSender = await caller(t, 'sender', 'Okonkwo Marsh');
    const marshTraveler = await caller(t, 'verifiedTraveler', 'Tess Marsh');
    const trip = await createTrip(t.db, marshTraveler.userId);
    const threeWays = await placeOrder(t, marshSender, { category: 'Books', itemNames: ['Marsh tea'] });
    await matchOrder(t, threeWays.deliveryId, trip.id, staff.userId);
    // Found by the traveler's name alone; and one of the sender's found by the name alone.
    const byTraveler = await placeOrder(t, sender, { category: 'Books', itemNames: ['Atlas'] });
    await matchOrder(t, byTraveler.deliveryId, trip.id, staff.userId);
    const bySender = await placeOrder(t, marshSender, { category: 'Books', itemNames: ['Lamp'] });
    // Not found: no name or item of it holds the term.
    await placeOrder(t, sender, { category: 'Books', itemNames: ['Kettle'] });

    const found = AdminSearchResultSchema.parse((await search(staff, 'marsh')).json());
    // (The test app's clock stands still: the three share a created_at, so their order on the page is by id.)
    expect(found.orders.map((o) => o.deliveryId).sort()).toEqual(
      [bySender.deliveryId, byTraveler.deliveryId, threeWays.deliveryId].sort(),
    );
    expect(found.orderTotal).toBe(3);
  });

  it('asks for something to search for', async () => {
    const response = await search(staff, '   ');
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Type what to search for.');
  });
});
