import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsTestApp,
  API,
  buildAccountsTestApp,
  signUpVerified,
  withSession,
} from '../../test/accounts';

let t: AccountsTestApp;
beforeAll(async () => {
  t = await buildAccountsTestApp();
});
afterAll(() => t?.close());

function logout(token: string, headers: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: `${API}/auth/logout`,
    payload: {},
    headers,
    cookies: withSession(token),
  });
}

describe('CSRF', () => {
  it('refuses a state-changing request from another origin', async () => {
    const person = await signUpVerified(t);
    const response = await logout(person.token, { origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('cross_site_request');
    // The session survived.
    const session = await t.app.inject({
      method: 'GET',
      url: `${API}/auth/session`,
      cookies: withSession(person.token),
    });
    expect(session.statusCode).toBe(200);
  });

  it('refuses what the browser marks Sec-Fetch-Site: cross-site, and an opaque Origin: null', async () => {
    const person = await signUpVerified(t);
    expect((await logout(person.token, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await logout(person.token, { origin: 'null' })).statusCode).toBe(403);
  });

  it('allows every app of the site map, same-origin and same-site', async () => {
    const person = await signUpVerified(t);
    const sender = await t.app.inject({
      method: 'POST',
      url: `${API}/me/roles`,
      payload: { role: 'sender' },
      headers: { origin: 'http://localhost:3001', 'sec-fetch-site': 'same-site' },
      cookies: withSession(person.token),
    });
    expect(sender.statusCode).toBe(200);
    expect(
      (await logout(person.token, { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' }))
        .statusCode,
    ).toBe(204);
  });

  // The router decodes the path, so `/%61pi/v1/...` reaches the API route: the check follows the matched route.
  it('refuses a cross-site request that reaches an API route through a percent-encoded path', async () => {
    const person = await signUpVerified(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/%61pi/v1/auth/logout',
      payload: {},
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      cookies: withSession(person.token),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('cross_site_request');
    const session = await t.app.inject({
      method: 'GET',
      url: `${API}/auth/session`,
      cookies: withSession(person.token),
    });
    expect(session.statusCode).toBe(200);
    // Login CSRF (signing the victim into the attacker's account) through the same trick.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/%6cogin',
      payload: { email: person.email, password: person.password, keepLoggedIn: false },
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(login.statusCode).toBe(403);
  });

  it('leaves reads alone', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${API}/health`,
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(200);
  });
});
