import {
  AdminSearchResultSchema,
  AdminUserPageSchema,
  adminMessages,
  SEARCHED_LIST_UP_TO,
} from '@tote/validation/admin';
import { sql } from 'drizzle-orm';
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

  it('answers a name a thousand people share as it answers a rare one, reading the newest rows first', async () => {
    // More people hold "plentiful" than COMMON_NAME_PEOPLE (1,000), as senders and as travelers, so the orders,
    // trips and people are read in their list's order until a page is found (admin.repo.ts), where a rarer name is
    // read person by person.
    const ann = await caller(t, 'sender', 'Ann Plentiful');
    const tom = await caller(t, 'verifiedTraveler', 'Tom Plentiful');
    await t.db.execute(sql`insert into users (email, full_name, country, password_hash, is_sender, is_traveler,
        created_at, updated_at)
      select 'plentiful' || i || '@example.com', 'Zed Plentiful ' || lpad(i::text, 4, '0'), 'NG', 'x', true, true,
        now(), now()
      from generate_series(1, 1000) as i`);
    const trip = await createTrip(t.db, tom.userId);
    const annOrders = [];
    for (let i = 0; i < 6; i++)
      annOrders.push(await placeOrder(t, ann, { category: 'Books', itemNames: [`Tome ${i}`] }));
    const carried = await placeOrder(t, sender, { category: 'Books', itemNames: ['Globe'] });
    await matchOrder(t, carried.deliveryId, trip.id, staff.userId);
    const found = async (q: string) => AdminSearchResultSchema.parse((await search(staff, q)).json());

    const common = await found('plentiful');
    // The test clock stands still: one created_at, so the newest five are the five largest ids.
    const newestFive = [...annOrders, carried]
      .sort((a, b) => (a.id < b.id ? 1 : -1))
      .slice(0, 5)
      .map((o) => o.deliveryId);
    expect(common.orders.map((o) => o.deliveryId)).toEqual(newestFive);
    expect(common.orderTotal).toBe(7);
    expect(common.trips.map((found) => found.id)).toEqual([trip.id]);
    expect(common.tripTotal).toBe(1);
    expect(common.users.map((u) => u.fullName)).toEqual([
      'Ann Plentiful',
      'Tom Plentiful',
      'Zed Plentiful 0001',
      'Zed Plentiful 0002',
      'Zed Plentiful 0003',
    ]);
    expect(common.userTotal).toBe(100);

    // The staff's lists: a page near the top walks the newest orders testing each one's names, a larger one walks
    // them keeping the namesakes' ids (WALK_TAKE); both find the same orders in the same order.
    const listed = async (
      path: 'orders' | 'trips',
      pageSize: number,
      page = 1,
      status?: string,
      after?: string,
    ) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `${API}/admin/${path}`,
          cookies: withSession(staff.token),
          query: {
            q: 'plentiful',
            page: `${page}`,
            pageSize: `${pageSize}`,
            ...(status && { status }),
            ...(after && { after }),
          },
        })
      ).json();
    // Keyset pages: each asks for the orders after the last one of the page before, as Next does (numbered 2
    // each time, so a page read by its number would repeat the second).
    const byKeyset = async (pageSize: number, status?: string) => {
      const seen: string[] = [];
      let after: string | undefined;
      for (let n = 1; n <= 10; n++) {
        const { orders, total } = await listed('orders', pageSize, after ? 2 : 1, status, after);
        expect(total).toBe(status ? 6 : 7);
        if (orders.length === 0) break;
        seen.push(...orders.map((o: { deliveryId: string }) => o.deliveryId));
        after = seen.at(-1);
      }
      return seen;
    };
    const walked = [...(await listed('orders', 4)).orders, ...(await listed('orders', 4, 2)).orders];
    const read = await listed('orders', 50);
    expect(read.total).toBe(7);
    expect(read.orders.map((o: { deliveryId: string }) => o.deliveryId)).toEqual(
      walked.map((o: { deliveryId: string }) => o.deliveryId),
    );
    expect(read.orders.map((o: { deliveryId: string }) => o.deliveryId).slice(0, 5)).toEqual(newestFive);
    expect((await listed('trips', 50)).trips.map((found: { id: string }) => found.id)).toEqual([trip.id]);
    expect(await byKeyset(2)).toEqual(read.orders.map((o: { deliveryId: string }) => o.deliveryId));
    // With a status, both ways keep only the orders in it: the carried one is matched, Ann's wait (/admin-l).
    const annNewest = [...annOrders].sort((a, b) => (a.id < b.id ? 1 : -1)).map((o) => o.deliveryId);
    expect(await byKeyset(4, 'processing')).toEqual(annNewest);
    for (const pageSize of [4, 50]) {
      const matched = await listed('orders', pageSize, 1, 'matched');
      expect(matched.orders.map((o: { deliveryId: string }) => o.deliveryId)).toEqual([carried.deliveryId]);
      expect(matched.total).toBe(1);
      const waiting = await listed('orders', pageSize, 1, 'processing');
      expect(waiting.orders.map((o: { deliveryId: string }) => o.deliveryId)).toEqual(
        annNewest.slice(0, pageSize),
      );
      expect(waiting.total).toBe(6);
    }

    // The same orders and trip by the rare names, read person by person.
    const byAnn = await found('ann plentiful');
    expect(byAnn.orderTotal).toBe(6);
    const byTom = await found('tom plentiful');
    expect(byTom.orders.map((o) => o.deliveryId)).toEqual([carried.deliveryId]);
    expect(byTom.trips.map((found) => found.id)).toEqual([trip.id]);
  });

  it('asks for something to search for', async () => {
    const response = await search(staff, '   ');
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Type what to search for.');
  });
});

