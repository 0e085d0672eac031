import type { OrderPage, OrderSummary, SenderOverview } from '@tote/validation/orders';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { AnnouncedCache } from '../src/db/announced-cache';
import { type Database, queryRows } from '../src/db/client';
import { OrderListCache } from '../src/modules/orders/order-list-cache';
import { type AccountsTestApp, API, buildAccountsTestApp, withSession } from './accounts';
import {
  createTrip,
  moveOrder,
  newSender,
  newStaff,
  newTraveler,
  type Person,
  placeOrder,
  send,
} from './orders';
import { closeInstances, dropListeners, secondInstance } from './second-instance';

// The senders' order-list cache (docs/decisions/027-order-list-cache.md). On PostgreSQL two API instances share
// one database: every change goes through instance A, and both A (which must show it at once: its pooled
// connections hear the notice before the COMMIT resolves) and B (which had the page cached, and shows it once
// its listener heard the notice) are asked next. On PGlite there is one instance (A is B). Tests wait for B to
// hear the notice (`nextNotice`), never for a fixed time.

// A lost listener reconnects after this long here, so a test sees the instance while it is down.
const orderListCache = { reconnectMs: 30_000 };
let two: { a: AccountsTestApp; b: App };
let staff: Person;
let traveler: Person;
let tripId: string;

beforeAll(async () => {
  const a = await buildAccountsTestApp({ orderListCache });
  const b = await secondInstance(a, { orderListCache });
  two = { a, b };
  staff = await newStaff(a);
  traveler = await newTraveler(a, 'Tess Traveler');
  tripId = (await createTrip(a.db, traveler.userId)).id;
});
afterAll(() => closeInstances(two?.a, two?.b));

async function listOn(app: App, token: string, query: Record<string, string> = {}): Promise<OrderPage> {
  const response = await app.inject({
    method: 'GET',
    url: `${API}/orders`,
    cookies: withSession(token),
    query,
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  return response.json() as OrderPage;
}

const onlyOrder = (page: OrderPage): OrderSummary => {
  expect(page.orders).toHaveLength(1);
  return page.orders[0] as OrderSummary;
};

/**
 * A sender with one order whose list page both instances hold; then `change` through A, and `expected` is what
 * A shows at once and B shows once it heard the notice.
 */
async function changeAndSee(
  change: (sender: Person, deliveryId: string) => Promise<void>,
  expected: (order: OrderSummary) => void,
): Promise<{ sender: Person; deliveryId: string }> {
  const sender = await newSender(two.a, 'Sam Sender');
  const order = await placeOrder(two.a, sender);
  onlyOrder(await listOn(two.a.app, sender.token));
  onlyOrder(await listOn(two.b, sender.token));
  const heard = two.b.orderListCache.nextNotice(sender.userId);
  await change(sender, order.deliveryId);
  expected(onlyOrder(await listOn(two.a.app, sender.token)));
  await heard;
  expected(onlyOrder(await listOn(two.b, sender.token)));
  return { sender, deliveryId: order.deliveryId };
}

const matchIdOf = async (deliveryId: string) => {
  const [row] = await queryRows<{ id: string }>(
    two.a.db,
    sql`select matches.id from matches join orders on orders.id = matches.order_id
        where orders.delivery_id = ${deliveryId} and matches.unmatched_at is null`,
  );
  return row?.id as string;
};

/**
 * Changes an order's address without a notice: the trigger is off for this one transaction (ALTER TABLE takes the
 * table's lock until the commit, so no other write slips through unannounced meanwhile).
 */
async function changeSilently(db: Database, deliveryId: string, deliveryAddress: string) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`alter table orders disable trigger orders_list_notice_update`);
    await tx.execute(
      sql`update orders set delivery_address = ${deliveryAddress} where delivery_id = ${deliveryId}`,
    );
    await tx.execute(sql`alter table orders enable trigger orders_list_notice_update`);
  });
}

