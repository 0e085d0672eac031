import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TravelerVerificationSchema } from '@tote/validation/accounts';
import { OpenDisputeSchema } from '@tote/validation/disputes';
import { SendMessageSchema } from '@tote/validation/messages';
import { CreateOrderSchema } from '@tote/validation/order-form';
import type { Order } from '@tote/validation/orders';
import { APP_NAMES } from '@tote/validation/sites';
import { HandOverSchema } from '@tote/validation/trips';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { matches } from '../src/db/schema/matches';
import { reviews } from '../src/db/schema/reviews';
import { ACCESS_MATRIX, type Row, type World } from './access-matrix.table';
import { useAccountsTestApp, withSession } from './accounts';
import { injectAnswer } from './event-stream';
import { type FilePart, multipart } from './multipart';
import { createTrip, moveOrder, placeOrder } from './orders';
import { payFor, sessionIdOf, startCheckout } from './payments';
import { createPerson, openSession, type Person } from './people';
import { apiRoutesOf } from './route-table';
import { handOverCodeOf } from './trips';
import { fundAvailable, TEST_IBAN } from './wallet';

/**
 * Property-based fuzz pass over every /api route (Fastify's route table): params, querystrings, bodies and
 * headers generated from the route's zod schemas (z.toJSONSchema), mixed with hostile values (huge strings,
 * odd unicode, prototype keys, wrong types, empty bodies, wrong content types, multipart where JSON is expected
 * and JSON where multipart is). Sent signed out, as a sender (who owns the order the real params name) and as
 * staff. The property: no 5xx, ever, and the app still answers afterwards.
 *
 * FUZZ_RUNS (default 10) generated cases per route and caller, plus the fixed hostile cases below; a failure
 * prints fast-check's seed: FUZZ_SEED=<seed> replays it.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; contentType: string; text: string }
  | { kind: 'multipart'; fields: [string, string][]; files: FilePart[] };
interface Case {
  params: Record<string, string>;
  /** Sent percent-encoded (true) or as they are. */
  encodeParams: boolean;
  query: Record<string, string | string[]>;
  headers: Record<string, string>;
  body: Body;
}

/**
 * Hostile multipart bodies that once answered 500 on the upload routes (a field named `__proto__[]`, busboy's
 * "Boundary not found" and "Unexpected end of multipart data"): kept as probes that must answer 4xx.
 */
const UPLOAD_ROUTES = [
  'POST /api/v1/orders',
  'POST /api/v1/deliveries/:deliveryId/delivered',
  'POST /api/v1/me/traveler-verification',
  'PUT /api/v1/users/:userId/avatar',
  'POST /api/v1/conversations/:conversationId/messages',
  'POST /api/v1/orders/:deliveryId/disputes',
  'POST /api/v1/deliveries/:deliveryId/refuse',
];
const rawMultipart = (contentType: string, text: string): Case => ({
  params: {},
  encodeParams: true,
  query: {},
  headers: {},
  body: { kind: 'raw', contentType, text },
});
const UPLOAD_PROBES: { routes: string[]; why: string; probes: Case[] }[] = [
  {
    routes: ['POST /api/v1/orders'],
    why: 'a multipart field named __proto__[]',
    probes: [
      rawMultipart(
        'multipart/form-data; boundary=b',
        '--b\r\nContent-Disposition: form-data; name="__proto__[]"\r\n\r\nx\r\n--b--\r\n',
      ),
    ],
  },
  {
    routes: UPLOAD_ROUTES,
    why: 'a malformed multipart body (no boundary, not multipart, cut off)',
    probes: [
      rawMultipart('multipart/form-data', '{'),
      rawMultipart('multipart/form-data; boundary=nope', 'hello'),
      rawMultipart(
        'multipart/form-data; boundary=b',
        '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\nx',
      ),
    ],
  },
];

// ---- hostile values ---------------------------------------------------------------------------------------------

