import { ORDER_STATUSES, type OrderStatus } from '@tote/validation/orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsTestApp, buildAccountsTestApp } from '../../../test/accounts';
import { createTrip, moveOrder, newSender, newTraveler, type Person, placeOrder } from '../../../test/orders';
import { matches } from '../../db/schema/matches';
import { orders } from '../../db/schema/orders';
import { canTransition, ORDER_TRANSITIONS, OrderTransitionError, transitionOrder } from './order-status';
import { listOrderEvents } from './orders.repo';

let t: AccountsTestApp;
let sender: Person;
let traveler: Person;
beforeAll(async () => {
  t = await buildAccountsTestApp();
  sender = await newSender(t);
  traveler = await newTraveler(t);
});
afterAll(() => t?.close());

// docs/product/lifecycles.md, Order: processing -> matched -> shipping -> delivered; processing|matched ->
// cancelled; matched -> processing when staff unmatch; matched|shipping -> failed. Everything else is
// refused.
const ALLOWED = new Set([
  'processing>matched',
  'processing>cancelled',
  'matched>shipping',
  'matched>processing',
  'matched>cancelled',
  'shipping>delivered',
  'matched>failed',
  'shipping>failed',
]);
const ALL_PAIRS = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const));

describe('the order lifecycle', () => {
  it.each(ALL_PAIRS)('%s -> %s', (from, to) => {
    expect(canTransition(from, to)).toBe(ALLOWED.has(`${from}>${to}`));
  });

  it('leaves nothing out of the graph', () => {
    expect(Object.keys(ORDER_TRANSITIONS).sort()).toEqual([...ORDER_STATUSES].sort());
  });

  /** An order in `status`, reached the only legal way. */
  async function orderIn(status: OrderStatus) {
    const order = await placeOrder(t, sender);
    const trip = await createTrip(t.db, traveler.userId);
    const path: Record<OrderStatus, OrderStatus[]> = {
      processing: [],
      matched: ['matched'],
      shipping: ['matched', 'shipping'],
      delivered: ['matched', 'shipping', 'delivered'],
      cancelled: ['cancelled'],
      failed: ['matched', 'shipping', 'failed'],
    };
    await moveOrder(t, order.deliveryId, path[status], { tripId: trip.id });
    return order;
  }

  it.each(ALL_PAIRS.filter(([from, to]) => !ALLOWED.has(`${from}>${to}`)))(
    'transitionOrder refuses %s -> %s and changes nothing',
    async (from, to) => {
      const order = await orderIn(from);
      const eventsBefore = await listOrderEvents(t.db, order.id);
      await expect(
        t.db.transaction((tx) => transitionOrder(tx, order.id, to, null, { at: t.clock.now() })),
      ).rejects.toBeInstanceOf(OrderTransitionError);
      const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
      expect(row?.status).toBe(from);
      expect(await listOrderEvents(t.db, order.id)).toEqual(eventsBefore);
    },
  );

  it('needs a match before matched', async () => {
    const order = await placeOrder(t, sender);
    await expect(
      t.db.transaction((tx) => transitionOrder(tx, order.id, 'matched', null, { at: t.clock.now() })),
    ).rejects.toMatchObject({ statusCode: 409, code: 'no_active_match' });
  });

  it('unmatching returns the order to processing, ends the match and records it; it can be matched again', async () => {
    const order = await orderIn('matched');
    await moveOrder(t, order.deliveryId, ['processing']);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe('processing');
    const history = await t.db.select().from(matches).where(eq(matches.orderId, order.id));
    expect(history).toHaveLength(1);
    expect(history[0]?.unmatchedAt).not.toBeNull();
    expect((await listOrderEvents(t.db, order.id)).map((e) => e.type)).toEqual([
      'placed',
      'matched',
      'unmatched',
    ]);

    // One active match per order: a second trip can take it now that the first match ended.
    const trip = await createTrip(t.db, traveler.userId);
    await moveOrder(t, order.deliveryId, ['matched'], { tripId: trip.id });
    expect(await t.db.select().from(matches).where(eq(matches.orderId, order.id))).toHaveLength(2);
  });

  it('allows one active match per order (partial unique index)', async () => {
    const order = await orderIn('matched');
    const trip = await createTrip(t.db, traveler.userId);
    await expect(
      t.db.insert(matches).values({ orderId: order.id, tripId: trip.id, matchedAt: t.clock.now() }),
    ).rejects.toThrow();
  });
});
