import { AdminSearchResultSchema } from '@tote/validation/admin';
import { beforeAll, describe, expect, it } from 'vitest';
import { API, useAccountsTestApp, withSession } from '../../../test/accounts';
import { createTrip, placeOrder } from '../../../test/orders';
import { type Caller, caller } from '../../../test/trips';

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

  it('asks for something to search for', async () => {
    const response = await search(staff, '   ');
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Type what to search for.');
  });
});
