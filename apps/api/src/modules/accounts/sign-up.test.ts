import { buildSignUp, uniqueEmail } from '@tote/fixtures/factories/accounts';
import { accountErrorMessages, CodeTicketSchema, messages, SessionSchema } from '@tote/validation/accounts';
import { countryMessages } from '@tote/validation/countries';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsTestApp,
  API,
  buildAccountsTestApp,
  getSession,
  latestCode,
  mailbox,
  post,
  sessionTokenOf,
  signUp,
} from '../../../test/accounts';
import { queryRows } from '../../db/client';

let t: AccountsTestApp;
beforeAll(async () => {
  t = await buildAccountsTestApp();
});
afterAll(() => t?.close());

const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000');

describe('POST /auth/signup', () => {
  it('answers each invalid field with its message', async () => {
    const response = await post(t, '/auth/signup', {
      fullName: ' ',
      email: 'not-an-email',
      country: '',
      password: 'abcdef',
      confirmPassword: 'abcdeg',
      kind: 'sender',
    });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('validation_error');
    expect(error.fields).toMatchObject({
      fullName: messages.fullNameRequired,
      email: messages.emailFormat,
      country: messages.countryRequired,
      password: messages.passwordIncorrect,
    });
  });

  it('takes the country as an ISO 3166-1 code in any case and refuses free text', async () => {
    const freeText = await post(t, '/auth/signup', buildSignUp({ country: 'Nigeria' }));
    expect(freeText.statusCode).toBe(400);
    expect(freeText.json().error.fields).toEqual({ country: countryMessages.countryInvalid });

    const lowerCase = await post(t, '/auth/signup', buildSignUp({ country: ' rw ' }));
    expect(lowerCase.statusCode, lowerCase.body).toBe(201);
  });

  it('says which messages apply to an empty email, a short or common password and a mismatch', async () => {
    const empty = await post(t, '/auth/signup', buildSignUp({ email: '' }));
    expect(empty.json().error.fields.email).toBe(messages.emailRequired);

    const short = await post(t, '/auth/signup', buildSignUp({ password: 'ab1', confirmPassword: 'ab1' }));
    expect(short.json().error.fields.password).toBe(messages.passwordIncorrect);

    const common = await post(
      t,
      '/auth/signup',
      buildSignUp({ password: 'password1', confirmPassword: 'password1' }),
    );
    expect(common.json().error.fields.password).toBe(messages.passwordCommon);

    const mismatch = await post(t, '/auth/signup', buildSignUp({ confirmPassword: 'something-else-1' }));
    expect(mismatch.json().error.fields.confirmPassword).toBe(messages.passwordsDontMatch);
  });

  it('creates an unverified account, mails a 6-digit code and answers a CodeTicket on the server clock', async () => {
    const { body, response } = await signUp(t);
    const ticket = CodeTicketSchema.parse(response.json());
    const now = t.clock.now().getTime();
    expect(ticket).toMatchObject({ email: body.email, purpose: 'verify_email' });
    expect(Date.parse(ticket.expiresAt) - now).toBe(60_000);
    expect(Date.parse(ticket.resendAvailableAt) - now).toBe(60_000);

    const [mail] = await mailbox(t, body.email);
    expect(mail?.subject).toMatch(/^\d{6} is your Tote verification code$/);
    expect(await latestCode(t, body.email)).toMatch(/^\d{6}$/);

    // The code is stored keyed-hashed, never as the digits.
    const rows = await queryRows<{ code_hash: string }>(t.db, sql`select code_hash from email_codes`);
    expect(rows.every((row) => !/^\d{6}$/.test(row.code_hash))).toBe(true);
  });

  it('stores one account per address whatever its spelling: a second sign-up is 409 email_taken', async () => {
    const { body } = await signUp(t);
    const again = await post(t, '/auth/signup', buildSignUp({ email: `  ${body.email.toUpperCase()} ` }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      code: 'email_taken',
      message: messages.emailTaken,
      fields: { email: messages.emailTaken },
    });
  });

  it('ignores roles, staff and traveler status sent in the body', async () => {
    const email = uniqueEmail('sneaky');
    const response = await post(t, '/auth/signup', {
      ...buildSignUp({ email, kind: 'traveler' }),
      roles: { sender: true, traveler: true, staff: true },
      isStaff: true,
      travelerStatus: 'verified',
      emailVerified: true,
    });
    expect(response.statusCode).toBe(201);
    const verified = await post(t, '/auth/verify-email', { email, code: await latestCode(t, email) });
    const session = SessionSchema.parse(verified.json());
    expect(session.user.roles).toEqual({ sender: false, traveler: false, staff: false });
    expect(session.user.travelerStatus).toBe('unverified');
    const [row] = await queryRows<{ is_staff: boolean }>(
      t.db,
      sql`select is_staff from users where email = ${email}`,
    );
    expect(row?.is_staff).toBe(false);
  });

  it('makes the employer form a sender and leaves the traveler form to the role choice', async () => {
    const sender = await signUp(t, { kind: 'sender' });
    const senderSession = await post(t, '/auth/verify-email', {
      email: sender.body.email,
      code: await latestCode(t, sender.body.email),
    });
    expect(senderSession.json().user.roles).toEqual({ sender: true, traveler: false, staff: false });

    const traveler = await signUp(t, { kind: 'traveler' });
    const travelerSession = await post(t, '/auth/verify-email', {
      email: traveler.body.email,
      code: await latestCode(t, traveler.body.email),
    });
    expect(travelerSession.json().user.roles).toEqual({ sender: false, traveler: false, staff: false });
  });
});

