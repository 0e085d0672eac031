import {
  CodeTicketSchema,
  codeCooldownMessage,
  codesLockedMessage,
  messages,
} from '@tote/validation/accounts';
import { describe, expect, it } from 'vitest';
import {
  API,
  latestCode,
  mailbox,
  post,
  signUp,
  signUpVerified,
  useAccountsTestApp,
} from '../../../test/accounts';
import { CODE_FAILURE_LIMIT, CODE_MAX_ATTEMPTS, LOGIN_THROTTLE } from './accounts.policy';

// Guessing a code or a password must not get faster by asking again or by asking at once (ADR 002).

const t = useAccountsTestApp();

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const COOLDOWN = 60 * SECOND; // CODE_RESEND_COOLDOWN_SECONDS defaults to the 60 s code TTL

/** A six-digit code that is certainly not `code`. */
const wrongOf = (code: string) => Array.from(code, (digit) => String((Number(digit) + 1) % 10)).join('');

let nextIp = 10;
const freshIp = () => `198.51.100.${nextIp++}`;

const forgot = (email: string) => post(t, '/auth/password/forgot', { email });
const verifyReset = (email: string, code: string) => post(t, '/auth/password/verify-code', { email, code });
const verifyEmail = (email: string, code: string) => post(t, '/auth/verify-email', { email, code });

describe('no fresh code before the cooldown ends', () => {
  it('forgot -> 5 wrong guesses -> forgot: 429 code_cooldown, no new mail, the spent code stays spent', async () => {
    const person = await signUpVerified(t);
    expect((await forgot(person.email)).statusCode).toBe(200);
    const code = await latestCode(t, person.email);
    for (let guess = 1; guess <= CODE_MAX_ATTEMPTS; guess += 1) {
      expect((await verifyReset(person.email, wrongOf(code))).statusCode).toBe(400);
    }
    const mailsBefore = (await mailbox(t, person.email)).length;

    t.clock.advance(10 * SECOND);
    const again = await forgot(person.email);
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBe('50');
    expect(again.json().error).toEqual({ code: 'code_cooldown', message: codeCooldownMessage(50) });
    expect(await mailbox(t, person.email)).toHaveLength(mailsBefore);
    const right = await verifyReset(person.email, code);
    expect(right.json().error.code).toBe('too_many_attempts');

    // Once the cooldown is over a new code is mailed, as before.
    t.clock.advance(50 * SECOND);
    expect((await forgot(person.email)).statusCode).toBe(200);
    expect(await mailbox(t, person.email)).toHaveLength(mailsBefore + 1);
    expect((await verifyReset(person.email, await latestCode(t, person.email))).statusCode).toBe(200);
  });

  it('no new reset code within the cooldown after the last one was used either', async () => {
    const person = await signUpVerified(t);
    await forgot(person.email);
    expect((await verifyReset(person.email, await latestCode(t, person.email))).statusCode).toBe(200);
    const again = await forgot(person.email);
    expect(again.statusCode).toBe(429);
    expect(again.json().error.code).toBe('code_cooldown');
  });

  it('keeps a live code within the cooldown: forgot twice answers the same ticket and sends one mail', async () => {
    const person = await signUpVerified(t);
    const first = CodeTicketSchema.parse((await forgot(person.email)).json());
    t.clock.advance(5 * SECOND);
    const second = await forgot(person.email);
    expect(second.statusCode).toBe(200);
    expect(CodeTicketSchema.parse(second.json())).toEqual(first);
    expect((await mailbox(t, person.email)).filter((mail) => /reset code/.test(mail.subject))).toHaveLength(
      1,
    );
  });

  it('sign-in of an unconfirmed account after 5 wrong email codes: 429 code_cooldown, no new code', async () => {
    const { body } = await signUp(t);
    const code = await latestCode(t, body.email);
    for (let guess = 1; guess <= CODE_MAX_ATTEMPTS; guess += 1) await verifyEmail(body.email, wrongOf(code));
    const mailsBefore = (await mailbox(t, body.email)).length;

    const login = await post(t, '/auth/login', { email: body.email, password: body.password });
    expect(login.statusCode).toBe(429);
    expect(login.json().error.code).toBe('code_cooldown');
    expect(Number(login.headers['retry-after'])).toBeGreaterThan(0);
    expect(await mailbox(t, body.email)).toHaveLength(mailsBefore);

    t.clock.advance(COOLDOWN);
    const later = await post(t, '/auth/login', { email: body.email, password: body.password });
    expect(later.statusCode).toBe(403);
    expect(later.json().error.code).toBe('email_not_verified');
    expect((await verifyEmail(body.email, await latestCode(t, body.email))).statusCode).toBe(200);
  });
});

