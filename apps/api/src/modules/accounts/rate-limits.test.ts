import { buildSignUp, uniqueEmail } from '@tote/fixtures/factories/accounts';
import { tooManyRequestsMessage, tooManySignInsMessage } from '@tote/validation/accounts';
import { describe, expect, it } from 'vitest';
import { API, signUpVerified, useAccountsTestApp } from '../../../test/accounts';
import { PRODUCTION_REQUIREMENTS } from '../../../test/helper';
import { loadEnv } from '../../env';
import { AUTH_RATE_LIMITS, type AuthAction, LOGIN_THROTTLE } from './accounts.policy';

// Every public account endpoint has a per-IP and (where the body names an account) a
// per-account limit, counted in the database. The production limits apply here (AUTH_IP_LIMIT_FACTOR=1).

const t = useAccountsTestApp({ env: { AUTH_IP_LIMIT_FACTOR: '1' } });

let nextIp = 1;
/** Each request or test its own client address, so one test's counts never reach another's. */
const freshIp = () => `192.0.2.${nextIp++}`;

function send(url: string, payload: object, ip: string) {
  return t.app.inject({ method: 'POST', url: `${API}${url}`, payload, remoteAddress: ip });
}

interface Endpoint {
  action: AuthAction;
  url: string;
  /** A request about `email`; cheap where it can be (an unknown address), never refused by validation. */
  body: (email: string) => object;
  /** The 429 code: sign-in keeps its own wording. */
  refusal: 'rate_limited' | 'too_many_attempts';
}

const ENDPOINTS: Endpoint[] = [
  { action: 'signUp', url: '/auth/signup', body: (email) => buildSignUp({ email }), refusal: 'rate_limited' },
  {
    action: 'login',
    url: '/auth/login',
    body: (email) => ({ email, password: 'guess-1234' }),
    refusal: 'too_many_attempts',
  },
  {
    action: 'forgotPassword',
    url: '/auth/password/forgot',
    body: (email) => ({ email }),
    refusal: 'rate_limited',
  },
  {
    action: 'resendCode',
    url: '/auth/codes/resend',
    body: (email) => ({ email, purpose: 'reset_password' }),
    refusal: 'rate_limited',
  },
  {
    action: 'verifyEmail',
    url: '/auth/verify-email',
    body: (email) => ({ email, code: '123456' }),
    refusal: 'rate_limited',
  },
  {
    action: 'verifyResetCode',
    url: '/auth/password/verify-code',
    body: (email) => ({ email, code: '123456' }),
    refusal: 'rate_limited',
  },
  {
    action: 'resetPassword',
    url: '/auth/password/reset',
    body: () => ({ resetToken: 'not-a-token', password: 'new-pass-123', confirmPassword: 'new-pass-123' }),
    refusal: 'rate_limited',
  },
];

function expectRefused(response: Awaited<ReturnType<typeof send>>, endpoint: Endpoint, windowMs: number) {
  const seconds = windowMs / 1000;
  expect(response.statusCode, response.body).toBe(429);
  expect(response.headers['retry-after']).toBe(String(seconds));
  expect(response.json().error).toEqual({
    code: endpoint.refusal,
    message:
      endpoint.refusal === 'rate_limited' ? tooManyRequestsMessage(seconds) : tooManySignInsMessage(seconds),
  });
}

describe('per-IP limits', () => {
  it.each(ENDPOINTS)('$url: $action per IP', async (endpoint) => {
    const limit = AUTH_RATE_LIMITS[endpoint.action];
    const ip = freshIp();
    // Sign-in: wrong passwords meet LOGIN_THROTTLE first, so this limit is shown with the right password.
    const person = endpoint.action === 'login' ? await signUpVerified(t) : undefined;
    const body = () =>
      person ? { email: person.email, password: person.password } : endpoint.body(uniqueEmail());
    for (let i = 1; i <= limit.perIp; i += 1) {
      const response = await send(endpoint.url, body(), ip);
      expect(response.statusCode, `request ${i}: ${response.body}`).not.toBe(429);
    }
    expectRefused(await send(endpoint.url, body(), ip), endpoint, limit.windowMs);
    // Another address is not affected.
    expect((await send(endpoint.url, body(), freshIp())).statusCode).not.toBe(429);
  });
});