describe('email codes', () => {
  it('confirms the email and signs the person in', async () => {
    const { body } = await signUp(t);
    const response = await post(t, '/auth/verify-email', {
      email: body.email,
      code: await latestCode(t, body.email),
    });
    expect(response.statusCode).toBe(200);
    const session = SessionSchema.parse(response.json());
    expect(session.user.emailVerified).toBe(true);
    const check = await getSession(t, sessionTokenOf(response));
    expect(check.json().user.email).toBe(body.email);
  });

  it('stops working at 60 s (code_expired) and allows a resend only after the cooldown (429 + Retry-After)', async () => {
    const { body } = await signUp(t);
    const code = await latestCode(t, body.email);

    t.clock.advance(20_000);
    const early = await post(t, '/auth/codes/resend', { email: body.email, purpose: 'verify_email' });
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe('40');
    expect(early.json().error).toMatchObject({
      code: 'code_cooldown',
      message: 'You can request a new code in 40 seconds.',
    });

    t.clock.advance(40_000); // exactly 60 s after sending
    const late = await post(t, '/auth/verify-email', { email: body.email, code });
    expect(late.statusCode).toBe(400);
    expect(late.json().error).toEqual({
      code: 'code_expired',
      message: messages.codeTimedOut,
      fields: { code: messages.codeTimedOut },
    });

    const resent = await post(t, '/auth/codes/resend', { email: body.email, purpose: 'verify_email' });
    expect(resent.statusCode).toBe(200);
    expect(Date.parse(CodeTicketSchema.parse(resent.json()).expiresAt)).toBe(
      t.clock.now().getTime() + 60_000,
    );
  });

  it('accepts a code 59 s after it was sent', async () => {
    const { body } = await signUp(t);
    const code = await latestCode(t, body.email);
    t.clock.advance(59_000);
    const response = await post(t, '/auth/verify-email', { email: body.email, code });
    expect(response.statusCode).toBe(200);
  });

  it('voids the old code when a new one is sent', async () => {
    const { body } = await signUp(t);
    const first = await latestCode(t, body.email);
    t.clock.advance(61_000);
    await post(t, '/auth/codes/resend', { email: body.email, purpose: 'verify_email' });
    const second = await latestCode(t, body.email);
    expect((await mailbox(t, body.email)).length).toBe(2);

    if (first !== second) {
      const old = await post(t, '/auth/verify-email', { email: body.email, code: first });
      expect(old.json().error.code).toBe('wrong_code');
    }
    const current = await post(t, '/auth/verify-email', { email: body.email, code: second });
    expect(current.statusCode).toBe(200);
  });

  it('allows 5 tries per code, then the code is void even when right', async () => {
    const { body } = await signUp(t);
    const code = await latestCode(t, body.email);
    const wrong = wrongOf(code);
    for (let attempt = 1; attempt <= 4; attempt++) {
      const response = await post(t, '/auth/verify-email', { email: body.email, code: wrong });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({
        code: 'wrong_code',
        message: messages.wrongCode,
        fields: { code: messages.wrongCode },
      });
    }
    const fifth = await post(t, '/auth/verify-email', { email: body.email, code: wrong });
    expect(fifth.json().error).toMatchObject({
      code: 'too_many_attempts',
      message: accountErrorMessages.tooManyCodeAttempts,
    });
    const right = await post(t, '/auth/verify-email', { email: body.email, code });
    expect(right.statusCode).toBe(400);
    expect(right.json().error.message).toBe('Too many wrong codes. Request a new code.');
  });

  it('uses a code once, and only for its purpose', async () => {
    const { body } = await signUp(t);
    const verifyCode = await latestCode(t, body.email);

    // A verify_email code is not a reset code.
    const asReset = await post(t, '/auth/password/verify-code', { email: body.email, code: verifyCode });
    expect(asReset.statusCode).toBe(400);
    expect(asReset.json().error.code).toBe('code_expired'); // no live reset code at all

    await post(t, '/auth/password/forgot', { email: body.email });
    const resetCode = await latestCode(t, body.email);
    if (resetCode !== verifyCode) {
      const crossed = await post(t, '/auth/password/verify-code', { email: body.email, code: verifyCode });
      expect(crossed.json().error.code).toBe('wrong_code');
    }

    expect((await post(t, '/auth/verify-email', { email: body.email, code: verifyCode })).statusCode).toBe(
      200,
    );
    const replay = await post(t, '/auth/verify-email', { email: body.email, code: verifyCode });
    expect(replay.statusCode).toBe(409);
    expect(replay.json().error.code).toBe('email_already_verified');

    expect(
      (await post(t, '/auth/password/verify-code', { email: body.email, code: resetCode })).statusCode,
    ).toBe(200);
    const resetReplay = await post(t, '/auth/password/verify-code', { email: body.email, code: resetCode });
    expect(resetReplay.json().error.code).toBe('code_expired');
  });

  it('binds a code to its account', async () => {
    const alice = await signUp(t);
    const bob = await signUp(t);
    const aliceCode = await latestCode(t, alice.body.email);
    const bobCode = await latestCode(t, bob.body.email);
    if (aliceCode !== bobCode) {
      const crossed = await post(t, '/auth/verify-email', { email: bob.body.email, code: aliceCode });
      expect(crossed.json().error.code).toBe('wrong_code');
    }
  });

  it('answers its message for a code of the wrong shape and for an unknown address', async () => {
    const shape = await post(t, '/auth/verify-email', { email: uniqueEmail(), code: '12a' });
    expect(shape.json().error.fields.code).toBe(messages.codeFormat);
    const unknown = await post(t, '/auth/verify-email', { email: uniqueEmail(), code: '123456' });
    expect(unknown.json().error.code).toBe('email_not_registered');
  });

  it('does not resend a verification code to a confirmed address', async () => {
    const { body } = await signUp(t);
    await post(t, '/auth/verify-email', { email: body.email, code: await latestCode(t, body.email) });
    t.clock.advance(61_000);
    const response = await post(t, '/auth/codes/resend', { email: body.email, purpose: 'verify_email' });
    expect(response.statusCode).toBe(409);
  });
});

describe('GET /dev/mailbox', () => {
  it('lists newest first and filters by recipient', async () => {
    const { body } = await signUp(t);
    t.clock.advance(61_000);
    await post(t, '/auth/codes/resend', { email: body.email, purpose: 'verify_email' });
    const messagesTo = await mailbox(t, body.email);
    expect(messagesTo).toHaveLength(2);
    expect(Date.parse(messagesTo[0]?.createdAt ?? '')).toBeGreaterThan(
      Date.parse(messagesTo[1]?.createdAt ?? ''),
    );
    expect(messagesTo.every((message) => message.to === body.email)).toBe(true);
    const response = await t.app.inject({ method: 'GET', url: `${API}/dev/mailbox` });
    expect(response.json().messages.length).toBeGreaterThan(2);
  });
});
