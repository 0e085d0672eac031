import { Writable } from 'node:stream';
import { ApiErrorSchema, HealthSchema, INTERNAL_ERROR_MESSAGE } from '@tote/validation';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp, testEngine } from '../test/helper';

// Recognizable stand-ins for what queries carry: a password hash, a session token's hash, an email.
const SECRET_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0LXNhbHQ$SECRET-HASH-do-not-log';
const SECRET_TOKEN = 'SECRET-TOKEN-3f9a1c-do-not-log';
const SECRET_EMAIL = 'secret-person-do-not-log@example.test';

// Test-only routes: they exist in this file, never in the app.
const testRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = {
    config: { access: 'public' },
    schema: { params: z.object({}), querystring: z.object({}), response: { 200: z.object({}) } },
  } as const;
  // PostgreSQL repeats the bad value in its message: invalid input syntax for type uuid: "SECRET-TOKEN…".
  app.get('/api/v1/__test/db-error/cast', route, async () => {
    await app.db.execute(sql`select * from sessions where user_id = ${SECRET_TOKEN}::uuid`);
    return {};
  });
  // A unique violation names the row's values in its detail: Key (email)=(…) already exists.
  app.get('/api/v1/__test/db-error/unique', route, async () => {
    const now = new Date().toISOString();
    await app.db.execute(sql`insert into users (email, full_name, country, password_hash, created_at, updated_at)
      values (${SECRET_EMAIL}, 'A', 'GB', ${SECRET_HASH}, ${now}, ${now}),
             (${SECRET_EMAIL}, 'B', 'GB', ${SECRET_HASH}, ${now}, ${now})`);
    return {};
  });
  app.post(
    '/api/v1/__test/orders/:orderId',
    {
      config: { access: 'public' },
      schema: {
        params: z.object({ orderId: z.coerce.number().int().positive('Order id must be a positive number') }),
        querystring: z.object({}),
        body: z.object({
          email: z.email('Incorrect email format, please enter your email!'),
          items: z.array(z.object({ weight: z.number().positive('Weight must be above 0') })),
        }),
        response: { 200: z.object({ ok: z.boolean() }) },
      },
    },
    async () => ({ ok: true }),
  );
  app.get(
    '/api/v1/__test/crash',
    {
      config: { access: 'public' },
      schema: { params: z.object({}), querystring: z.object({}), response: { 200: z.object({}) } },
    },
    async () => {
      throw new Error('connection to db-internal.example:5432 failed for user tote_secret');
    },
  );
};

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, callback) {
    logLines.push(String(chunk));
    callback();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    logger: { level: 'error', stream: logStream },
    setup: async (app) => {
      await app.register(testRoutes);
    },
  });
});
afterAll(() => t?.close());

describe('GET /api/v1/health', () => {
  it('reports the engine and the applied migration', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);
    const body = HealthSchema.parse(response.json());
    expect(body.status).toBe('ok');
    expect(body.database.engine).toBe(testEngine());
    expect(body.database.migration.count).toBeGreaterThanOrEqual(1);
    expect(body.database.migration.latest).toMatch(/^\d{4}_/);
  });

  it('answers liveness from memory and readiness from the database (ADR 012)', async () => {
    const live = HealthSchema.parse((await t.app.inject({ method: 'GET', url: '/api/v1/health' })).json());
    const ready = await t.app.inject({ method: 'GET', url: '/api/v1/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(HealthSchema.parse(ready.json())).toEqual(live);
  });
});

describe('errors', () => {
  it('answers an unknown API route with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/xyz?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({
      error: { code: 'not_found', message: 'No API route matches GET /api/v1/xyz' },
    });
  });

  it('answers an unknown API route for other methods too', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/api/v1/nothing' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });

  it('slows a client probing for unknown URLs: 120 a minute per address, then 429, while real routes still answer', async () => {
    const probe = (remoteAddress: string, i: number) =>
      t.app.inject({ method: 'GET', url: `/api/v1/probe-${i}`, remoteAddress });
    const prober = '203.0.113.7';
    for (let i = 1; i <= 120; i++) expect((await probe(prober, i)).statusCode, `probe ${i}`).toBe(404);
    const refused = await probe(prober, 121);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('too_many_requests');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The limit is on not-found answers only, and per address.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/health', remoteAddress: prober })).statusCode,
    ).toBe(200);
    expect((await probe('203.0.113.8', 1)).statusCode).toBe(404);
  });

  it('names every invalid field and what to fix', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/__test/orders/7',
      payload: { email: 'nope', items: [{ weight: 2 }, { weight: -1 }] },
    });
    expect(response.statusCode).toBe(400);
    const { error } = ApiErrorSchema.parse(response.json());
    expect(error.code).toBe('validation_error');
    expect(error.fields).toEqual({
      email: 'Incorrect email format, please enter your email!',
      'items.1.weight': 'Weight must be above 0',
    });
    expect(error.message).toContain('Please correct 2 fields');
    expect(error.message).toContain('items.1.weight: Weight must be above 0');
  });

  it('reports invalid params the same way', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/__test/orders/abc',
      payload: { email: 'a@b.co', items: [] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ orderId: expect.any(String) });
  });

  it('reports a body that is not JSON as a 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/__test/orders/7',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('bad_request');
  });

  it('hides the cause of a 5xx, gives the request id and logs the real error', async () => {
    logLines.length = 0;
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/__test/crash' });
    expect(response.statusCode).toBe(500);
    const requestId = response.headers['x-request-id'];
    expect(requestId).toEqual(expect.any(String));
    expect(response.json()).toEqual({
      error: { code: 'internal_error', message: INTERNAL_ERROR_MESSAGE, requestId },
    });
    expect(response.body).not.toContain('tote_secret');
    const logged = logLines.map((line) => JSON.parse(line)).find((entry) => entry.reqId === requestId);
    expect(logged?.err?.message).toContain('tote_secret');
  });
});