describe('wrong codes per account: 10 a day across codes and purposes', () => {
  it('locks both code flows (429 codes_locked + Retry-After), mails the owner once, and unlocks after 24 h', async () => {
    expect(CODE_FAILURE_LIMIT).toEqual({ windowMs: 24 * HOUR, maxPerAccount: 10 });
    const { body } = await signUp(t);
    const email = body.email;
    const lockMails = async () =>
      (await mailbox(t, email)).filter(
        (mail) => mail.subject === 'Too many wrong codes on your Tote account',
      );

    // 5 wrong email codes, then (after the cooldown) 4 wrong reset codes: 9 failures over two codes.
    const signUpCode = await latestCode(t, email);
    for (let guess = 1; guess <= 5; guess += 1) await verifyEmail(email, wrongOf(signUpCode));
    t.clock.advance(COOLDOWN);
    expect((await forgot(email)).statusCode).toBe(200);
    const resetCode = await latestCode(t, email);
    for (let guess = 1; guess <= 4; guess += 1) {
      expect((await verifyReset(email, wrongOf(resetCode))).json().error.code).toBe('wrong_code');
    }
    expect(await lockMails()).toHaveLength(0);

    // The 10th wrong code locks: it is answered with the lock, and the owner is told.
    t.clock.advance(10 * SECOND);
    const tenth = await verifyReset(email, wrongOf(resetCode));
    expect(tenth.statusCode).toBe(429);
    // The window started at the first wrong code.
    const remaining = (24 * HOUR - COOLDOWN - 10 * SECOND) / SECOND;
    expect(tenth.headers['retry-after']).toBe(String(remaining));
    expect(tenth.json().error).toEqual({ code: 'codes_locked', message: codesLockedMessage(remaining) });
    expect(codesLockedMessage(remaining)).toBe(
      'Too many wrong codes for this account. For its safety, codes are paused: try again in 24 hours.',
    );
    const [lockMail] = await lockMails();
    expect(lockMail?.text).toContain('Your password has not changed');

    // Locked: no code is mailed and no code is checked, in either flow, even a right one.
    t.clock.advance(COOLDOWN);
    const mailsBefore = (await mailbox(t, email)).length;
    for (const response of [
      await forgot(email),
      await post(t, '/auth/codes/resend', { email, purpose: 'verify_email' }),
      await post(t, '/auth/codes/resend', { email, purpose: 'reset_password' }),
      await post(t, '/auth/login', { email, password: body.password }),
    ]) {
      expect(response.statusCode).toBe(429);
      expect(response.json().error.code).toBe('codes_locked');
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(22 * 3600);
    }
    expect(await mailbox(t, email)).toHaveLength(mailsBefore);
    expect(await lockMails()).toHaveLength(1);

    // After the window: codes again, and the right one works.
    t.clock.advance(24 * HOUR);
    expect((await forgot(email)).statusCode).toBe(200);
    expect((await verifyReset(email, await latestCode(t, email))).statusCode).toBe(200);
    expect(await lockMails()).toHaveLength(1);
  });

  it('counts only wrong codes: right ones give their count back', async () => {
    const person = await signUpVerified(t);
    for (let round = 1; round <= CODE_FAILURE_LIMIT.maxPerAccount + 2; round += 1) {
      // 6 minutes apart: within the per-account request limits of forgot and verify-code.
      t.clock.advance(6 * MINUTE);
      expect((await forgot(person.email)).statusCode).toBe(200);
      const code = await latestCode(t, person.email);
      if (round % 2 === 0) expect((await verifyReset(person.email, wrongOf(code))).statusCode).toBe(400);
      expect((await verifyReset(person.email, code)).statusCode, `round ${round}`).toBe(200);
    }
  });

  it('holds under parallel guesses: at most 10 wrong codes are compared, one lock mail', async () => {
    const person = await signUpVerified(t);
    // Leave 2 failures to go, then guess 5 at once on a fresh code.
    for (let round = 0; round < 2; round += 1) {
      t.clock.advance(COOLDOWN);
      await forgot(person.email);
      const code = await latestCode(t, person.email);
      for (let guess = 1; guess <= 4; guess += 1) await verifyReset(person.email, wrongOf(code));
    }
    t.clock.advance(COOLDOWN);
    await forgot(person.email);
    const code = await latestCode(t, person.email);
    const answers = await Promise.all(
      Array.from({ length: CODE_MAX_ATTEMPTS }, () => verifyReset(person.email, wrongOf(code))),
    );
    const codes = answers.map((answer) => answer.json().error.code);
    expect(codes.filter((c) => c === 'wrong_code')).toHaveLength(1);
    expect(codes.filter((c) => c === 'codes_locked')).toHaveLength(CODE_MAX_ATTEMPTS - 1);
    const locks = (await mailbox(t, person.email)).filter((mail) =>
      /Too many wrong codes/.test(mail.subject),
    );
    expect(locks).toHaveLength(1);
    expect((await verifyReset(person.email, code)).json().error.code).toBe('codes_locked');
  });
});

describe('sign-in throttle counts first', () => {
  it('50 parallel wrong passwords: at most 5 are checked, the rest are 429 with Retry-After', async () => {
    const person = await signUpVerified(t);
    // Each from its own address, as a botnet would: only the per-account count can stop them.
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: `${API}/auth/login`,
          payload: { email: person.email, password: `wrong-password-${i}` },
          remoteAddress: freshIp(),
        }),
      ),
    );
    const wrong = answers.filter((answer) => answer.statusCode === 400);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(wrong.length).toBeLessThanOrEqual(LOGIN_THROTTLE.maxPerAccount);
    expect(wrong.length + refused.length).toBe(50);
    for (const answer of wrong) expect(answer.json().error.message).toBe(messages.wrongPassword);
    for (const answer of refused) {
      expect(answer.json().error.code).toBe('too_many_attempts');
      expect(answer.headers['retry-after']).toBe(String(15 * 60));
    }

    // The right password is refused too until the window ends; then it signs in.
    t.clock.advance(14 * MINUTE);
    const right = { email: person.email, password: person.password };
    const early = await post(t, '/auth/login', right);
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe('60');
    t.clock.advance(MINUTE);
    expect((await post(t, '/auth/login', right)).statusCode).toBe(200);
  });

  it('parallel wrong current passwords in account settings are held to the same limit', async () => {
    const person = await signUpVerified(t);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({
          method: 'POST',
          url: `${API}/me/deactivate`,
          payload: { password: 'not-my-password-1', confirm: 'DEACTIVATE' },
          cookies: { tote_session: person.token },
          remoteAddress: freshIp(),
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(
      LOGIN_THROTTLE.maxPerAccount,
    );
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(
      20 - LOGIN_THROTTLE.maxPerAccount,
    );
  });
});
