import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsTestApp,
  API,
  buildAccountsTestApp,
  signUpVerified,
  withSession,
} from '../../test/accounts';
import { buildTestApp } from '../../test/helper';
import { createPerson, openSession, type PersonKind } from '../../test/people';
import { systemClock } from './clock';
import { DOCS_PATH, OPENAPI_PATH } from './docs';

let t: AccountsTestApp;
beforeAll(async () => {
  t = await buildAccountsTestApp();
});
afterAll(() => t?.close());

describe('session lookup and access guard', () => {
  it('finds the session of a request that reaches an API route through a percent-encoded path', async () => {
    const person = await signUpVerified(t);
    for (const url of ['/%61pi/v1/auth/session', `${API}/auth/%73ession`]) {
      const response = await t.app.inject({ method: 'GET', url, cookies: withSession(person.token) });
      expect(response.statusCode, url).toBe(200);
      expect(response.json().user.id).toBe(person.userId);
    }
  });

  it('still refuses an encoded path to a signed-in route without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/%61pi/v1/auth/session' });
    expect(response.statusCode).toBe(401);
  });

  it('does not start when an /api route declares no access', async () => {
    await expect(
      buildTestApp({
        setup: (app) => {
          app.get(`${API}/forgotten`, async () => ({ open: true }));
        },
      }),
    ).rejects.toThrow(/GET \/api\/v1\/forgotten/);
  });

  it('does not start when an /api route names an unknown access level', async () => {
    await expect(
      buildTestApp({
        setup: (app) => {
          app.get(`${API}/typo`, { config: { access: 'travler' as 'traveler' } }, async () => ({}));
        },
      }),
    ).rejects.toThrow(/GET \/api\/v1\/typo/);
  });

  it('admits any level of a list and answers the first level’s refusal otherwise', async () => {
    const app = await buildTestApp({
      setup: (api) => {
        api.get(`${API}/either`, { config: { access: ['sender', 'staff'] } }, async () => ({ ok: true }));
        api.get(`${API}/verified`, { config: { access: 'verified-traveler' } }, async () => ({ ok: true }));
      },
    });
    try {
      const as = async (kind: PersonKind | null, url: string) => {
        const cookies = kind
          ? withSession(
              await openSession(app.db, systemClock, (await createPerson(app.db, systemClock, kind)).userId),
            )
          : {};
        const response = await app.app.inject({ method: 'GET', url: `${API}${url}`, cookies });
        return [response.statusCode, response.json().error?.code ?? 'ok'];
      };
      expect(await as(null, '/either')).toEqual([401, 'not_signed_in']);
      expect(await as('sender', '/either')).toEqual([200, 'ok']);
      expect(await as('staff', '/either')).toEqual([200, 'ok']);
      expect(await as('traveler', '/either')).toEqual([403, 'sender_role_required']);
      expect(await as('verifiedTraveler', '/verified')).toEqual([200, 'ok']);
      expect(await as('traveler', '/verified')).toEqual([403, 'traveler_not_verified']);
      expect(await as('sender', '/verified')).toEqual([403, 'traveler_role_required']);
      expect(await as('staff', '/verified')).toEqual([403, 'traveler_role_required']);
    } finally {
      await app.close();
    }
  });

  it('declares the API docs public explicitly, route by route', async () => {
    const docs = t.app.apiRoutes.filter(({ url }) => url.startsWith(DOCS_PATH) || url === OPENAPI_PATH);
    expect(docs.length).toBeGreaterThan(3);
    for (const { method, url, route } of docs)
      expect(route.config?.access, `${method} ${url}`).toBe('public');
    expect((await t.app.inject({ method: 'GET', url: `${DOCS_PATH}/` })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: OPENAPI_PATH })).statusCode).toBe(200);
  });
});
