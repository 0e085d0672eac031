import { demoSender } from '@tote/fixtures/demo/accounts';
import { demoOrders } from '@tote/fixtures/demo/orders';
import { DELIVERY_ID_PATTERN, ORDER_STATUSES, OrderPageSchema, OrderSchema } from '@tote/validation/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsTestApp, buildAccountsTestApp, login } from '../../../test/accounts';
import { getJson } from '../../../test/orders';
import { isDatabaseEmpty, seedDemoData } from '../../db/seed';

let t: AccountsTestApp;
let token: string;
beforeAll(async () => {
  t = await buildAccountsTestApp();
  expect(await isDatabaseEmpty(t.db)).toBe(true);
  await seedDemoData(t.db, { uploadsDir: `${t.dataDir}/uploads`, now: t.clock.now() });
  token = await login(t, demoSender.email, demoSender.password);
});
afterAll(() => t?.close());

describe('demo orders', () => {
  it('declare valid delivery ids, one per order', () => {
    for (const order of demoOrders) expect(order.deliveryId).toMatch(DELIVERY_ID_PATTERN);
    expect(new Set(demoOrders.map((o) => o.deliveryId)).size).toBe(demoOrders.length);
  });

  it('give the demo sender an order in every state', async () => {
    const page = OrderPageSchema.parse((await getJson(t, token, '/orders', { pageSize: '50' })).json());
    expect(page.total).toBe(demoOrders.length);
    for (const status of ORDER_STATUSES) expect(page.orders.some((o) => o.status === status)).toBe(true);
  });

  it('show the shipping order 5 hours away on the home tiles', async () => {
    const overview = (await getJson(t, token, '/orders/overview')).json();
    expect(overview.onTheWay).toMatchObject({
      deliveryId: 'TT-7K3Q9M',
      travelerName: 'Tess Traveler',
      hoursAway: 5,
    });
    expect(overview.monthlyCount).toBeGreaterThan(0);
  });

  it('have images, history and a courier, like orders made through the API', async () => {
    const order = OrderSchema.parse((await getJson(t, token, '/orders/TT-7K3Q9M')).json());
    expect(order.courier).toMatchObject({
      airline: 'RwandAir',
      flightNumber: 'WB 203',
      destinationCity: 'Kigali',
    });
    expect(order.events.map((e) => e.type)).toEqual(['placed', 'matched', 'shipping']);
    const url = order.images[0]?.url ?? '';
    const image = await getJson(t, token, url.replace('/api/v1', ''));
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const notices = (await getJson(t, token, '/notifications')).json();
    expect(notices.unread).toBeGreaterThan(0);
  });
});
