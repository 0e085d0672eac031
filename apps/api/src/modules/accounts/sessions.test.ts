import { createHash } from 'node:crypto';
import { uniqueEmail } from '@tote/fixtures/factories/accounts';
import { accountErrorMessages, CodeTicketSchema, messages, SessionSchema } from '@tote/validation/accounts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  API,
  getSession,
  latestCode,
  login,
  mailbox,
  post,
  sessionCookieOf,
  sessionTokenOf,
  signUp,
  signUpVerified,
  useAccountsTestApp,
  withSession,
} from '../../../test/accounts';
import { queryRows } from '../../db/client';
import { SESSION_LIFETIMES } from './accounts.policy';

const t = useAccountsTestApp();

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Each test that fails sign-ins on purpose uses its own client address, so the per-IP limit stays its own. */
let nextIp = 10;
const freshIp = () => `203.0.113.${nextIp++}`;

function loginFrom(ip: string, body: object) {
  return t.app.inject({ method: 'POST', url: `${API}/auth/login`, payload: body, remoteAddress: ip });
}

describe('POST /auth/login', () => {
  it('answers each failure with its message on its field', async () => {
    const person = await signUpVerified(t);
    const ip = freshIp();

    const format = await loginFrom(ip, { email: 'nope', password: 'x' });
    expect(format.json().error.fields.email).toBe(messages.loginEmailInvalid);

    const empty = await loginFrom(ip, { email: person.email, password: '' });
    expect(empty.json().error.fields.password).toBe(messages.passwordRequired);

    const unknown = await loginFrom(ip, { email: uniqueEmail(), password: 'whatever-1' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toEqual({
      code: 'email_not_registered',
      message: messages.emailNotRegistered,
      fields: { email: messages.emailNotRegistered },
    });

    const wrong = await loginFrom(ip, { email: person.email, password: 'not-the-password-1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toEqual({
      code: 'wrong_password',
      message: messages.wrongPassword,
      fields: { password: messages.wrongPassword },
    });
  });

  it('sends an unverified person to the code screen: 403 with a ticket, one mail per cooldown', async () => {
    const { body } = await signUp(t);
    t.clock.advance(61_000); // the sign-up code has run out
    const response = await post(t, '/auth/login', { email: body.email, password: body.password });
    expect(response.statusCode).toBe(403);
    const { error } = response.json();
    expect(error.code).toBe('email_not_verified');
    expect(error.message).toBe(accountErrorMessages.emailNotVerified);
    const ticket = CodeTicketSchema.parse(error.ticket);
    expect(Date.parse(ticket.expiresAt)).toBe(t.clock.now().getTime() + 60_000);
    expect(sessionCookieOf(response)).toBeUndefined();
    expect(await mailbox(t, body.email)).toHaveLength(2);

    // Confirm pressed again at once: the live code is kept, no second mail.
    const again = await post(t, '/auth/login', { email: body.email, password: body.password });
    expect(again.json().error.ticket).toEqual(error.ticket);
    expect(await mailbox(t, body.email)).toHaveLength(2);

    const code = await latestCode(t, body.email);
    expect((await post(t, '/auth/verify-email', { email: body.email, code })).statusCode).toBe(200);
  });

  it('does not tell someone without the password that the address is unverified', async () => {
    const { body } = await signUp(t);
    const response = await loginFrom(freshIp(), { email: body.email, password: 'not-the-password-1' });
    expect(response.json().error.code).toBe('wrong_password');
  });

  it('issues a new random token at every login and stores only its SHA-256', async () => {
    const person = await signUpVerified(t);
    const first = await login(t, person.email, person.password);
    const second = await login(t, person.email, person.password);
    expect(new Set([person.token, first, second]).size).toBe(3);
    expect(Buffer.from(first, 'base64url')).toHaveLength(32);

    const hashes = await queryRows<{ token_hash: string }>(t.db, sql`select token_hash from sessions`);
    const stored = hashes.map((row) => row.token_hash);
    expect(stored).not.toContain(first);
    expect(stored).toContain(createHash('sha256').update(first).digest('base64url'));
  });

  it('sets an HttpOnly, SameSite=Lax, host-wide browser-session cookie without Keep me logged in', async () => {
    const person = await signUpVerified(t);
    const response = await post(t, '/auth/login', { email: person.email, password: person.password });
    const cookie = sessionCookieOf(response);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.maxAge).toBeUndefined();
    expect(cookie?.expires).toBeUndefined();
    expect(cookie?.domain).toBeUndefined(); // locally: shared by localhost:3000-3003
    expect(cookie?.secure).toBeFalsy();
    const session = SessionSchema.parse(response.json());
    expect(Date.parse(session.expiresAt)).toBe(t.clock.now().getTime() + 2 * HOUR);
  });

  it('sets Max-Age 30 days with Keep me logged in', async () => {
    const person = await signUpVerified(t);
    const response = await post(t, '/auth/login', {
      email: person.email,
      password: person.password,
      keepLoggedIn: true,
    });
    expect(sessionCookieOf(response)?.maxAge).toBe(30 * 24 * 60 * 60);
    expect(Date.parse(response.json().expiresAt)).toBe(t.clock.now().getTime() + 30 * 24 * HOUR);
  });

  it('ends the session the browser had before signing in again', async () => {
    const person = await signUpVerified(t);
    const response = await post(
      t,
      '/auth/login',
      { email: person.email, password: person.password },
      withSession(person.token),
    );
    expect(response.statusCode).toBe(200);
    expect((await getSession(t, person.token)).statusCode).toBe(401);
    expect((await getSession(t, sessionTokenOf(response))).statusCode).toBe(200);
  });
});

describe('sign-in rate limits', () => {
  it('locks an account after 5 failures in 15 minutes (429 + Retry-After), then lets it in again', async () => {
    const person = await signUpVerified(t);
    for (let i = 0; i < 5; i++) {
      const response = await loginFrom(freshIp(), { email: person.email, password: `wrong-password-${i}` });
      expect(response.json().error.code).toBe('wrong_password');
    }
    t.clock.advance(MINUTE);
    const locked = await loginFrom(freshIp(), { email: person.email, password: person.password });
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe(String(14 * 60));
    expect(locked.json().error).toEqual({
      code: 'too_many_attempts',
      message: 'Too many sign-in attempts. Try again in 14 minutes.',
    });

    t.clock.advance(14 * MINUTE);
    const ip = freshIp();
    expect((await loginFrom(ip, { email: person.email, password: person.password })).statusCode).toBe(200);
  });

  it('clears the account counter on success', async () => {
    const person = await signUpVerified(t);
    const ip = freshIp();
    for (let i = 0; i < 4; i++) await loginFrom(ip, { email: person.email, password: `wrong-password-${i}` });
    expect((await loginFrom(ip, { email: person.email, password: person.password })).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) await loginFrom(ip, { email: person.email, password: `wrong-password-${i}` });
    expect((await loginFrom(ip, { email: person.email, password: person.password })).statusCode).toBe(200);
  });

  it('limits one client address to 20 failures whatever the accounts', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) {
      const response = await loginFrom(ip, { email: uniqueEmail(), password: 'guess-1234' });
      expect(response.statusCode).toBe(400);
    }
    const person = await signUpVerified(t);
    const blocked = await loginFrom(ip, { email: person.email, password: person.password });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await loginFrom(freshIp(), { email: person.email, password: person.password })).statusCode).toBe(
      200,
    );
  });
});

