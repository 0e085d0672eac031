import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp, type TestAppOptions } from '../test/helper';
import type { App } from './app';

// ADR 005: the bare server opens nothing; what it opens when asked is for this machine only; TRUST_PROXY
// decides whose X-Forwarded-For counts.

const API = '/api/v1';

// Test-only route: the client address as the app sees it.
async function addIpRoute(app: App) {
  app.get(
    `${API}/__test/ip`,
    {
      config: { access: 'public' },
      schema: {
        params: z.object({}),
        querystring: z.object({}),
        response: { 200: z.object({ ip: z.string() }) },
      },
    },
    async (request) => ({ ip: request.ip }),
  );
}

const apps: TestApp[] = [];
async function build(env: Record<string, string>, options: TestAppOptions = {}) {
  const t = await buildTestApp({ env, setup: addIpRoute, ...options });
  apps.push(t);
  return t;
}
afterAll(async () => {
  await Promise.all(apps.map((t) => t.close()));
});

function ipOf(t: TestApp, remoteAddress: string, forwardedFor?: string) {
  return t.app
    .inject({
      method: 'GET',
      url: `${API}/__test/ip`,
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    })
    .then((response) => response.json().ip);
}

function mailbox(t: TestApp, remoteAddress: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: `${API}/dev/mailbox`, remoteAddress, headers });
}

describe('the bare server (no settings, NODE_ENV unset)', () => {
  let bare: TestApp;
  beforeAll(async () => {
    // Empty values are unset (env.ts): undo the helper's NODE_ENV=test and DEV_MAILBOX=true.
    bare = await build({ NODE_ENV: '', DEMO: '', DEV_MAILBOX: '' });
  });

  it('runs with demo mode and the mailbox off', () => {
    expect(bare.env).toMatchObject({
      nodeEnv: 'development',
      demo: false,
      devMailbox: false,
      trustProxy: false,
    });
  });

  it('has no mailbox, even for this machine', async () => {
    const response = await mailbox(bare, '127.0.0.1');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });

  it('ignores X-Forwarded-For', async () => {
    expect(await ipOf(bare, '203.0.113.9', '198.51.100.1')).toBe('203.0.113.9');
  });

  it('refuses state-changing requests from the Vite dev origins', async () => {
    const response = await bare.app.inject({
      method: 'POST',
      url: `${API}/auth/logout`,
      payload: {},
      headers: { origin: 'http://localhost:5170' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('the development mailbox when asked for', () => {
  let t: TestApp;
  beforeAll(async () => {
    // TRUST_PROXY on: request.ip follows X-Forwarded-For, the mailbox must not.
    t = await build({ DEV_MAILBOX: 'true', TRUST_PROXY: 'true' });
  });

  it('answers this machine', async () => {
    expect((await mailbox(t, '127.0.0.1')).statusCode).toBe(200);
    expect((await mailbox(t, '::1')).statusCode).toBe(200);
    expect((await mailbox(t, '::ffff:127.0.0.1')).statusCode).toBe(200);
  });

  it('is a 404 for any other client, whatever X-Forwarded-For says', async () => {
    expect((await mailbox(t, '203.0.113.9')).statusCode).toBe(404);
    const forged = await mailbox(t, '203.0.113.9', { 'x-forwarded-for': '127.0.0.1' });
    expect(forged.statusCode).toBe(404);
    expect(forged.body).not.toContain('messages');
  });

  it('is a 404 through a proxy or tunnel on this machine: forwarding headers, or a Host outside the site map', async () => {
    const proxied: Record<string, string>[] = [
      { forwarded: 'for=203.0.113.9;host=tote.example' },
      { 'x-forwarded-for': '203.0.113.9' },
      { 'x-forwarded-host': 'tote.example' },
      { 'x-real-ip': '203.0.113.9' },
      { host: 'abc123.ngrok.app' },
      { host: '192.168.1.20:3000' },
    ];
    for (const headers of proxied) {
      const response = await mailbox(t, '127.0.0.1', headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(404);
      expect(response.body).not.toContain('messages');
    }
    // A Host of the site map, straight from this machine, still reaches it.
    expect((await mailbox(t, '127.0.0.1', { host: `localhost:${t.env.ports.shell}` })).statusCode).toBe(200);
  });
});

describe('TRUST_PROXY', () => {
  it('takes the client address from the trusted hops of X-Forwarded-For', async () => {
    const oneHop = await build({ TRUST_PROXY: '1' });
    expect(await ipOf(oneHop, '10.0.0.2', '203.0.113.7')).toBe('203.0.113.7');
    // Only the hop the proxy appended counts, not what the client wrote before it.
    expect(await ipOf(oneHop, '10.0.0.2', '127.0.0.1, 203.0.113.7')).toBe('203.0.113.7');
    expect(await ipOf(oneHop, '10.0.0.2')).toBe('10.0.0.2');
  });

  it('trusts only the listed proxies', async () => {
    const listed = await build({ TRUST_PROXY: '10.0.0.0/8' });
    expect(await ipOf(listed, '10.1.2.3', '203.0.113.7')).toBe('203.0.113.7');
    expect(await ipOf(listed, '192.0.2.50', '203.0.113.7')).toBe('192.0.2.50');
  });
});

describe('cookies', () => {
  const logout = (t: TestApp) =>
    t.app
      .inject({ method: 'POST', url: `${API}/auth/logout`, payload: {} })
      .then((response) => response.cookies.find((cookie) => cookie.name === 'tote_session'));

  it('are Secure whenever the site is served over https, production or not', async () => {
    const https = await build({
      SITE_MAP: JSON.stringify({
        shell: 'https://tote.test',
        sender: 'https://sender.tote.test',
        traveler: 'https://traveler.tote.test',
        admin: 'https://admin.tote.test',
      }),
    });
    expect(https.env.isProduction).toBe(false);
    expect(await logout(https)).toMatchObject({ secure: true });
  });

  it('are not Secure on plain http://localhost, where browsers would drop them', async () => {
    const local = await build({});
    expect((await logout(local))?.secure).toBeFalsy();
  });
});

describe('DEV_ORIGINS', () => {
  it('lets the Vite dev servers make state-changing API calls', async () => {
    const dev = await build({ DEV_ORIGINS: 'http://localhost:5170,http://localhost:5171' });
    const post = (origin: string) =>
      dev.app.inject({
        method: 'POST',
        url: `${API}/auth/logout`,
        payload: {},
        headers: { origin, 'sec-fetch-site': 'same-origin' },
      });
    expect((await post('http://localhost:5171')).statusCode).toBe(204);
    expect((await post('http://localhost:5172')).statusCode).toBe(403);
  });
});