describe('the staff lists with a search (/admin-l, /user)', () => {
  const list = (path: string, query: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: `${API}/admin/${path}`, cookies: withSession(staff.token), query });

  it('count a search up to SEARCHED_LIST_UP_TO and refuse a page past it, where an unsearched list goes on', async () => {
    await t.db.execute(sql`insert into users (email, full_name, country, password_hash, is_sender, is_traveler,
        created_at, updated_at)
      select 'copious' || i || '@example.com', 'Cy Copious ' || lpad(i::text, 4, '0'), 'KE', 'x', true, false,
        now(), now()
      from generate_series(1, ${SEARCHED_LIST_UP_TO + 5}) as i`);
    const pageSize = 50;
    const lastPage = SEARCHED_LIST_UP_TO / pageSize;

    const last = await list('users', {
      role: 'sender',
      q: 'copious',
      page: `${lastPage}`,
      pageSize: `${pageSize}`,
    });
    expect(last.statusCode).toBe(200);
    const found = AdminUserPageSchema.parse(last.json());
    expect(found.total).toBe(SEARCHED_LIST_UP_TO);
    expect(found.users.map((user) => user.fullName).at(-1)).toBe(`Cy Copious ${SEARCHED_LIST_UP_TO}`);

    for (const path of ['users', 'orders', 'trips']) {
      const past = await list(path, { q: 'copious', page: `${lastPage + 1}`, pageSize: `${pageSize}` });
      expect(past.statusCode, path).toBe(400);
      expect(past.body, path).toContain(adminMessages.searchPastReach);
    }
    // Without a search the same page is served, and the total is counted on.
    const unsearched = await list('users', {
      role: 'sender',
      page: `${lastPage + 1}`,
      pageSize: `${pageSize}`,
    });
    expect(unsearched.statusCode).toBe(200);
    expect(AdminUserPageSchema.parse(unsearched.json()).total).toBeGreaterThan(SEARCHED_LIST_UP_TO + 5);
  });

  it('pages /user searched by a term few, many or a great many people hold, in name order', async () => {
    // 2,005 people hold "ample" (more than /user counts before it picks a page's reading: it reads the name index
    // in order), 1,000 of them "ample 1" (read and sorted), one "ample 1007".
    await t.db.execute(sql`insert into users (email, full_name, country, password_hash, is_sender, is_traveler,
        created_at, updated_at)
      select 'ample' || i || '@example.com', 'Al Ample ' || (i + 999), 'KE', 'x', true, false, now(), now()
      from generate_series(1, 2005) as i`);
    const names = async (q: string, page: number) => {
      const response = await list('users', { role: 'sender', q, page: `${page}`, pageSize: '50' });
      expect(response.statusCode).toBe(200);
      const found = AdminUserPageSchema.parse(response.json());
      return { total: found.total, names: found.users.map((user) => user.fullName) };
    };
    const nameOf = (i: number) => `Al Ample ${i + 999}`;
    // In name order: "Al Ample 1000" ... "Al Ample 1999", then "Al Ample 2000" ... "Al Ample 3004".
    expect(await names('ample', 3)).toEqual({
      total: SEARCHED_LIST_UP_TO,
      names: Array.from({ length: 50 }, (_, n) => nameOf(101 + n)),
    });
    expect(await names('ample 1', 20)).toEqual({
      total: SEARCHED_LIST_UP_TO,
      names: Array.from({ length: 50 }, (_, n) => nameOf(951 + n)),
    });
    expect(await names('ample 1007', 1)).toEqual({ total: 1, names: [nameOf(8)] });
    // A page past a rarer term's hits is empty, with the total.
    expect(await names('ample 1007', 2)).toEqual({ total: 1, names: [] });
  });
});
