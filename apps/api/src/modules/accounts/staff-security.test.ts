import { accountErrorMessages, SessionSchema } from '@tote/validation/accounts';
import { EnrolledSessionSchema, EnrolmentSchema, twoFactorMessages } from '@tote/validation/two-factor';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  API,
  createStaff,
  getSession,
  insertStaffRow,
  multipartBody,
  PNG,
  post,
  STAFF_PASSWORD,
  sessionCookieOf,
  sessionTokenOf,
  signUpVerified,
  staffTicket,
  totpCode,
  useAccountsTestApp,
  withSession,
} from '../../../test/accounts';
import { queryRows } from '../../db/client';

// ADR 006: staff sign in with a second factor (RFC 6238 TOTP), get short idle sessions, cannot review
// their own verification, and every national ID they read is audited.

const t = useAccountsTestApp();

const MINUTE = 60_000;

describe('staff sign-in: the password alone does not start a session', () => {
  it('answers enrolment_required with a single ticket and sets no cookie, even with Keep me logged in', async () => {
    const { email } = await insertStaffRow(t);
    const response = await post(t, '/auth/login', {
      email,
      password: STAFF_PASSWORD,
      keepLoggedIn: true,
    });
    expect(response.statusCode).toBe(401);
    expect(sessionCookieOf(response)).toBeUndefined();
    const { error } = response.json();
    expect(error).toMatchObject({
      code: 'enrolment_required',
      message: twoFactorMessages.enrolmentRequired,
    });
    expect(error.challenge.ticket).toMatch(/^[\w-]{43}$/);
    // Only the hash is stored.
    const rows = await queryRows<{ token_hash: string }>(
      t.db,
      sql`select token_hash from sign_in_challenges where token_hash = ${error.challenge.ticket}`,
    );
    expect(rows).toEqual([]);
  });

  it('enrols: secret and QR code once, first code confirms, ten recovery codes, then never the secret again', async () => {
    const { email, userId } = await insertStaffRow(t);
    const ticket = await staffTicket(t, email, 'enrolment_required');
    const enrolment = await post(t, '/auth/two-factor/enrolment', { ticket });
    expect(enrolment.statusCode).toBe(200);
    expect(enrolment.headers['cache-control']).toBe('no-store');
    const { secret, otpauthUri, qrCode } = EnrolmentSchema.parse(enrolment.json());
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toBe(
      `otpauth://totp/Tote:${encodeURIComponent(email)}?issuer=Tote&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);

    // Stored encrypted: the base32 secret is nowhere in the row.
    const [stored] = await queryRows<{ secret_ciphertext: string }>(
      t.db,
      sql`select secret_ciphertext from totp_factors where user_id = ${userId}`,
    );
    expect(stored?.secret_ciphertext).toBeTruthy();
    expect(stored?.secret_ciphertext).not.toContain(secret);

    const wrong = await post(t, '/auth/two-factor/enrolment/confirm', { ticket, code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe(
      totpCode(t, secret) === '000000' ? 'code_already_used' : 'wrong_code',
    );

    const confirmed = await post(t, '/auth/two-factor/enrolment/confirm', {
      ticket,
      code: totpCode(t, secret),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const body = EnrolledSessionSchema.parse(confirmed.json());
    expect(body.recoveryCodes).toHaveLength(10);
    expect(new Set(body.recoveryCodes).size).toBe(10);
    for (const code of body.recoveryCodes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    expect(body.user.roles.staff).toBe(true);
    expect((await getSession(t, sessionTokenOf(confirmed))).statusCode).toBe(200);

    // The ticket was single use, and a new sign-in asks for a code: no new secret is handed out.
    expect((await post(t, '/auth/two-factor/enrolment', { ticket })).json().error.code).toBe(
      'challenge_expired',
    );
    const next = await staffTicket(t, email, 'second_factor_required');
    const again = await post(t, '/auth/two-factor/enrolment', { ticket: next });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('challenge_expired');
  });
});

describe('POST /auth/two-factor/verify', () => {
  it('accepts the code of this step and of the steps either side, each only once (RFC 6238 §5.2)', async () => {
    const staff = await createStaff(t);
    t.clock.advance(2 * 30_000);

    const previous = await post(t, '/auth/two-factor/verify', {
      ticket: await staffTicket(t, staff.email, 'second_factor_required'),
      code: totpCode(t, staff.secret, -1),
    });
    expect(previous.statusCode, previous.body).toBe(200);
    expect(SessionSchema.parse(previous.json()).user.roles.staff).toBe(true);

    // The same code again: a replay, even with a fresh ticket.
    const ticket = await staffTicket(t, staff.email, 'second_factor_required');
    const replay = await post(t, '/auth/two-factor/verify', { ticket, code: totpCode(t, staff.secret, -1) });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error).toEqual({
      code: 'code_already_used',
      message: twoFactorMessages.codeAlreadyUsed,
      fields: { code: twoFactorMessages.codeAlreadyUsed },
    });

    const ahead = await post(t, '/auth/two-factor/verify', { ticket, code: totpCode(t, staff.secret, 1) });
    expect(ahead.statusCode, ahead.body).toBe(200);
    // Older than the newest used step: refused too.
    const older = await post(t, '/auth/two-factor/verify', {
      ticket: await staffTicket(t, staff.email, 'second_factor_required'),
      code: totpCode(t, staff.secret, 0),
    });
    expect(older.json().error.code).toBe('code_already_used');

    // Two steps away is outside the window.
    t.clock.advance(10 * 30_000);
    const far = await post(t, '/auth/two-factor/verify', {
      ticket: await staffTicket(t, staff.email, 'second_factor_required'),
      code: totpCode(t, staff.secret, 2),
    });
    expect(far.statusCode).toBe(400);
    expect(far.json().error.code).toBe('wrong_code');
  });

  it('starts a browser-session cookie with a 30-minute idle limit, whatever Keep me logged in says', async () => {
    const staff = await createStaff(t);
    t.clock.advance(30_000);
    const login = await post(t, '/auth/login', {
      email: staff.email,
      password: STAFF_PASSWORD,
      keepLoggedIn: true,
    });
    const ticket = login.json().error.challenge.ticket;
    const response = await post(t, '/auth/two-factor/verify', { ticket, code: totpCode(t, staff.secret) });
    expect(response.statusCode).toBe(200);
    expect(sessionCookieOf(response)?.maxAge).toBeUndefined();
    const token = sessionTokenOf(response);
    const started = t.clock.now().getTime();
    expect(new Date(response.json().expiresAt).getTime()).toBe(started + 30 * MINUTE);

    // Used within the limit, the idle clock moves on...
    t.clock.advance(29 * MINUTE);
    expect((await getSession(t, token)).statusCode).toBe(200);
    // ...and 30 idle minutes end it.
    t.clock.advance(30 * MINUTE);
    expect((await getSession(t, token)).statusCode).toBe(401);
  });

  it('caps the codes per ticket, ends a ticket once used or after 10 minutes', async () => {
    const staff = await createStaff(t);
    t.clock.advance(30_000);
    const ticket = await staffTicket(t, staff.email, 'second_factor_required');
    const wrong = totpCode(t, staff.secret, 5);
    for (let i = 0; i < 5; i += 1) {
      const response = await post(t, '/auth/two-factor/verify', { ticket, code: wrong });
      expect(response.json().error.code).toBe('wrong_code');
    }
    const capped = await post(t, '/auth/two-factor/verify', { ticket, code: totpCode(t, staff.secret) });
    expect(capped.statusCode).toBe(400);
    expect(capped.json().error).toMatchObject({
      code: 'too_many_attempts',
      message: twoFactorMessages.tooManyAttempts,
    });

    const used = await staffTicket(t, staff.email, 'second_factor_required');
    expect(
      (await post(t, '/auth/two-factor/verify', { ticket: used, code: totpCode(t, staff.secret) }))
        .statusCode,
    ).toBe(200);
    t.clock.advance(30_000);
    const reused = await post(t, '/auth/two-factor/verify', {
      ticket: used,
      code: totpCode(t, staff.secret),
    });
    expect(reused.json().error.code).toBe('challenge_expired');

    const late = await staffTicket(t, staff.email, 'second_factor_required');
    t.clock.advance(10 * MINUTE);
    const expired = await post(t, '/auth/two-factor/verify', {
      ticket: late,
      code: totpCode(t, staff.secret),
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.code).toBe('challenge_expired');

    // A new sign-in ends the earlier ticket.
    const first = await staffTicket(t, staff.email, 'second_factor_required');
    await staffTicket(t, staff.email, 'second_factor_required');
    const stale = await post(t, '/auth/two-factor/verify', {
      ticket: first,
      code: totpCode(t, staff.secret),
    });
    expect(stale.json().error.code).toBe('challenge_expired');
  });

  it('counts failed codes per account across tickets: the 11th try in 15 minutes is a 429', async () => {
    const staff = await createStaff(t);
    t.clock.advance(30_000);
    const wrong = totpCode(t, staff.secret, 5);
    for (let i = 0; i < 10; i += 1) {
      // A new ticket every other try, so the per-ticket cap is never what stops it.
      const ticket = await staffTicket(t, staff.email, 'second_factor_required');
      const response = await post(t, '/auth/two-factor/verify', { ticket, code: wrong });
      expect(response.json().error.code).toBe('wrong_code');
    }
    const ticket = await staffTicket(t, staff.email, 'second_factor_required');
    const refused = await post(t, '/auth/two-factor/verify', { ticket, code: totpCode(t, staff.secret) });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers a malformed or unknown ticket with a 400, never a 500', async () => {
    for (const body of [
      { ticket: 'nope', code: '123456' },
      { ticket: '', code: '123456' },
      { ticket: 'x'.repeat(500), code: '123456' },
      { ticket: 'nope', code: '12345a' },
      {},
    ]) {
      const response = await post(t, '/auth/two-factor/verify', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('POST /auth/two-factor/recover', () => {
  it('signs in with an unused recovery code, each code once, however it is typed', async () => {
    const staff = await createStaff(t);
    const [first, second] = staff.recoveryCodes as [string, string];

    const ok = await post(t, '/auth/two-factor/recover', {
      ticket: await staffTicket(t, staff.email, 'second_factor_required'),
      recoveryCode: first,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(SessionSchema.parse(ok.json()).user.email).toBe(staff.email);

    const again = await post(t, '/auth/two-factor/recover', {
      ticket: await staffTicket(t, staff.email, 'second_factor_required'),
      recoveryCode: first,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('wrong_recovery_code');

    const shouted = await post(t, '/auth/two-factor/recover', {
      ticket: await staffTicket(t, staff.email, 'second_factor_required'),
      recoveryCode: ` ${second.toUpperCase().replace('-', ' ')} `,
    });
    expect(shouted.statusCode, shouted.body).toBe(200);

    const [left] = await queryRows<{ count: number }>(
      t.db,
      sql`select count(*)::int as count from recovery_codes where user_id = ${staff.userId} and used_at is null`,
    );
    expect(left?.count).toBe(8);
  });
});

describe('staff and traveler verification', () => {
  async function pendingStaffTraveler() {
    const staff = await createStaff(t);
    await queryRows(t.db, sql`update users set is_traveler = true where id = ${staff.userId}`);
    const body = multipartBody(
      [{ name: 'nationalId', filename: 'id.png', type: 'image/png', content: PNG }],
      { residentialAddress: '1 Staff Street', placeOfWork: 'Tote' },
    );
    const submitted = await t.app.inject({
      method: 'POST',
      url: `${API}/me/traveler-verification`,
      cookies: withSession(staff.token),
      ...body,
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    return staff;
  }

  it('refuses staff reviewing their own verification with a 403; another staff member may', async () => {
    const staff = await pendingStaffTraveler();
    const own = await t.app.inject({
      method: 'PUT',
      url: `${API}/admin/travelers/${staff.userId}/verification`,
      cookies: withSession(staff.token),
      payload: { status: 'verified' },
    });
    expect(own.statusCode).toBe(403);
    expect(own.json().error).toEqual({
      code: 'own_verification',
      message: accountErrorMessages.ownVerification,
    });

    const colleague = await createStaff(t);
    const decided = await t.app.inject({
      method: 'PUT',
      url: `${API}/admin/travelers/${staff.userId}/verification`,
      cookies: withSession(colleague.token),
      payload: { status: 'verified' },
    });
    expect(decided.statusCode, decided.body).toBe(200);
  });

  it('writes every staff read of a national ID to national_id_reads (who, whose, when, request id, IP)', async () => {
    const traveler = await signUpVerified(t, { kind: 'traveler' });
    await post(t, '/me/roles', { role: 'traveler' }, withSession(traveler.token));
    const body = multipartBody(
      [{ name: 'nationalId', filename: 'id.png', type: 'image/png', content: PNG }],
      { residentialAddress: '2 Road', placeOfWork: 'Port' },
    );
    const submitted = await t.app.inject({
      method: 'POST',
      url: `${API}/me/traveler-verification`,
      cookies: withSession(traveler.token),
      ...body,
    });
    expect(submitted.statusCode).toBe(201);
    const url = `${API}/users/${traveler.userId}/national-id`;
    const reads = () =>
      queryRows<{ staff_id: string; user_id: string; read_at: string; request_id: string; ip: string }>(
        t.db,
        sql`select staff_id, user_id, read_at, request_id, ip from national_id_reads where user_id = ${traveler.userId}`,
      );

    // The owner's own reads are not staff reads.
    expect(
      (await t.app.inject({ method: 'GET', url, cookies: withSession(traveler.token) })).statusCode,
    ).toBe(200);
    expect(await reads()).toEqual([]);

    const staff = await createStaff(t);
    const read = await t.app.inject({
      method: 'GET',
      url,
      cookies: withSession(staff.token),
      headers: { 'x-request-id': 'audit-test-1' },
      remoteAddress: '198.51.100.7',
    });
    expect(read.statusCode).toBe(200);
    const rows = await reads();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      staff_id: staff.userId,
      user_id: traveler.userId,
      request_id: 'audit-test-1',
      ip: '198.51.100.7',
    });
    expect(new Date(rows[0]?.read_at as string).getTime()).toBe(t.clock.now().getTime());
  });
});
