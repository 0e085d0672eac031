import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';

// ADR 014: the test clock is opt-in (TEST_CLOCK), for this machine only, and moves every rule's time.

const API = '/api/v1';
const HOUR = 3_600_000;

const apps: TestApp[] = [];
afterAll(async () => {
  await Promise.all(apps.map((t) => t.close()));
});

describe('the test clock', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { TEST_CLOCK: 'true', TRUST_PROXY: 'true' } });
    apps.push(t);
  });

  const send = (method: 'GET' | 'POST' | 'DELETE', payload?: object, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method, url: `${API}/dev/clock`, remoteAddress, ...(payload ? { payload } : {}) });

  it('moves the server time forward, and back to the real time', async () => {
    const before = t.app.clock.now().getTime();
    const moved = await send('POST', { advanceMs: 25 * HOUR });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().offsetMs).toBe(25 * HOUR);
    expect(t.app.clock.now().getTime() - before).toBeGreaterThanOrEqual(25 * HOUR);
    expect(Date.parse(moved.json().now) - before).toBeGreaterThanOrEqual(25 * HOUR);
    expect((await send('GET')).json().offsetMs).toBe(25 * HOUR);

    const reset = await send('DELETE');
    expect(reset.json().offsetMs).toBe(0);
    expect(t.app.clock.now().getTime() - before).toBeLessThan(HOUR);
  });

  it('only moves forward, at most a year at a time', async () => {
    const back = await send('POST', { advanceMs: -HOUR });
    expect(back.statusCode).toBe(400);
    expect((await send('POST', { advanceMs: 400 * 24 * HOUR })).statusCode).toBe(400);
    expect((await send('GET')).json().offsetMs).toBe(0);
  });

  it('is a 404 for any other machine, whatever X-Forwarded-For says', async () => {
    const forged = await t.app.inject({
      method: 'POST',
      url: `${API}/dev/clock`,
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-for': '127.0.0.1' },
      payload: { advanceMs: HOUR },
    });
    expect(forged.statusCode).toBe(404);
    expect((await send('GET')).json().offsetMs).toBe(0);
  });

  it('is a 404 through a proxy or tunnel on this machine (forwarding headers, a Host outside the site map)', async () => {
    for (const headers of [
      { forwarded: 'for=203.0.113.9' },
      { 'x-forwarded-for': '203.0.113.9' },
      { 'x-forwarded-host': 'tote.example' },
      { 'x-real-ip': '203.0.113.9' },
      { host: 'tote-dev.trycloudflare.com' },
    ]) {
      const proxied = await t.app.inject({
        method: 'POST',
        url: `${API}/dev/clock`,
        remoteAddress: '127.0.0.1',
        headers,
        payload: { advanceMs: HOUR },
      });
      expect(proxied.statusCode, JSON.stringify(headers)).toBe(404);
    }
    expect((await send('GET')).json().offsetMs).toBe(0);
  });
});

describe('without TEST_CLOCK', () => {
  it('has no clock route, even for this machine', async () => {
    const t = await buildTestApp({ env: { TEST_CLOCK: '' } });
    apps.push(t);
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await t.app.inject({
        method,
        url: `${API}/dev/clock`,
        remoteAddress: '127.0.0.1',
        payload: method === 'POST' ? { advanceMs: 1 } : undefined,
      });
      expect(response.statusCode).toBe(404);
    }
  });
});