const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', '__proto__[]', 'toString', 'hasOwnProperty'];
const deep = (n: number): unknown => (n === 0 ? 'bottom' : [deep(n - 1)]);
const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  '\uD800', // a lone surrogate
  'e\u0301\u0301\u0301', // combining marks
  '\u202Egnp.exe', // right-to-left override
  '\uFEFF\u200B',
  '𝕏'.repeat(64),
  '../../../../etc/passwd',
  "'; drop table users; --",
  '%00%2e%2e%2f',
  '{{7*7}}#{7*7}', // template injection probes
  '<img src=x onerror=alert(1)>',
  'NaN',
  '-0',
  '1e309',
  'null',
  '__proto__',
  'TT-7K3Q9M',
  '00000000-0000-0000-0000-000000000000',
];
const hostileString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constant('x'.repeat(100_000)) },
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(Number.MAX_SAFE_INTEGER + 2, -1, 1e308, 0),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  // JSON.parse makes __proto__ an own property, as a request body would.
  fc.constant(JSON.parse('{"__proto__":{"isStaff":true}}')),
  fc.constant(JSON.parse('{"constructor":{"prototype":{"isStaff":true}}}')),
  fc.constant(deep(200)),
);

// ---- values from the zod schema ------------------------------------------------------------------------------

type JsonSchema = {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
};

function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

function stringFor(s: JsonSchema): fc.Arbitrary<string> {
  if (s.format === 'uuid') return fc.uuid();
  if (s.format === 'email' || s.pattern?.includes('@')) return fc.emailAddress();
  if (s.pattern) {
    try {
      return fc.stringMatching(new RegExp(s.pattern));
    } catch {
      // a pattern JavaScript cannot compile: plain strings below
    }
  }
  return fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 40, 400) });
}

/** Mostly valid values of the schema, each member now and then replaced by a hostile one. */
function schemaValue(s: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!s || depth > 5) return fc.anything({ maxDepth: 1 });
  if ('const' in s) return fc.constant(s.const);
  if (s.enum?.length) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((a) => schemaValue(a, depth + 1)));
  if (s.allOf?.[0]) return schemaValue(s.allOf[0], depth + 1);
  const member = (m: JsonSchema) =>
    fc.oneof({ weight: 5, arbitrary: schemaValue(m, depth + 1) }, { weight: 1, arbitrary: hostileValue });
  switch ([s.type].flat()[0]) {
    case 'object': {
      const model = Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, m]) => [k, member(m)]));
      return fc.record(model, { requiredKeys: (s.required ?? []).filter((k) => k in model) });
    }
    case 'string':
      return stringFor(s);
    case 'integer':
      return fc.integer({ min: Math.max(s.minimum ?? -1e6, -1e9), max: Math.min(s.maximum ?? 1e6, 1e9) });
    case 'number':
      return fc.double({ min: s.minimum ?? -1e6, max: s.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(member(s.items ?? {}), {
        minLength: Math.min(s.minItems ?? 0, 5),
        maxLength: Math.min(s.maxItems ?? 5, 25),
      });
    case 'null':
      return fc.constant(null);
    default:
      return fc.anything({ maxDepth: 2 });
  }
}

/** An object of the schema, sometimes with prototype keys and strangers added as own properties. */
function objectOf(s: JsonSchema | undefined): fc.Arbitrary<Record<string, unknown>> {
  const base = s ? schemaValue(s) : fc.constant({});
  const extra = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...PROTO_KEYS), fc.string()), hostileValue), {
    maxLength: 2,
  });
  return fc.tuple(base, extra).map(([value, more]) =>
    // fromEntries defines own properties: a "__proto__" key stays a key, as JSON.parse would leave it.
    Object.fromEntries([
      ...(value && typeof value === 'object' ? Object.entries(value) : [['value', value]]),
      ...more,
    ]),
  );
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));

// ---- whole requests ----------------------------------------------------------------------------------------------

const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=bogus',
  'multipart/form-data',
  'multipart/form-data; boundary=nope',
  'application/octet-stream',
  'image/png',
];
const BROKEN_JSON = ['{', '[]', 'null', '"x"', '1e999', '{"a":1,"a":2}', '['.repeat(5000), '\uFEFF{}'];

