import { randomUUID } from 'node:crypto';
import { orderMessages } from '@tote/validation/orders';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useAccountsTestApp } from '../../../test/accounts';
import { PRODUCTION_REQUIREMENTS } from '../../../test/helper';
import { postOrder } from '../../../test/orders';
import { type Caller, caller } from '../../../test/trips';
import { createMany, itKeepsVolumeLimits, type VolumeLimitCase } from '../../../test/volume-limits';
import { orders } from '../../db/schema/orders';
import { loadEnv } from '../../env';
import { scaledLimits } from '../../platform/volume-limits';
import { NEW_ORDER_LIMITS } from './orders.policy';

// The per-sender limits on new orders (orders.policy.ts), over HTTP with the test clock (ADR 014). Also a race
// (vitest.config.ts RACES): on PostgreSQL a burst of parallel orders meets on the sender's advisory lock.

// The limits as production has them (test apps raise them otherwise: test/helper.ts).
const t = useAccountsTestApp({ env: { VOLUME_LIMIT_FACTOR: '1' } });
const [hourly] = NEW_ORDER_LIMITS as [(typeof NEW_ORDER_LIMITS)[number]];
const limited = {
  t,
  limits: NEW_ORDER_LIMITS,
  kind: 'sender',
  noun: 'order',
  create: (sender: Caller) => postOrder(t, sender.token, { idempotencyKey: randomUUID() }),
  countOf: async (sender: Caller) =>
    (await t.db.select({ n: count() }).from(orders).where(eq(orders.senderId, sender.userId)))[0]?.n,
  code: 'too_many_orders',
  message: orderMessages.tooManyOrders,
} satisfies VolumeLimitCase;

describe('POST /orders: new orders per sender', () => {
  itKeepsVolumeLimits(limited);

  it('counts a retry with the same Idempotency-Key once, and answers it even over the limit', async () => {
    const sender = await caller(t, 'sender');
    await createMany(limited, sender, hourly.max - 1);
    const key = randomUUID();
    const last = await postOrder(t, sender.token, { idempotencyKey: key });
    expect(last.statusCode, last.body).toBe(201);
    for (let retry = 0; retry < 3; retry += 1) {
      const again = await postOrder(t, sender.token, { idempotencyKey: key });
      expect(again.statusCode, again.body).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json().deliveryId).toBe(last.json().deliveryId);
    }
    expect(await limited.countOf(sender)).toBe(hourly.max);
    const refused = await postOrder(t, sender.token, { idempotencyKey: randomUUID() });
    expect(refused.statusCode, refused.body).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(await limited.countOf(sender)).toBe(hourly.max);
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
