import { and, eq, isNull } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { matches as matchRows } from '../src/db/schema/matches';
import { orders } from '../src/db/schema/orders';
import { pickupRefusals } from '../src/db/schema/pickup-refusals';
import {
  ACCESS_MATRIX,
  CALLERS,
  type Caller,
  type Expected,
  type Row,
  type World,
} from './access-matrix.table';
import { API, useAccountsTestApp, withSession } from './accounts';
import { injectAnswer } from './event-stream';
import { backdateOrders, createTrip, moveOrder, multipart, placeOrder } from './orders';
import { payFor, sessionIdOf, startCheckout } from './payments';
import { createPerson, openSession, type Person, type PersonKind } from './people';
import { apiRoutesOf, headTwinsOf } from './route-table';
import { handOverCodeOf } from './trips';
import { fundAvailable, TEST_IBAN } from './wallet';

// Every /api route × every caller, against the table in access-matrix.table.ts (how to add a row: there).

const t = useAccountsTestApp();
const KIND: Record<Exclude<Caller, 'signedOut'>, PersonKind> = {
  senderA: 'sender',
  senderB: 'sender',
  traveler: 'traveler',
  verifiedTraveler: 'verifiedTraveler',
  staff: 'staff',
};
const people = {} as Record<Exclude<Caller, 'signedOut'>, Person>;
let world: World;

const person = (kind: PersonKind) => createPerson(t.db, t.clock, kind);
const session = (who: Person) => openSession(t.db, t.clock, who.userId);