const file: fc.Arbitrary<FilePart> = fc.record({
  name: fc.constantFrom('images', 'avatar', 'nationalId', 'image', '__proto__[]', 'x'),
  filename: fc.oneof(
    fc.constantFrom('a.png', '../../evil.png', '', 'a"\r\nX: y.png', '\u0000.gif'),
    fc.string(),
  ),
  type: fc.constantFrom('image/png', 'image/jpeg', 'image/gif', 'text/html', 'application/x-msdownload', ''),
  content: fc.oneof(
    fc.constant(Uint8Array.from(Buffer.from(PNG_BASE64(), 'base64'))),
    fc.uint8Array({ maxLength: 64 }),
    fc.constant(new Uint8Array(0)),
  ),
});

function multipartOf(fieldNames: string[]): fc.Arbitrary<Body> {
  const name = fc.oneof(
    { weight: 4, arbitrary: fieldNames.length ? fc.constantFrom(...fieldNames) : fc.constant('field') },
    { weight: 1, arbitrary: fc.constantFrom(...PROTO_KEYS, 'itemNames[]', 'x'.repeat(300)) },
  );
  return fc.record({
    kind: fc.constant('multipart' as const),
    fields: fc.array(fc.tuple(name, fc.oneof(fc.string({ maxLength: 30 }), hostileString)), { maxLength: 8 }),
    files: fc.array(file, { maxLength: 3 }),
  });
}

/** Text field names of the routes that take multipart/form-data (their handlers parse these schemas). */
const FORM_FIELDS: Record<string, string[]> = {
  'POST /api/v1/orders': [...Object.keys(CreateOrderSchema.shape), 'itemNames[]'],
  'POST /api/v1/me/traveler-verification': Object.keys(TravelerVerificationSchema.shape),
  'PUT /api/v1/users/:userId/avatar': [],
  'POST /api/v1/deliveries/:deliveryId/delivered': Object.keys(HandOverSchema.shape),
  // JSON or multipart (a message with an image).
  'POST /api/v1/conversations/:conversationId/messages': Object.keys(SendMessageSchema.shape),
  'POST /api/v1/orders/:deliveryId/disputes': Object.keys(OpenDisputeSchema.shape),
};

/**
 * A valid body (the access matrix's, test/access-matrix.table.ts) with members now and then replaced by hostile
 * values, dropped, or joined by prototype keys: these get past validation into the services.
 */
function mutated(valid: Body): fc.Arbitrary<Body> {
  const DROP = Symbol('drop');
  const keep = <T>(value: T, hostile: fc.Arbitrary<unknown>) =>
    fc.oneof(
      { weight: 6, arbitrary: fc.constant(value) },
      { weight: 1, arbitrary: hostile },
      { weight: 1, arbitrary: fc.constant(DROP) },
    );
  const extra = fc.array(fc.tuple(fc.constantFrom(...PROTO_KEYS), hostileString), { maxLength: 1 });
  if (valid.kind === 'json' && valid.value && typeof valid.value === 'object') {
    const entries = Object.entries(valid.value);
    return fc
      .tuple(fc.tuple(...entries.map(([, value]) => keep(value, hostileValue))), extra)
      .map(([values, more]) => ({
        kind: 'json' as const,
        value: Object.fromEntries([
          ...entries.flatMap(([k], i) => (values[i] === DROP ? [] : [[k, values[i]]])),
          ...more,
        ]),
      }));
  }
  if (valid.kind === 'multipart') {
    return fc
      .tuple(
        fc.tuple(...valid.fields.map(([, value]) => keep(value, hostileString))),
        fc.subarray(valid.files),
        extra,
      )
      .map(([values, files, more]) => ({
        kind: 'multipart' as const,
        fields: [
          ...valid.fields.flatMap(([k], i): [string, string][] => {
            const value = values[i];
            return typeof value === 'string' ? [[k, value]] : [];
          }),
          ...more,
        ],
        files,
      }));
  }
  return fc.constant(valid);
}

