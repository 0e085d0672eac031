import {
  AdminOrderPageSchema,
  AdminSearchResultSchema,
  AdminTripPageSchema,
  AdminUserPageSchema,
  adminMessages,
} from '@tote/validation/admin';
import { OrderPageSchema } from '@tote/validation/orders';
import { inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { API, useAccountsTestApp, withSession } from '../../../test/accounts';
import { createTrip, placeOrder } from '../../../test/orders';
import { createPerson } from '../../../test/people';
import { type Caller, caller, matchOrder } from '../../../test/trips';
import { orders } from '../../db/schema/orders';
import { users } from '../../db/schema/users';

// Lists at scale (docs/decisions/026-lists-at-scale.md): a page is read as ids from an index and then joined, and
// the search is split into one indexed part per table. These check what people see is unchanged by that: pages
// in a stable order when rows tie on the sort key (the id breaks the tie), so walking the pages finds every row
// exactly once, and substring search finds a fragment from the middle of a Delivery ID, an email or a name.

const t = useAccountsTestApp();
let staff: Caller;
let sender: Caller;

beforeAll(async () => {
  staff = await caller(t, 'staff', 'Ada Admin');
  sender = await caller(t, 'sender', 'Paging Sender');
});

const get = (who: Caller, url: string, query: Record<string, string | number>) =>
  t.app.inject({
    method: 'GET',
    url: `${API}${url}`,
    cookies: withSession(who.token),
    query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
  });

/** Every page of a list, in order, until the total is reached; each page's rows by `idOf`. */
async function walk<Page>(
  read: (page: number) => Promise<Page>,
  rowsOf: (page: Page) => string[],
  totalOf: (page: Page) => number,
): Promise<{ ids: string[]; total: number }> {
  const ids: string[] = [];
  let total = 0;
  for (let page = 1; page <= 20; page++) {
    const found = await read(page);
    total = totalOf(found);
    const rows = rowsOf(found);
    if (rows.length === 0) break;
    ids.push(...rows);
  }
  return { ids, total };
}

/**
 * /admin/orders page by page as Next asks for them: each page after the last order of the page before. Every page
 * after the first says it is page 2, so a page read by its number instead would repeat the second.
 */
async function keysetWalk(query: Record<string, string>, pageSize: number): Promise<string[]> {
  const ids: string[] = [];
  for (let n = 1; n <= 20; n++) {
    const after = ids.at(-1);
    const page = after ? 2 : 1;
    const found = AdminOrderPageSchema.parse(
      (await get(staff, '/admin/orders', { ...query, page, pageSize, ...(after && { after }) })).json(),
    );
    if (found.orders.length === 0) break;
    ids.push(...found.orders.map((order) => order.deliveryId));
  }
  return ids;
}

describe('pages with ties on the sort key', () => {
  it('walks /admin/orders and the sender’s /orders: every order once, newest first, ties by id', async () => {
    const placed = [];
    for (let i = 0; i < 7; i++) placed.push(await placeOrder(t, sender, { itemNames: [`Tied parcel ${i}`] }));
    // Every order placed at the same instant: only the id orders them.
    const sameInstant = new Date('2026-01-02T03:04:05.000Z');
    await t.db
      .update(orders)
      .set({ createdAt: sameInstant })
      .where(
        inArray(
          orders.deliveryId,
          placed.map((order) => order.deliveryId),
        ),
      );
    const rows = await t.db
      .select({ id: orders.id, deliveryId: orders.deliveryId })
      .from(orders)
      .where(
        inArray(
          orders.deliveryId,
          placed.map((order) => order.deliveryId),
        ),
      );
    // Newest first, then the id descending (the tie-break of every order list).
    const expected = rows.sort((a, b) => (a.id < b.id ? 1 : -1)).map((row) => row.deliveryId);

    const queries: Record<string, string>[] = [{}, { q: 'tied parcel' }, { status: 'processing' }];
    for (const query of queries) {
      const staffWalk = await walk(
        async (page) =>
          AdminOrderPageSchema.parse(
            (await get(staff, '/admin/orders', { ...query, page, pageSize: 3 })).json(),
          ),
        (page) => page.orders.map((order) => order.deliveryId),
        (page) => page.total,
      );
      expect(staffWalk.ids).toEqual(expected);
      expect(staffWalk.total).toBe(7);
      expect(await keysetWalk(query, 3)).toEqual(expected);
    }

    const own = await walk(
      async (page) => OrderPageSchema.parse((await get(sender, '/orders', { page, pageSize: 2 })).json()),
      (page) => page.orders.map((order) => order.deliveryId),
      (page) => page.total,
    );
    expect(own.ids).toEqual(expected);
    expect(own.total).toBe(7);
  });

  it('walks /admin/users by name: people of one name once each, by id', async () => {
    const namesakes = [];
    for (let i = 0; i < 5; i++)
      namesakes.push(await createPerson(t.db, t.clock, 'sender', { fullName: 'Tied Namesake' }));
    const expected = namesakes.map((person) => person.userId).sort();
    const found = await walk(
      async (page) =>
        AdminUserPageSchema.parse(
          (await get(staff, '/admin/users', { role: 'sender', q: 'namesake', page, pageSize: 2 })).json(),
        ),
      (page) => page.users.map((user) => user.id),
      (page) => page.total,
    );
    expect(found.ids).toEqual(expected);
    expect(found.total).toBe(5);

    // Without a search, the whole tab: the namesakes together, in id order, among everyone else.
    const all = await walk(
      async (page) =>
        AdminUserPageSchema.parse(
          (await get(staff, '/admin/users', { role: 'sender', page, pageSize: 2 })).json(),
        ),
      (page) => page.users.map((user) => user.id),
      (page) => page.total,
    );
    expect(new Set(all.ids).size).toBe(all.ids.length);
    expect(all.ids.length).toBe(all.total);
    expect(all.ids.filter((id) => expected.includes(id))).toEqual(expected);
  });

  it('walks /admin/trips with trips departing at the same instant', async () => {
    const traveler = await caller(t, 'verifiedTraveler', 'Tied Traveler');
    const departureAt = new Date('2026-03-01T10:00:00.000Z');
    const made = [];
    for (let i = 0; i < 5; i++) made.push(await createTrip(t.db, traveler.userId, { departureAt }));
    const expected = made.map((trip) => trip.id).sort((a, b) => (a < b ? 1 : -1));
    const found = await walk(
      async (page) =>
        AdminTripPageSchema.parse(
          (await get(staff, '/admin/trips', { q: 'tied traveler', page, pageSize: 2 })).json(),
        ),
      (page) => page.trips.map((trip) => trip.id),
      (page) => page.total,
    );
    expect(found.ids).toEqual(expected);
    expect(found.total).toBe(5);
  });
  it('walks an /admin/orders search by the traveler’s name: orders on their trips, ties by id', async () => {
    // The orders on a matching traveler's trips are read from the match (its copy of the order's created_at).
    const traveler = await caller(t, 'verifiedTraveler', 'Tiebreak Flier');
    const trip = await createTrip(t.db, traveler.userId);
    const placed = [];
    for (let i = 0; i < 5; i++) placed.push(await placeOrder(t, sender, { itemNames: [`Carried ${i}`] }));
    const deliveryIds = placed.map((order) => order.deliveryId);
    await t.db
      .update(orders)
      .set({ createdAt: new Date('2026-01-03T03:04:05.000Z') })
      .where(inArray(orders.deliveryId, deliveryIds));
    for (const deliveryId of deliveryIds) await matchOrder(t, deliveryId, trip.id, staff.userId);
    const rows = await t.db
      .select({ id: orders.id, deliveryId: orders.deliveryId })
      .from(orders)
      .where(inArray(orders.deliveryId, deliveryIds));
    const expected = rows.sort((a, b) => (a.id < b.id ? 1 : -1)).map((row) => row.deliveryId);
    const found = await walk(
      async (page) =>
        AdminOrderPageSchema.parse(
          (await get(staff, '/admin/orders', { q: 'tiebreak flier', page, pageSize: 2 })).json(),
        ),
      (page) => page.orders.map((order) => order.deliveryId),
      (page) => page.total,
    );
    expect(found.ids).toEqual(expected);
    // Past the last page too, the total is still counted.
    expect(found.total).toBe(5);
    expect(await keysetWalk({ q: 'tiebreak flier' }, 2)).toEqual(expected);
  });

  it('starts a keyset page after its order to the microsecond, and tells when that order is unknown', async () => {
    const placed = [];
    for (let i = 0; i < 4; i++) placed.push(await placeOrder(t, sender, { itemNames: [`Microsecond ${i}`] }));
    // A microsecond apart, the second oldest first: a start read to the millisecond would lose or repeat them.
    const micros = [3, 1, 2, 4];
    for (const [i, order] of placed.entries())
      await t.db.execute(
        sql`update orders set created_at = '2026-01-04T05:06:07.000000Z'::timestamptz + ${`${micros[i]} microseconds`}::interval
          where delivery_id = ${order.deliveryId}`,
      );
    const expected = [placed[3], placed[0], placed[2], placed[1]].map((order) => order?.deliveryId);
    expect(await keysetWalk({ q: 'microsecond' }, 1)).toEqual(expected);

    const unknown = await get(staff, '/admin/orders', { q: 'microsecond', page: 2, after: 'TT-ZZZZZZ' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      error: { code: 'page_after_gone', message: adminMessages.pageAfterGone },
    });
    const malformed = await get(staff, '/admin/orders', { page: 2, after: 'not an id' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).toContain('A Delivery ID looks like TT-7K3Q9M.');
  });
});

describe('substring search (trigram indexes)', () => {
  const search = async (q: string) =>
    AdminSearchResultSchema.parse((await get(staff, '/admin/search', { q })).json());

  it('finds an order by the middle of its Delivery ID, and people by the middle of a name or an email', async () => {
    const order = await placeOrder(t, sender, { itemNames: ['Marimba'] });
    // TT-ABCDEF: "BCDE", typed in lower case.
    const middle = order.deliveryId.slice(4, 8).toLowerCase();
    expect((await search(middle)).orders.map((found) => found.deliveryId)).toContain(order.deliveryId);

    const person = await createPerson(t.db, t.clock, 'sender', {
      fullName: 'Oluwaseun Adebayo-Kingsley',
      state: 'Lagos Island',
    });
    const [row] = await t.db
      .select({ email: users.email })
      .from(users)
      .where(inArray(users.id, [person.userId]));
    const email = row?.email ?? '';
    expect((await search('bayo-king')).users.map((user) => user.id)).toEqual([person.userId]);
    expect((await search('UWASEUN')).users.map((user) => user.id)).toEqual([person.userId]);
    expect((await search(email.slice(2, -4))).users.map((user) => user.id)).toEqual([person.userId]);

    // /user's search also reads the state, and a one- or two-letter country code (people here are in RW).
    const byState = AdminUserPageSchema.parse(
      (await get(staff, '/admin/users', { role: 'sender', q: 'os isla' })).json(),
    );
    expect(byState.users.map((user) => user.id)).toEqual([person.userId]);
    const byCountry = AdminUserPageSchema.parse(
      (await get(staff, '/admin/users', { role: 'sender', q: 'rw', pageSize: 50 })).json(),
    );
    expect(byCountry.users.map((user) => user.id)).toContain(person.userId);
  });

  it('finds a trip by part of its flight number or city, and by part of its traveler’s name', async () => {
    const traveler = await caller(t, 'verifiedTraveler', 'Wanjiru Kiplagat');
    const trip = await createTrip(t.db, traveler.userId, {
      flightNumber: 'KQ7391',
      departureCity: 'Nairobi',
      arrivalCity: 'Amsterdam',
    });
    for (const q of ['q739', 'AIROB', 'sterd', 'njiru kip']) {
      expect(
        (await search(q)).trips.map((found) => found.id),
        q,
      ).toContain(trip.id);
    }
  });
});