describe('sessions', () => {
  it('answers 401 not_signed_in without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${API}/auth/session` });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toEqual({ code: 'not_signed_in', message: 'Sign in to continue.' });
  });

  it('signs out: the session row is gone, the cookie cleared, a replayed cookie is 401', async () => {
    const person = await signUpVerified(t);
    const response = await post(t, '/auth/logout', {}, withSession(person.token));
    expect(response.statusCode).toBe(204);
    const cleared = sessionCookieOf(response);
    expect(cleared?.value).toBe('');
    expect(new Date(cleared?.expires ?? Date.now()).getTime()).toBeLessThanOrEqual(Date.now());

    const replay = await getSession(t, person.token);
    expect(replay.statusCode).toBe(401);
    expect(sessionCookieOf(replay)?.value).toBe(''); // the stale cookie is cleared again
  });

  it('ends a browser session after 2 idle hours', async () => {
    const person = await signUpVerified(t);
    t.clock.advance(2 * HOUR - 1000);
    expect((await getSession(t, person.token)).statusCode).toBe(200);
    t.clock.advance(2 * HOUR - 1000); // active a moment ago: still alive
    expect((await getSession(t, person.token)).statusCode).toBe(200);
    t.clock.advance(2 * HOUR);
    expect((await getSession(t, person.token)).statusCode).toBe(401);
  });

  it('ends a browser session after 12 hours however active', async () => {
    const person = await signUpVerified(t);
    for (let elapsed = 0; elapsed < 12 * HOUR - HOUR; elapsed += HOUR) {
      t.clock.advance(HOUR);
      expect((await getSession(t, person.token)).statusCode).toBe(200);
    }
    t.clock.advance(HOUR);
    expect((await getSession(t, person.token)).statusCode).toBe(401);
  });

  it('keeps a Keep me logged in session 30 days, not a moment more', async () => {
    const person = await signUpVerified(t);
    const token = await login(t, person.email, person.password, true);
    t.clock.advance(SESSION_LIFETIMES.persistent.absoluteMs - 1000);
    expect((await getSession(t, token)).statusCode).toBe(200);
    t.clock.advance(1000);
    expect((await getSession(t, token)).statusCode).toBe(401);
  });

  it('moves the idle clock at most once a minute', async () => {
    const person = await signUpVerified(t);
    const lastSeen = async () => {
      const [row] = await queryRows<{ last_seen_at: string | Date }>(
        t.db,
        sql`select s.last_seen_at from sessions s join users u on u.id = s.user_id where u.email = ${person.email}`,
      );
      return new Date(row?.last_seen_at ?? 0).getTime();
    };
    const start = await lastSeen();
    t.clock.advance(30_000);
    await getSession(t, person.token);
    expect(await lastSeen()).toBe(start);
    t.clock.advance(30_000);
    await getSession(t, person.token);
    expect(await lastSeen()).toBe(start + 60_000);
  });

  it('ends the sessions of a deactivated account and refuses its sign-in', async () => {
    const person = await signUpVerified(t);
    await t.db.execute(sql`update users set deactivated_at = now() where email = ${person.email}`);
    expect((await getSession(t, person.token)).statusCode).toBe(401);
    const response = await loginFrom(freshIp(), { email: person.email, password: person.password });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('account_deactivated');
  });
});
