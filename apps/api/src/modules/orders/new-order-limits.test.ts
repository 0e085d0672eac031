import { randomUUID } from 'node:crypto';
import { orderMessages } from '@tote/validation/orders';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useAccountsTestApp } from '../../../test/accounts';
import { PRODUCTION_REQUIREMENTS } from '../../../test/helper';
import { postOrder } from '../../../test/orders';
import { openSession } from '../../../test/people';
import { type Caller, caller } from '../../../test/trips';
import { orders } from '../../db/schema/orders';
import { loadEnv } from '../../env';
import { scaledLimits } from '../../platform/volume-limits';
import { NEW_ORDER_LIMITS } from './orders.policy';

// The per-sender limits on new orders (orders.policy.ts), over HTTP with the test clock (ADR 014). Also a race
// (vitest.config.ts RACES): on PostgreSQL a burst of parallel orders meets on the sender's advisory lock.

// The limits as production has them (test apps raise them otherwise: test/helper.ts).
const t = useAccountsTestApp({ env: { VOLUME_LIMIT_FACTOR: '1' } });
const MINUTE = 60_000;
const [hourly, daily] = NEW_ORDER_LIMITS as [
  (typeof NEW_ORDER_LIMITS)[number],
  (typeof NEW_ORDER_LIMITS)[number],
];

const ordersOf = async (sender: Caller) =>
  (await t.db.select({ n: count() }).from(orders).where(eq(orders.senderId, sender.userId)))[0]?.n;

/** Places `n` orders a minute apart; each must be accepted. */
async function placeMany(sender: Caller, n: number) {
  for (let i = 0; i < n; i += 1) {
    const response = await postOrder(t, sender.token);
    expect(response.statusCode, response.body).toBe(201);
    t.clock.advance(MINUTE);
  }
}

function expectLimited(response: Awaited<ReturnType<typeof postOrder>>, seconds: number) {
  expect(response.statusCode, response.body).toBe(429);
  expect(response.headers['retry-after']).toBe(String(seconds));
  expect(response.json().error).toMatchObject({
    code: 'too_many_orders',
    message: orderMessages.tooManyOrders(seconds),
  });
}

describe('POST /orders: new orders per sender', () => {
  it(`refuses the order after ${hourly.max} in an hour, with Retry-After, and takes it once the hour has passed`, async () => {
    const sender = await caller(t, 'sender');
    await placeMany(sender, hourly.max);
    // The first order was placed hourly.max minutes ago: the hour frees up when it is an hour old.
    const wait = (hourly.windowMs - hourly.max * MINUTE) / 1000;
    expectLimited(await postOrder(t, sender.token), wait);
    expect(await ordersOf(sender)).toBe(hourly.max);

    t.clock.advance(wait * 1000 - 1000);
    expectLimited(await postOrder(t, sender.token), 1);
    t.clock.advance(1000);
    const next = await postOrder(t, sender.token);
    expect(next.statusCode, next.body).toBe(201);
    expect(await ordersOf(sender)).toBe(hourly.max + 1);
  });

  it(`refuses the order after ${daily.max} in a day, until the first of them is a day old`, async () => {
    const sender = await caller(t, 'sender');
    const start = t.clock.now().getTime();
    for (let placed = 0; placed < daily.max; placed += hourly.max) {
      await placeMany(sender, Math.min(hourly.max, daily.max - placed));
      t.clock.advance(hourly.windowMs);
    }
    // Every hour is clear; the day is full until the first order is a day old.
    const wait = Math.ceil((start + daily.windowMs - t.clock.now().getTime()) / 1000);
    expectLimited(await postOrder(t, sender.token), wait);

    t.clock.advance(wait * 1000);
    // A browser session lasts 12 hours at most: the sender signs in again.
    const fresh = { ...sender, token: await openSession(t.db, t.clock, sender.userId) };
    const next = await postOrder(t, fresh.token);
    expect(next.statusCode, next.body).toBe(201);
    expect(await ordersOf(sender)).toBe(daily.max + 1);
  });

  it('counts a retry with the same Idempotency-Key once, and answers it even over the limit', async () => {
    const sender = await caller(t, 'sender');
    await placeMany(sender, hourly.max - 1);
    const key = randomUUID();
    const last = await postOrder(t, sender.token, { idempotencyKey: key });
    expect(last.statusCode, last.body).toBe(201);
    for (let retry = 0; retry < 3; retry += 1) {
      const again = await postOrder(t, sender.token, { idempotencyKey: key });
      expect(again.statusCode, again.body).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json().deliveryId).toBe(last.json().deliveryId);
    }
    expect(await ordersOf(sender)).toBe(hourly.max);
    const refused = await postOrder(t, sender.token, { idempotencyKey: randomUUID() });
    expect(refused.statusCode, refused.body).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(await ordersOf(sender)).toBe(hourly.max);
  });

  it('lets no parallel burst past the limit', async () => {
    const sender = await caller(t, 'sender');
    const answers = await Promise.all(
      Array.from({ length: hourly.max + 5 }, () =>
        postOrder(t, sender.token, { idempotencyKey: randomUUID() }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(hourly.max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    expect(await ordersOf(sender)).toBe(hourly.max);
  });

  it('counts each sender on their own', async () => {
    const busy = await caller(t, 'sender');
    const other = await caller(t, 'sender');
    await placeMany(busy, hourly.max);
    expect((await postOrder(t, busy.token)).statusCode).toBe(429);
    const response = await postOrder(t, other.token);
    expect(response.statusCode, response.body).toBe(201);
  });
});

describe('VOLUME_LIMIT_FACTOR', () => {
  it('is 1 unless set, and at most 10 in production, where a larger factor would switch the limits off', () => {
    expect(loadEnv({}).volumeLimitFactor).toBe(1);
    expect(() => loadEnv({ VOLUME_LIMIT_FACTOR: '0' })).toThrow(/VOLUME_LIMIT_FACTOR/);
    const production = { NODE_ENV: 'production', PUBLIC_DOMAIN: 'example.com', ...PRODUCTION_REQUIREMENTS };
    expect(loadEnv({ ...production, VOLUME_LIMIT_FACTOR: '10' }).volumeLimitFactor).toBe(10);
    expect(() => loadEnv({ ...production, VOLUME_LIMIT_FACTOR: '11' })).toThrow(
      /VOLUME_LIMIT_FACTOR: at most 10 in production/,
    );
    // Test apps and the fleet test, which place many orders for one person on 127.0.0.1, raise it.
    expect(loadEnv({ NODE_ENV: 'test', VOLUME_LIMIT_FACTOR: '1000' }).volumeLimitFactor).toBe(1000);
  });

  it('multiplies each limit', () => {
    expect(scaledLimits(NEW_ORDER_LIMITS, 3).map((limit) => limit.max)).toEqual(
      NEW_ORDER_LIMITS.map((limit) => limit.max * 3),
    );
    expect(scaledLimits(NEW_ORDER_LIMITS)).toEqual(NEW_ORDER_LIMITS);
  });
});