describe('database errors in the log', () => {
  it.each(['cast', 'unique'])('keep the query parameters out of every log line (%s)', async (kind) => {
    logLines.length = 0;
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/__test/db-error/${kind}` });
    expect(response.statusCode).toBe(500);
    const lines = logLines.filter((line) => line.includes(String(response.headers['x-request-id'])));
    // Logged (so the test looks at the right lines), with the query and the database's reason.
    expect(lines.length).toBeGreaterThan(0);
    const logged = lines.join('\n');
    expect(logged).toContain('Failed query');
    expect(logged).toMatch(kind === 'cast' ? /invalid input syntax for type uuid/ : /users_email_key/);
    for (const secret of [
      SECRET_HASH,
      SECRET_TOKEN,
      SECRET_EMAIL,
      'SECRET-HASH',
      'SECRET-TOKEN',
      'secret-person',
    ]) {
      expect(logged).not.toContain(secret);
    }
    expect(logged).toContain('[redacted]');
  });
});

describe('request ids', () => {
  it('gives every response an x-request-id', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps an incoming x-request-id', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { 'x-request-id': 'edge-42.abc' },
    });
    expect(response.headers['x-request-id']).toBe('edge-42.abc');
  });

  it('replaces an x-request-id that could forge log lines', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { 'x-request-id': 'a b"\\n{}' },
    });
    expect(response.headers['x-request-id']).not.toBe('a b"\\n{}');
  });
});

describe('security headers', () => {
  it('sends a CSP without inline scripts and the usual helmet headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends every helmet header, on API answers and on errors alike', async () => {
    // Worked out once at start-up, not per request (plugins/security.ts): the same set as helmet's middleware
    // sets.
    for (const url of ['/api/v1/health', '/api/v1/orders', '/api/v1/nothing-here']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers, url).toMatchObject({
        'content-security-policy': expect.stringContaining("default-src 'self'"),
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-site',
        'origin-agent-cluster': '?1',
        'referrer-policy': 'no-referrer',
        'x-content-type-options': 'nosniff',
        'x-dns-prefetch-control': 'off',
        'x-download-options': 'noopen',
        'x-frame-options': 'SAMEORIGIN',
        'x-permitted-cross-domain-policies': 'none',
        'x-xss-protection': '0',
      });
      // Not in production (plain http locally), as before.
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
      expect(response.headers['x-powered-by'], url).toBeUndefined();
    }
  });
});

describe('API documentation', () => {
  it('lists the routes in the OpenAPI document, without test or internal routes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/v1/health', '/api/v1/sites']));
    expect(document.paths['/api/v1/health'].get.responses['200']).toBeDefined();
    expect(Object.keys(document.paths)).not.toContain('/*');
  });

  it('serves the reference page and its assets under their own CSP', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/v1/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('swagger-ui');
    expect(page.body).not.toMatch(/<script>(?!\s*<\/script>)/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    const script = await t.app.inject({ method: 'GET', url: '/api/v1/docs/static/swagger-initializer.js' });
    expect(script.statusCode).toBe(200);
    const bundle = await t.app.inject({ method: 'GET', url: '/api/v1/docs/static/swagger-ui-bundle.js' });
    expect(bundle.statusCode).toBe(200);
  });
});

describe('GET /api/v1/sites', () => {
  it('returns the origin of every app', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/sites' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      shell: 'http://localhost:3000',
      sender: 'http://localhost:3001',
      traveler: 'http://localhost:3002',
      admin: 'http://localhost:3003',
    });
  });
});