beforeAll(async () => {
  for (const caller of Object.keys(KIND) as (keyof typeof KIND)[])
    people[caller] = await person(KIND[caller]);
  const senderA = people.senderA;
  const asA = { ...senderA, token: await session(senderA) };
  // The rows make dozens of A's orders, more than a sender may place in an hour (orders.policy.ts): each comes
  // an hour after the ones before, which are moved back rather than the clock moved on (sessions stay fresh).
  const placeOrderOfA = async (overrides: Parameters<typeof placeOrder>[2] = {}) => {
    await backdateOrders(t.db, asA.userId);
    return placeOrder(t, asA, overrides);
  };
  const avatar = multipart({}, [{ name: 'avatar', filename: 'a.png', type: 'image/png', content: PNG() }]);
  const put = await t.app.inject({
    method: 'PUT',
    url: `${API}/users/${senderA.userId}/avatar`,
    cookies: withSession(asA.token),
    ...avatar,
  });
  expect(put.statusCode, put.body).toBe(200);

  const newApplicant = async () => {
    const applicant = await person('traveler');
    const form = multipart({ residentialAddress: 'KG 7 Ave 14, Kigali', placeOfWork: 'Kigali Heights' }, [
      { name: 'nationalId', filename: 'id.png', type: 'image/png', content: PNG() },
    ]);
    const submitted = await t.app.inject({
      method: 'POST',
      url: `${API}/me/traveler-verification`,
      cookies: withSession(await session(applicant)),
      ...form,
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    return applicant;
  };
  const applicant = await newApplicant();

  // The verified traveler's approved trip with one of A's orders matched to it and one delivered (with a
  // hand-over photo), through the test factory and the real routes.
  const traveler = people.verifiedTraveler;
  // Room for every order the rows make (each 0.5 kg; the review and dispute rows make new delivered ones per caller).
  const trip = await createTrip(t.db, traveler.userId, { weightAvailableGrams: 500_000 });
  const newUnpaidOrder = async () => {
    const order = await placeOrderOfA({ weightKg: 0.5 });
    await moveOrder(t, order.deliveryId, ['matched'], { tripId: trip.id });
    return order.deliveryId;
  };
  // Paid through the test provider's routes: the traveler's pick-up needs the payment authorized.
  const newMatchedOrder = async () => {
    const deliveryId = await newUnpaidOrder();
    await payFor(t, deliveryId, { token: asA.token });
    return deliveryId;
  };
  const newShippingOrder = async () => {
    const deliveryId = await newMatchedOrder();
    await moveOrder(t, deliveryId, ['shipping']);
    // The first call (the world's delivered order) comes before the world exists.
    if (world) world.handOverCode = (await handOverCodeOf(t, deliveryId)) ?? '';
    return deliveryId;
  };
  const carried = await newMatchedOrder();
  const delivered = await newShippingOrder();
  const handOver = multipart({ code: (await handOverCodeOf(t, delivered)) ?? '' }, [
    { name: 'photo', filename: 'p.png', type: 'image/png', content: PNG() },
  ]);
  const done = await t.app.inject({
    method: 'POST',
    url: `${API}/deliveries/${delivered}/delivered`,
    cookies: withSession(await session(traveler)),
    ...handOver,
  });
  expect(done.statusCode, done.body).toBe(200);
  // Refused at pick-up with a photo: the staff-only refusal routes read it.
  const refused = await newMatchedOrder();
  const refusal = await t.app.inject({
    method: 'POST',
    url: `${API}/deliveries/${refused}/refuse`,
    cookies: withSession(await session(traveler)),
    ...multipart({ reason: 'A loose lithium battery.' }, [
      { name: 'photos', filename: 'r.png', type: 'image/png', content: PNG() },
    ]),
  });
  expect(refusal.statusCode, refusal.body).toBe(200);
  const [refusalRow] = await t.db
    .select({ id: pickupRefusals.id })
    .from(pickupRefusals)
    .innerJoin(orders, eq(orders.id, pickupRefusals.orderId))
    .where(eq(orders.deliveryId, refused));
  if (!refusalRow) throw new Error(`no refusal of ${refused}`);
  // A new delivered order of A, and A's dispute about one (docs/decisions/019-disputes.md).
  const newDeliveredOrder = async () => {
    const deliveryId = await newShippingOrder();
    const handed = await t.app.inject({
      method: 'POST',
      url: `${API}/deliveries/${deliveryId}/delivered`,
      cookies: withSession(await session(traveler)),
      ...multipart({ code: (await handOverCodeOf(t, deliveryId)) ?? '' }),
    });
    expect(handed.statusCode, handed.body).toBe(200);
    return deliveryId;
  };
  const newDispute = async () => {
    const deliveryId = await newDeliveredOrder();
    const opened = await t.app.inject({
      method: 'POST',
      url: `${API}/orders/${deliveryId}/disputes`,
      cookies: withSession(asA.token),
      ...multipart({ reason: 'damaged', description: 'The box arrived crushed.' }),
    });
    expect(opened.statusCode, opened.body).toBe(201);
    return { deliveryId, disputeId: (opened.json() as { id: string }).id };
  };
  let disputedOrder: Promise<{ deliveryId: string; disputeId: string }> | undefined;

  // Sender A's support chat (with an image message) and the carried order's delivery chat.
  const asACookies = withSession(asA.token);
  const support = await t.app.inject({
    method: 'GET',
    url: `${API}/conversations/support`,
    cookies: asACookies,
  });
  expect(support.statusCode, support.body).toBe(200);
  const supportId = (support.json() as { id: string }).id;
  const withImage = await t.app.inject({
    method: 'POST',
    url: `${API}/conversations/${supportId}/messages`,
    cookies: asACookies,
    ...multipart({ body: 'A photo of the box' }, [
      { name: 'image', filename: 'box.png', type: 'image/png', content: PNG() },
    ]),
  });
  expect(withImage.statusCode, withImage.body).toBe(201);
  const chat = await t.app.inject({
    method: 'GET',
    url: `${API}/orders/${carried}/conversation`,
    cookies: asACookies,
  });
  expect(chat.statusCode, chat.body).toBe(200);

  // The verified traveler's wallet: money available and an IBAN, so payouts can be asked for and decided.
  await fundAvailable(t.db, {
    travelerId: traveler.userId,
    senderId: senderA.userId,
    amountMinor: 1_000_000,
    at: t.clock.now(),
  });
  const asTraveler = async () => withSession(await session(traveler));
  const saved = await t.app.inject({
    method: 'PUT',
    url: `${API}/wallet/payout-method`,
    cookies: await asTraveler(),
    payload: { kind: 'iban', holderName: 'Tess Traveler', iban: TEST_IBAN },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const newPayoutId = async () => {
    const payout = await t.app.inject({
      method: 'POST',
      url: `${API}/wallet/withdrawals`,
      cookies: await asTraveler(),
      payload: { amountMinor: 1000 },
    });
    expect(payout.statusCode, payout.body).toBe(201);
    return (payout.json() as { id: string }).id;
  };

  // A shown review about sender A (both sides of a new delivered order wrote): its id.
  const newReviewOfA = async () => {
    const deliveryId = await newShippingOrder();
    await moveOrder(t, deliveryId, ['delivered']);
    let aboutA = '';
    for (const [who, cookies] of [
      ['A', asACookies],
      ['traveler', await asTraveler()],
    ] as const) {
      const written = await t.app.inject({
        method: 'POST',
        url: `${API}/orders/${deliveryId}/reviews`,
        cookies,
        payload: { rating: 4, text: 'Fine.' },
      });
      expect(written.statusCode, written.body).toBe(201);
      if (who === 'traveler') aboutA = (written.json() as { mine: { id: string } }).mine.id;
    }
    return aboutA;
  };

  world = {
    newReviewOfA,
    newDeliveredOrder,
    newDisputeId: async () => (await newDispute()).disputeId,
    disputed: () => {
      disputedOrder ??= newDispute();
      return disputedOrder;
    },
    newPayoutId,
    newApprovedPayoutId: async () => {
      const payoutId = await newPayoutId();
      const approved = await t.app.inject({
        method: 'POST',
        url: `${API}/admin/payouts/${payoutId}/approve`,
        cookies: withSession(await session(people.staff)),
        payload: {},
      });
      expect(approved.statusCode, approved.body).toBe(200);
      return payoutId;
    },
    senderA,
    supportOfA: { conversationId: supportId, imageMessageId: (withImage.json() as { id: string }).id },
    carriedChat: { conversationId: (chat.json() as { id: string }).id },
    order: await placeOrderOfA(),
    applicant,
    newOrderOfA: () => placeOrderOfA(),
    tripId: trip.id,
    carried: { deliveryId: carried },
    delivered: { deliveryId: delivered },
    refused: { deliveryId: refused, refusalId: refusalRow.id },
    travelerId: traveler.userId,
    newPendingTrip: async () => (await createTrip(t.db, traveler.userId, { status: 'pending' })).id,
    newMatchedOrder,
    newUnpaidOrder,
    newCheckoutSession: async () => {
      const checkout = await startCheckout(t, asA.token, await newUnpaidOrder());
      expect(checkout.statusCode, checkout.body).toBe(201);
      return sessionIdOf(checkout.json());
    },
    newShippingOrder,
    handOverCode: '',
    matchable: { deliveryId: (await placeOrderOfA({ weightKg: 0.5 })).deliveryId },
    newMatchId: async () => {
      const deliveryId = await newMatchedOrder();
      const [match] = await t.db
        .select({ id: matchRows.id })
        .from(matchRows)
        .innerJoin(orders, eq(orders.id, matchRows.orderId))
        .where(and(eq(orders.deliveryId, deliveryId), isNull(matchRows.unmatchedAt)));
      if (!match) throw new Error(`no match of ${deliveryId}`);
      return match.id;
    },
    newApplicant: async () => (await newApplicant()).userId,
    newSender: async () => (await person('sender')).userId,
  };
});

function PNG() {
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );
}

const registered = () => apiRoutesOf(t.app).map((r) => r.key);

function fillPath(url: string, params: Record<string, string>) {
  return url.replace(/:(\w+)|\*$/g, (whole, name: string | undefined) => {
    const value = params[name ?? '*'];
    if (value === undefined) throw new Error(`no value for ${whole} in ${url}`);
    return name ? encodeURIComponent(value) : value;
  });
}

async function requestFor(key: string, spec: Row, caller: Caller): Promise<InjectOptions> {
  const [method, url] = key.split(' ') as [InjectOptions['method'], string];
  let me: Person | null = caller === 'signedOut' ? null : people[caller];
  if (spec.fresh) me = await person(caller === 'signedOut' ? 'sender' : KIND[caller]);
  const options: InjectOptions = {
    method,
    url: fillPath(url, (await spec.params?.(world)) ?? {}),
    ...(spec.query ? { query: spec.query } : {}),
    ...(caller !== 'signedOut' && me ? { cookies: withSession(await session(me)) } : {}),
  };
  if (spec.body) options.payload = spec.body(world, me);
  if (spec.form) {
    const form = spec.form(world, me);
    const body = multipart(form.fields ?? {}, form.files ?? []);
    options.payload = body.payload;
    options.headers = body.headers;
  }
  return options;
}

const matches = (expected: Expected, status: number) =>
  expected === 'ok' ? status < 500 && ![401, 403, 404].includes(status) : status === expected;

describe('access matrix', () => {
  it('has exactly one row per /api route', () => {
    const routes = new Set(registered());
    const missing = [...routes].filter((key) => !(key in ACCESS_MATRIX));
    const gone = Object.keys(ACCESS_MATRIX).filter((key) => !routes.has(key));
    expect(missing, 'routes without a row in test/access-matrix.table.ts (say who may call them)').toEqual(
      [],
    );
    expect(gone, 'rows in test/access-matrix.table.ts for routes that no longer exist').toEqual([]);
  });

  it('answers every caller on every route as the table says', async () => {
    const heads = headTwinsOf(t.app);
    const wrong: string[] = [];
    let requests = 0;
    const keys = registered().filter((key) => key in ACCESS_MATRIX);
    for (const key of keys) {
      const spec = ACCESS_MATRIX[key] as Row;
      const url = key.split(' ')[1] as string;
      for (const caller of CALLERS) {
        const expected = spec.expected[caller];
        const methods = key.startsWith('GET ') && heads.has(url) ? ['GET', 'HEAD'] : [key.split(' ')[0]];
        for (const method of methods) {
          const options = await requestFor(key, spec, caller);
          const response = await injectAnswer(
            t.app,
            { ...options, method: method as InjectOptions['method'] },
            spec.stream,
          );
          requests += 1;
          if (!matches(expected, response.statusCode)) {
            const shown = method === 'HEAD' ? `HEAD ${url}` : key;
            wrong.push(
              `${shown} as ${caller}: expected ${expected}, got ${response.statusCode} ${response.body.slice(0, 160)}`,
            );
          }
        }
      }
    }
    console.log(
      `access matrix: ${keys.length} routes × ${CALLERS.length} callers = ${keys.length * CALLERS.length} cells (${requests} requests with HEAD twins)`,
    );
    expect(wrong).toEqual([]);
    // About 500 requests, a few dozen of which place and move orders (image re-encoding): 10 to 40 s on two
    // busy cores.
  }, 600_000);
});