function bodyOf(
  key: string,
  schema: JsonSchema | undefined,
  method: string,
  valid: Body | undefined,
): fc.Arbitrary<Body> {
  const multipart = key in FORM_FIELDS;
  const json = fc.record({ kind: fc.constant('json' as const), value: objectOf(schema) });
  const raw = fc.record({
    kind: fc.constant('raw' as const),
    contentType: fc.constantFrom('application/json', ...WRONG_CONTENT_TYPES),
    text: fc.oneof(fc.constantFrom(...BROKEN_JSON), hostileString),
  });
  const choices: fc.WeightedArbitrary<Body>[] = [
    { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
    { weight: 1, arbitrary: raw },
    { weight: multipart ? 1 : 4, arbitrary: json },
    {
      weight: multipart ? 4 : 1,
      arbitrary: multipartOf(FORM_FIELDS[key] ?? Object.keys(schema?.properties ?? {})),
    },
  ];
  if (valid) choices.push({ weight: 4, arbitrary: mutated(valid) });
  return method === 'GET' || method === 'HEAD'
    ? fc.oneof({ weight: 6, arbitrary: fc.constant({ kind: 'none' as const }) }, ...choices)
    : fc.oneof(...choices);
}

const hostileParam = fc.oneof(
  fc.constantFrom('', '..', '%2e%2e%2f', '%', '%zz', 'x'.repeat(150), 'tt-7k3q9m', ' ', '\u0000'),
  hostileString.filter((s) => s.length < 2000),
);

function caseOf(
  key: string,
  route: { schema?: Record<string, unknown> },
  paramNames: string[],
  real: Record<string, string>,
  valid: Body | undefined,
): fc.Arbitrary<Case> {
  const schema = route.schema ?? {};
  const paramsSchema = jsonSchemaOf(schema.params)?.properties ?? {};
  const params = fc.record(
    Object.fromEntries(
      paramNames.map((name) => [
        name,
        fc.oneof(
          { weight: 3, arbitrary: fc.constant(real[name] ?? 'x') },
          { weight: 2, arbitrary: schemaValue(paramsSchema[name] ?? { type: 'string' }).map(text) },
          { weight: 2, arbitrary: hostileParam },
        ),
      ]),
    ),
  );
  const query = objectOf(jsonSchemaOf(schema.querystring)).map(
    (value) =>
      Object.fromEntries(
        Object.entries(value).map(([k, v]) => [k, Array.isArray(v) ? v.map(text) : text(v)]),
      ) as Record<string, string | string[]>,
  );
  const headers = objectOf(jsonSchemaOf(schema.headers)).map(
    (value) =>
      Object.fromEntries(
        Object.entries(value)
          .map(([k, v]) => [k.toLowerCase(), text(v)])
          // Node refuses to send some bytes in headers at all: that is a client error, not our server's.
          .filter(([k, v]) => /^[a-z0-9-]+$/.test(k as string) && /^[\t\x20-\x7e]*$/.test(v as string)),
      ) as Record<string, string>,
  );
  return fc.record({
    params,
    encodeParams: fc.boolean(),
    query: fc.oneof({ weight: 2, arbitrary: fc.constant({}) }, { weight: 3, arbitrary: query }),
    headers: fc.oneof({ weight: 3, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: headers }),
    body: bodyOf(key, jsonSchemaOf(schema.body), key.split(' ')[0] as string, valid),
  });
}

function injectOptions(method: string, url: string, c: Case, token: string | null): InjectOptions {
  const path = url.replace(/:(\w+)|\*$/g, (_, name: string | undefined) => {
    const value = c.params[name ?? '*'] ?? '';
    // Buffer round trip: a lone surrogate becomes U+FFFD (encodeURIComponent throws on it, a browser would not).
    return c.encodeParams ? encodeURIComponent(Buffer.from(value).toString()) : value;
  });
  const headers: Record<string, string> = { ...c.headers };
  let payload: string | Buffer | undefined;
  if (c.body.kind === 'json') {
    payload = JSON.stringify(c.body.value);
    headers['content-type'] = 'application/json';
  } else if (c.body.kind === 'raw') {
    payload = c.body.text;
    headers['content-type'] = c.body.contentType;
  } else if (c.body.kind === 'multipart') {
    const body = multipart(c.body.fields, c.body.files);
    payload = body.payload;
    Object.assign(headers, body.headers);
  }
  return {
    method: method as InjectOptions['method'],
    url: path,
    query: c.query,
    headers,
    ...(payload === undefined ? {} : { payload }),
    ...(token ? { cookies: withSession(token) } : {}),
  };
}

/** The fixed hostile cases every route gets from every caller (fast-check `examples`). */
function fixedCases(paramNames: string[], real: Record<string, string>): Case[] {
  const params = Object.fromEntries(paramNames.map((name) => [name, real[name] ?? 'x']));
  const base = { params, encodeParams: true, query: {}, headers: {} };
  return [
    { ...base, body: { kind: 'raw', contentType: 'application/json', text: '' } },
    {
      ...base,
      body: { kind: 'raw', contentType: 'application/json', text: '{"__proto__":{"isStaff":true}}' },
    },
    {
      ...base,
      body: { kind: 'raw', contentType: 'application/json', text: '{"constructor":{"prototype":{}}}' },
    },
    { ...base, body: { kind: 'raw', contentType: 'text/plain', text: 'hello' } },
    { ...base, body: { kind: 'json', value: 'x'.repeat(2_000_000) } }, // above the 1 MiB body limit
    {
      ...base,
      body: {
        kind: 'multipart',
        fields: [
          ['__proto__[]', 'x'],
          ['constructor', 'y'],
        ],
        files: [],
      },
    },
    { ...base, body: { kind: 'multipart', fields: [['a', 'b']], files: [] } },
    {
      ...base,
      query: JSON.parse('{"__proto__":"x","constructor":["a","b"],"page":"1e309"}'),
      body: { kind: 'none' },
    },
    {
      ...base,
      params: Object.fromEntries(paramNames.map((name) => [name, '%zz'])),
      encodeParams: false,
      body: { kind: 'none' },
    },
  ].map((c) => ({ ...c, query: Object.fromEntries(Object.entries(c.query)) })) as Case[];
}

// ---- the run --------------------------------------------------------------------------------------------------

// Built apps (a bare index.html each): a generated path that leaves /api (`../..` unencoded) reaches the sites,
// which answer 503 "not built yet" in a checkout without builds; with these, such a path is answered as it
// would be in production.
const distRoot = mkdtempSync(path.join(tmpdir(), 'tote-fuzz-dist-'));
const distDirs = Object.fromEntries(
  APP_NAMES.map((name) => {
    mkdirSync(path.join(distRoot, name));
    writeFileSync(path.join(distRoot, name, 'index.html'), '<!doctype html><title>Tote</title>');
    return [name, path.join(distRoot, name)];
  }),
);
afterAll(() => rmSync(distRoot, { recursive: true, force: true }));

const t = useAccountsTestApp({ distDirs });
let sender: Person;
let staff: Person;
let traveler: Person;
let order: Order;
let tripId: string;
let matchId: string;
let conversationId: string;
let messageId: string;
let payoutId: string;
let checkoutSessionId: string;
let receiverToken: string;
let reviewId: string;
let disputed: { deliveryId: string; disputeId: string };

beforeAll(async () => {
  sender = await createPerson(t.db, t.clock, 'sender');
  staff = await createPerson(t.db, t.clock, 'staff');
  traveler = await createPerson(t.db, t.clock, 'verifiedTraveler');
  order = await placeOrder(t, { ...sender, token: await openSession(t.db, t.clock, sender.userId) });
  // The sender's order on the traveler's trip: the same delivery id is real for the orders routes (its sender)
  // and the deliveries routes (its traveler).
  tripId = (await createTrip(t.db, traveler.userId)).id;
  await moveOrder(t, order.deliveryId, ['matched'], { tripId });
  const [match] = await t.db.select({ id: matches.id }).from(matches);
  matchId = match?.id ?? '';
  // The order's delivery chat with one message: real ids for the messages routes.
  const cookies = withSession(await openSession(t.db, t.clock, sender.userId));
  const chat = await t.app.inject({
    method: 'GET',
    url: `/api/v1/orders/${order.deliveryId}/conversation`,
    cookies,
  });
  conversationId = (chat.json() as { id: string }).id;
  const sent = await t.app.inject({
    method: 'POST',
    url: `/api/v1/conversations/${conversationId}/messages`,
    cookies,
    payload: { body: 'Hello' },
  });
  messageId = (sent.json() as { id: string }).id;
  // The traveler's wallet: money, an IBAN and one payout, so the wallet routes get past their 409s and 404s.
  await fundAvailable(t.db, {
    travelerId: traveler.userId,
    senderId: sender.userId,
    amountMinor: 100_000,
    at: t.clock.now(),
  });
  const asTraveler = withSession(await openSession(t.db, t.clock, traveler.userId));
  await t.app.inject({
    method: 'PUT',
    url: '/api/v1/wallet/payout-method',
    cookies: asTraveler,
    payload: { kind: 'iban', holderName: 'Tess Traveler', iban: TEST_IBAN },
  });
  const payout = await t.app.inject({
    method: 'POST',
    url: '/api/v1/wallet/withdrawals',
    cookies: asTraveler,
    payload: { amountMinor: 1000 },
  });
  payoutId = (payout.json() as { id: string }).id;
  // A real checkout of the order's payment at the test provider: real ids for its page's routes.
  const checkout = await startCheckout(t, await openSession(t.db, t.clock, sender.userId), order.deliveryId);
  checkoutSessionId = sessionIdOf(checkout.json());
  // The order's receiver link: a real token for its public read.
  const shared = await t.app.inject({
    method: 'POST',
    url: `/api/v1/orders/${order.deliveryId}/receiver-link`,
    cookies,
    payload: {},
  });
  receiverToken = (shared.json() as { token: string }).token;
  // A shown review of the sender by the traveler: a real id for the reviews routes (reply, report, hide).
  const [review] = await t.db
    .insert(reviews)
    .values({
      subjectUserId: sender.userId,
      authorUserId: traveler.userId,
      orderId: null,
      rating: 4,
      text: 'Fine.',
      createdAt: t.clock.now(),
      revealedAt: t.clock.now(),
    })
    .returning({ id: reviews.id });
  reviewId = review?.id ?? '';
  // A second order of the sender, paid, carried and handed over on the traveler's trip, and the sender's open
  // dispute about it: real ids, so the dispute routes (its list, its thread, staff's resolve) reach the service.
  const senderToken = await openSession(t.db, t.clock, sender.userId);
  const delivered = await placeOrder(t, { ...sender, token: senderToken });
  await moveOrder(t, delivered.deliveryId, ['matched'], { tripId });
  await payFor(t, delivered.deliveryId, { token: senderToken });
  await moveOrder(t, delivered.deliveryId, ['shipping']);
  const handedOver = await t.app.inject({
    method: 'POST',
    url: `/api/v1/deliveries/${delivered.deliveryId}/delivered`,
    cookies: withSession(await openSession(t.db, t.clock, traveler.userId)),
    ...multipart({ code: (await handOverCodeOf(t, delivered.deliveryId)) ?? '' }),
  });
  expect(handedOver.statusCode, handedOver.body).toBe(200);
  const opened = await t.app.inject({
    method: 'POST',
    url: `/api/v1/orders/${delivered.deliveryId}/disputes`,
    cookies: withSession(senderToken),
    ...multipart({ reason: 'damaged', description: 'The box arrived crushed.' }),
  });
  expect(opened.statusCode, opened.body).toBe(201);
  disputed = { deliveryId: delivered.deliveryId, disputeId: (opened.json() as { id: string }).id };
});

/** The real params of a route: the dispute routes name the disputed order rather than the matched one. */
function realParamsOf(key: string, real: Record<string, string>): Record<string, string> {
  return key.includes('/disputes') ? { ...real, deliveryId: disputed.deliveryId } : real;
}

function PNG_BASE64() {
  return 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
}

/** The access matrix's valid body for the route, if it has one (`me` null: no password is ever valid). */
function validBodyOf(row: Row | undefined): Body | undefined {
  const world: World = {
    senderA: sender,
    order,
    applicant: sender,
    newOrderOfA: () => placeOrder(t, { ...sender, token: '' }),
    tripId,
    carried: { deliveryId: order.deliveryId },
    delivered: { deliveryId: order.deliveryId },
    refused: { deliveryId: order.deliveryId, refusalId: randomUUID() },
    travelerId: traveler.userId,
    newPendingTrip: async () => tripId,
    newMatchedOrder: async () => order.deliveryId,
    newUnpaidOrder: async () => order.deliveryId,
    newCheckoutSession: async () => checkoutSessionId,
    newShippingOrder: async () => order.deliveryId,
    handOverCode: '123456',
    matchable: { deliveryId: order.deliveryId },
    newMatchId: async () => matchId,
    newApplicant: async () => sender.userId,
    newSender: async () => sender.userId,
    supportOfA: { conversationId, imageMessageId: messageId },
    carriedChat: { conversationId },
    newPayoutId: async () => payoutId,
    newApprovedPayoutId: async () => payoutId,
    newReviewOfA: async () => reviewId,
    newDeliveredOrder: async () => order.deliveryId,
    newDisputeId: async () => disputed.disputeId,
    disputed: async () => disputed,
  };
  if (row?.body) return { kind: 'json', value: row.body(world, null) };
  if (row?.form) {
    const form = row.form(world, null);
    return { kind: 'multipart', fields: Object.entries(form.fields ?? {}), files: form.files ?? [] };
  }
  return undefined;
}

describe('fuzz: every /api route, generated and hostile input', () => {
  it('never answers 5xx', async () => {
    const real: Record<string, string> = {
      deliveryId: order.deliveryId,
      imageId: order.images[0]?.id ?? '',
      userId: sender.userId,
      tripId,
      matchId,
      conversationId,
      messageId,
      payoutId,
      reviewId,
      disputeId: disputed.disputeId,
      sessionId: checkoutSessionId,
      token: receiverToken,
      provider: 'test',
      '*': 'swagger-ui.css',
    };
    const callers: [string, Person | null][] = [
      ['signed out', null],
      ['sender', sender],
      ['verified traveler', traveler],
      ['staff', staff],
    ];
    const counts: string[] = [];
    let total = 0;
    const started = Date.now();
    for (const { key, method, url, route } of apiRoutesOf(t.app)) {
      const paramNames = [...url.matchAll(/:(\w+)|\*$/g)].map((m) => m[1] ?? '*');
      const realParams = realParamsOf(key, real);
      const cases = caseOf(
        key,
        route as { schema?: Record<string, unknown> },
        paramNames,
        realParams,
        validBodyOf(ACCESS_MATRIX[key]),
      );
      const examples = fixedCases(paramNames, realParams).map((c) => [c] as [Case]);
      let ran = 0;
      const statuses = new Map<number, number>();
      for (const [callerName, caller] of callers) {
        await fc.assert(
          fc.asyncProperty(cases, async (c) => {
            ran += 1;
            // A new session per case: a generated request may sign out (logout) or end other sessions.
            const token = caller ? await openSession(t.db, t.clock, caller.userId) : null;
            const response = await injectAnswer(
              t.app,
              injectOptions(method, url, c, token),
              ACCESS_MATRIX[key]?.stream,
            );
            statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
            if (response.statusCode < 500) return;
            expect.fail(
              `${key} as ${callerName} answered ${response.statusCode}: ${response.body.slice(0, 300)}`,
            );
          }),
          {
            // fast-check counts the examples as runs.
            numRuns: RUNS + examples.length,
            examples,
            ...(SEED === undefined ? {} : { seed: SEED }),
          },
        );
      }
      total += ran;
      const answers = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
      counts.push(`${String(ran).padStart(4)}  ${key}  (${answers.join(' ')})`);
    }
    const health = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(health.statusCode, 'the app still answers after the fuzz pass').toBe(200);
    console.log(
      [
        `fuzz: ${total} cases on ${counts.length} routes (${callers.length} callers, ${RUNS} generated + fixed hostile cases each) in ${Math.round((Date.now() - started) / 1000)} s`,
        ...counts,
      ].join('\n'),
    );
    // Bounded by FUZZ_RUNS: about 2,300 requests, 20 to 40 s on two busy cores.
  }, 600_000);

  it('answers 4xx to the multipart bodies that once answered 500 on the upload routes', async () => {
    const token = await openSession(t.db, t.clock, sender.userId);
    const answers: string[] = [];
    for (const probe of UPLOAD_PROBES) {
      for (const key of probe.routes) {
        const [method, url] = key.split(' ') as [string, string];
        for (const c of probe.probes) {
          const response = await t.app.inject(
            injectOptions(method, url, { ...c, params: { userId: sender.userId, conversationId } }, token),
          );
          if (response.statusCode < 400 || response.statusCode >= 500) {
            answers.push(`${key}: ${probe.why} -> ${response.statusCode}`);
          }
        }
      }
    }
    expect(answers).toEqual([]);
  });
});