describe('per-account limits', () => {
  const withAccount = ENDPOINTS.filter((endpoint) => endpoint.action !== 'resetPassword');

  it.each(withAccount)('$url: $action per account', async (endpoint) => {
    const email = uniqueEmail();
    // Sign-in's per-account limit is LOGIN_THROTTLE: wrong passwords, whatever the address they come from.
    const { max, windowMs } =
      endpoint.action === 'login'
        ? { max: LOGIN_THROTTLE.maxPerAccount, windowMs: LOGIN_THROTTLE.windowMs }
        : {
            max: AUTH_RATE_LIMITS[endpoint.action].perAccount as number,
            windowMs: AUTH_RATE_LIMITS[endpoint.action].windowMs,
          };
    for (let i = 1; i <= max; i += 1) {
      const response = await send(endpoint.url, endpoint.body(email), freshIp());
      expect(response.statusCode, `request ${i}: ${response.body}`).not.toBe(429);
    }
    expectRefused(await send(endpoint.url, endpoint.body(email), freshIp()), endpoint, windowMs);
    // Another account from the same kind of fresh address is not affected.
    expect((await send(endpoint.url, endpoint.body(uniqueEmail()), freshIp())).statusCode).not.toBe(429);
  });

  it('resets after the window: a limited address may ask again when the window has passed', async () => {
    const ip = freshIp();
    for (let i = 0; i < AUTH_RATE_LIMITS.forgotPassword.perIp; i += 1) {
      await send('/auth/password/forgot', { email: uniqueEmail() }, ip);
    }
    expect((await send('/auth/password/forgot', { email: uniqueEmail() }, ip)).statusCode).toBe(429);
    t.clock.advance(AUTH_RATE_LIMITS.forgotPassword.windowMs);
    expect((await send('/auth/password/forgot', { email: uniqueEmail() }, ip)).statusCode).toBe(400);
  });
});

describe('AUTH_IP_LIMIT_FACTOR', () => {
  it('is 1 unless set, a whole number from 1 up', () => {
    expect(loadEnv({}).authIpLimitFactor).toBe(1);
    expect(loadEnv({ AUTH_IP_LIMIT_FACTOR: '50' }).authIpLimitFactor).toBe(50);
    expect(() => loadEnv({ AUTH_IP_LIMIT_FACTOR: '0' })).toThrow(/AUTH_IP_LIMIT_FACTOR/);
    expect(() => loadEnv({ AUTH_IP_LIMIT_FACTOR: 'lots' })).toThrow(/AUTH_IP_LIMIT_FACTOR/);
    expect(t.env.authIpLimitFactor).toBe(1);
  });

  it('is at most 10 in production, where a larger factor would switch the per-IP limits off', () => {
    const production = { NODE_ENV: 'production', PUBLIC_DOMAIN: 'example.com', ...PRODUCTION_REQUIREMENTS };
    expect(loadEnv({ ...production, AUTH_IP_LIMIT_FACTOR: '10' }).authIpLimitFactor).toBe(10);
    expect(() => loadEnv({ ...production, AUTH_IP_LIMIT_FACTOR: '11' })).toThrow(
      /AUTH_IP_LIMIT_FACTOR: at most 10 in production/,
    );
    expect(() => loadEnv({ ...production, AUTH_IP_LIMIT_FACTOR: '100000' })).toThrow(/AUTH_IP_LIMIT_FACTOR/);
    // Tests and the e2e server, which sign up many accounts from 127.0.0.1, may raise it further.
    expect(loadEnv({ NODE_ENV: 'test', AUTH_IP_LIMIT_FACTOR: '1000' }).authIpLimitFactor).toBe(1000);
  });
});