describe('a sender’s list shows every change at once on the instance that made it, and on the others after the notice', () => {
  it('a page is answered from the cache while nothing is announced (the contrast for every test below)', async () => {
    const sender = await newSender(two.a, 'Sam Sender');
    const order = await placeOrder(two.a, sender);
    const before = onlyOrder(await listOn(two.b, sender.token)).deliveryAddress;
    await changeSilently(two.a.db, order.deliveryId, 'Changed without a word');
    expect(onlyOrder(await listOn(two.b, sender.token)).deliveryAddress).toBe(before);
    // Another page (a tab, a search) is a page of its own, read from the database.
    const processing = await listOn(two.b, sender.token, { tab: 'processing' });
    expect(onlyOrder(processing).deliveryAddress).toBe('Changed without a word');
  });

  it('a new order', async () => {
    const sender = await newSender(two.a, 'Sam Sender');
    expect((await listOn(two.a.app, sender.token)).total).toBe(0);
    expect((await listOn(two.b, sender.token)).total).toBe(0);
    const heard = two.b.orderListCache.nextNotice(sender.userId);
    const order = await placeOrder(two.a, sender);
    expect(onlyOrder(await listOn(two.a.app, sender.token)).deliveryId).toBe(order.deliveryId);
    await heard;
    expect(onlyOrder(await listOn(two.b, sender.token)).deliveryId).toBe(order.deliveryId);
  });

  it('a status transition', async () => {
    await changeAndSee(
      async (_sender, deliveryId) => {
        await moveOrder(two.a, deliveryId, ['matched'], { tripId, staffId: staff.userId });
        await moveOrder(two.a, deliveryId, ['shipping']);
      },
      (order) => expect(order).toMatchObject({ status: 'shipping', travelerName: 'Tess Traveler' }),
    );
  });

  it('an address change', async () => {
    await changeAndSee(
      async (sender, deliveryId) => {
        const response = await send(two.a, sender.token, 'PATCH', `/orders/${deliveryId}/address`, {
          deliveryAddress: 'KN 5 Rd 12, Kiyovu, Kigali',
          deliveryCountry: 'RW',
        });
        expect(response.statusCode, response.body).toBe(200);
      },
      (order) => expect(order.deliveryAddress).toBe('KN 5 Rd 12, Kiyovu, Kigali'),
    );
  });

  it('a match, then an unmatch', async () => {
    const { sender, deliveryId } = await changeAndSee(
      (_sender, deliveryId) => moveOrder(two.a, deliveryId, ['matched'], { tripId, staffId: staff.userId }),
      (order) => expect(order).toMatchObject({ status: 'matched', travelerName: 'Tess Traveler' }),
    );
    const heard = two.b.orderListCache.nextNotice(sender.userId);
    const response = await send(
      two.a,
      staff.token,
      'POST',
      `/matches/${await matchIdOf(deliveryId)}/unmatch`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const unmatched = { status: 'processing', travelerName: null };
    expect(onlyOrder(await listOn(two.a.app, sender.token))).toMatchObject(unmatched);
    await heard;
    expect(onlyOrder(await listOn(two.b, sender.token))).toMatchObject(unmatched);
  });

  it('the traveler renames themself', async () => {
    const renamed = await newTraveler(two.a, 'Tina Traveler');
    const trip = await createTrip(two.a.db, renamed.userId);
    const { sender } = await changeAndSee(
      (_sender, deliveryId) =>
        moveOrder(two.a, deliveryId, ['matched'], { tripId: trip.id, staffId: staff.userId }),
      (order) => expect(order.travelerName).toBe('Tina Traveler'),
    );
    const heard = two.b.orderListCache.nextNotice(sender.userId);
    const response = await two.a.app.inject({
      method: 'PUT',
      url: `${API}/users/${renamed.userId}/profile`,
      cookies: withSession(renamed.token),
      payload: { fullname: 'Tina Renamed', country: 'US', state: 'New York' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(onlyOrder(await listOn(two.a.app, sender.token)).travelerName).toBe('Tina Renamed');
    await heard;
    expect(onlyOrder(await listOn(two.b, sender.token)).travelerName).toBe('Tina Renamed');
  });

  it('the home tiles: a delivery on its way, then its flight landing at another time', async () => {
    const sender = await newSender(two.a, 'Sam Sender');
    const order = await placeOrder(two.a, sender);
    const overviewOn = async (app: App) => {
      const response = await app.inject({
        method: 'GET',
        url: `${API}/orders/overview`,
        cookies: withSession(sender.token),
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as SenderOverview;
    };
    const nothingOnTheWay = { onTheWay: null, monthlyCount: 1 };
    expect(await overviewOn(two.a.app)).toEqual(nothingOnTheWay);
    expect(await overviewOn(two.b)).toEqual(nothingOnTheWay);
    const now = two.a.clock.now().getTime();
    const trip = await createTrip(two.a.db, traveler.userId, {
      departureAt: new Date(now - 3_600_000),
      arrivalAt: new Date(now + 5 * 3_600_000),
    });
    let heard = two.b.orderListCache.nextNotice(sender.userId);
    await moveOrder(two.a, order.deliveryId, ['matched', 'shipping'], { tripId: trip.id });
    const onTheWay = (hoursAway: number) => ({
      onTheWay: {
        deliveryId: order.deliveryId,
        travelerName: 'Tess Traveler',
        category: order.category,
        hoursAway,
      },
      monthlyCount: 1,
    });
    expect(await overviewOn(two.a.app)).toEqual(onTheWay(5));
    await heard;
    expect(await overviewOn(two.b)).toEqual(onTheWay(5));
    heard = two.b.orderListCache.nextNotice(sender.userId);
    await two.a.db.execute(
      sql`update trips set arrival_at = arrival_at + interval '2 hours' where id = ${trip.id}`,
    );
    expect(await overviewOn(two.a.app)).toEqual(onTheWay(7));
    await heard;
    expect(await overviewOn(two.b)).toEqual(onTheWay(7));
  });

  it('staff’s list (everyone’s orders) is never kept', async () => {
    const sizes = [two.a.app.orderListCache.size, two.b.orderListCache.size];
    await listOn(two.a.app, staff.token);
    await listOn(two.b, staff.token);
    expect([two.a.app.orderListCache.size, two.b.orderListCache.size]).toEqual(sizes);
  });
});

describe('every write a list can show is announced, whoever makes it', () => {
  it('orders, matches, a trip’s traveler and arrival, a traveler’s name, by SQL', async () => {
    const sender = await newSender(two.a, 'Sam Sender');
    const order = await placeOrder(two.a, sender);
    const cache = two.b.orderListCache;
    const ownTrip = await createTrip(two.a.db, traveler.userId);
    const announced = async (statement: ReturnType<typeof sql>) => {
      const heard = cache.nextNotice(sender.userId);
      await two.a.db.execute(statement);
      await heard;
    };
    // Every column a page reads or filters on (summaryColumns in order-lists.repo.ts, the sender, search_text).
    await announced(sql`update orders set category = 'Books' where delivery_id = ${order.deliveryId}`);
    await announced(
      sql`update orders set item_names = array['Atlas'] where delivery_id = ${order.deliveryId}`,
    );
    await announced(sql`update orders set pickup_country = 'GH' where delivery_id = ${order.deliveryId}`);
    await announced(sql`update orders set delivery_country = 'KE' where delivery_id = ${order.deliveryId}`);
    await announced(sql`update orders set search_text = 'atlas' where delivery_id = ${order.deliveryId}`);
    await announced(sql`update orders set updated_at = now() where delivery_id = ${order.deliveryId}`);
    await announced(
      sql`update orders set created_at = created_at - interval '1 day' where delivery_id = ${order.deliveryId}`,
    );
    // A match: made, ended, deleted.
    await announced(
      sql`insert into matches (order_id, trip_id, matched_at) select id, ${ownTrip.id}, now() from orders
          where delivery_id = ${order.deliveryId}`,
    );
    await announced(
      sql`update matches set unmatched_at = now() where order_id = (select id from orders where delivery_id = ${order.deliveryId})`,
    );
    await announced(
      sql`delete from matches where order_id = (select id from orders where delivery_id = ${order.deliveryId})`,
    );
    // The traveler's name, for a sender whose order is matched to them (ended matches count too).
    await announced(
      sql`insert into matches (order_id, trip_id, matched_at) select id, ${ownTrip.id}, now() from orders
          where delivery_id = ${order.deliveryId}`,
    );
    await announced(sql`update users set full_name = 'Tess Renamed' where id = ${traveler.userId}`);
    // The trip moving to another traveler (no code path does; the trigger keeps the cache true if one ever does).
    await announced(sql`update trips set traveler_id = ${staff.userId} where id = ${ownTrip.id}`);
    // The trip landing at another time (the home tiles show it).
    await announced(
      sql`update trips set arrival_at = arrival_at + interval '1 hour' where id = ${ownTrip.id}`,
    );
    // The order moving to another sender: both hear it.
    const other = await newSender(two.a, 'Olu Other');
    const both = Promise.all([cache.nextNotice(sender.userId), cache.nextNotice(other.userId)]);
    await two.a.db.execute(
      sql`update orders set sender_id = ${other.userId} where delivery_id = ${order.deliveryId}`,
    );
    await both;
    // Deleted (its match goes with it).
    const deleted = cache.nextNotice(other.userId);
    await two.a.db.execute(sql`delete from orders where delivery_id = ${order.deliveryId}`);
    await deleted;
  });
});

describe('a read that started before a notice does not put back what it read', () => {
  it('the page read while the sender’s notice came is sent, not kept', async () => {
    const cache = new OrderListCache({ maxEntries: 10, maxBytes: 1_000_000, ttlMs: 1_000 }, true);
    const page: OrderPage = { orders: [], total: 0, page: 1, pageSize: 10 };
    const query = { page: 1, pageSize: 10 };
    const json = await cache.page('s1', query, 0, async () => {
      cache.forget('s1');
      return page;
    });
    expect(JSON.parse(json)).toEqual(page);
    expect(cache.size).toBe(0);
    // Without a notice it is kept, per sender and query, and read again after its TTL.
    await cache.page('s1', query, 0, async () => page);
    expect(cache.size).toBe(1);
    let reads = 0;
    const counted = async () => {
      reads += 1;
      return page;
    };
    await cache.page('s1', query, 999, counted);
    expect(reads).toBe(0);
    await cache.page('s1', { ...query, tab: 'delivered' }, 999, counted);
    expect(reads).toBe(1);
    await cache.page('s1', query, 1_000, counted);
    expect(reads).toBe(2);
  });

  it('home tiles are kept only until they stop being true by themselves (the hours away tick down)', async () => {
    const cache = new OrderListCache({ maxEntries: 10, maxBytes: 1_000_000, ttlMs: 3_600_000 }, true);
    let reads = 0;
    const read = async () => {
      reads += 1;
      return { overview: { onTheWay: null, monthlyCount: reads }, untilMs: 500 };
    };
    expect(JSON.parse(await cache.overview('s1', 0, read))).toEqual({ onTheWay: null, monthlyCount: 1 });
    expect(JSON.parse(await cache.overview('s1', 499, read))).toEqual({ onTheWay: null, monthlyCount: 1 });
    expect(JSON.parse(await cache.overview('s1', 500, read))).toEqual({ onTheWay: null, monthlyCount: 2 });
  });

  it('is bounded by entries and by size, the least recently used going first', () => {
    const cache = new AnnouncedCache<string>({ maxEntries: 3, maxBytes: 10, ttlMs: 1_000 }, true);
    cache.put('a', 'o1', 'A', cache.ticket(), 0, { bytes: 4 });
    cache.put('b', 'o1', 'B', cache.ticket(), 0, { bytes: 4 });
    cache.get('a', 1);
    cache.put('c', 'o2', 'C', cache.ticket(), 0, { bytes: 4 });
    expect([cache.get('a', 1), cache.get('b', 1), cache.get('c', 1)]).toEqual(['A', undefined, 'C']);
    cache.put('d', 'o2', 'D', cache.ticket(), 0, { bytes: 1 });
    cache.put('e', 'o2', 'E', cache.ticket(), 0, { bytes: 1 });
    expect(cache.size).toBe(3);
    expect(cache.get('a', 1)).toBeUndefined();
    cache.put('big', 'o3', 'X', cache.ticket(), 0, { bytes: 11 });
    expect(cache.get('big', 1)).toBeUndefined();
    cache.forget('o2');
    expect(cache.size).toBe(0);
  });
});

// PostgreSQL only (PGlite's LISTEN is in-process, with no connection to lose); not registered on PGlite at all,
// so the run counts no skipped test.
if (process.env.TOTE_TEST_DB === 'postgres') {
  describe('while the listener is down the cache is not used', () => {
    it('a change made without a notice shows at once while the listener is lost', async () => {
      const sender = await newSender(two.a, 'Sam Sender');
      const order = await placeOrder(two.a, sender);
      onlyOrder(await listOn(two.b, sender.token));
      const down = two.b.orderListCache.whenTrusted(false);
      await dropListeners(two.a.db, 'tote-order-lists-listener');
      await down;
      expect(two.b.orderListCache.size).toBe(0);
      // B reconnects after 30 s here (the test app's reconnect wait), so everything below happens while it is down.
      await changeSilently(two.a.db, order.deliveryId, 'Changed while nobody listened');
      expect(onlyOrder(await listOn(two.b, sender.token)).deliveryAddress).toBe(
        'Changed while nobody listened',
      );
      await changeSilently(two.a.db, order.deliveryId, 'And again');
      expect(onlyOrder(await listOn(two.b, sender.token)).deliveryAddress).toBe('And again');
      expect(two.b.orderListCache.size).toBe(0);
      expect(two.b.orderListCache.trusted).toBe(false);
    });
  });
}
