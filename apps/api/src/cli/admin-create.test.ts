import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getSession, login, post, signUp, signUpVerified, useAccountsTestApp } from '../../test/accounts';
import { queryRows } from '../db/client';
import {
  AdminCreateError,
  createStaffAccount,
  describeResult,
  parseAdminCreateArgs,
} from '../modules/accounts/staff-accounts';

// `admin:create` must not hand staff rights to a pre-registered account by accident (ADR 006).

const t = useAccountsTestApp();

const NEW_PASSWORD = 'Staff-new-pass-42';

const args = (email: string, promoteExisting = false) =>
  parseAdminCreateArgs([
    '--email',
    email,
    '--name',
    'Olu Ops',
    ...(promoteExisting ? ['--promote-existing'] : []),
  ]);

async function isStaff(email: string) {
  const [row] = await queryRows<{ is_staff: boolean }>(
    t.db,
    sql`select is_staff from users where email = ${email}`,
  );
  return row?.is_staff;
}

describe('admin:create', () => {
  it('parses --promote-existing and refuses a bad address with the usage line', () => {
    expect(args('OPS@Example.com ', true)).toMatchObject({
      email: 'ops@example.com',
      name: 'Olu Ops',
      promoteExisting: true,
    });
    expect(args('ops@example.com').promoteExisting).toBe(false);
    expect(() => parseAdminCreateArgs(['--email', 'nope', '--name', 'X'])).toThrow(/Usage: pnpm/);
  });

  it('creates a new staff account that must still enrol a second factor', async () => {
    const email = `new-staff-${Date.now()}@tote.test`;
    const now = t.clock.now();
    const result = await createStaffAccount(t.db, args(email), NEW_PASSWORD, now);
    expect(result.outcome).toBe('created');
    expect(describeResult(result)).toBe(
      `Created the staff account ${email} (created ${now.toISOString()}).\n`,
    );
    expect(await isStaff(email)).toBe(true);
    const response = await post(t, '/auth/login', { email, password: NEW_PASSWORD });
    expect(response.json().error.code).toBe('enrolment_required');
  });

  it('refuses an existing address without --promote-existing, naming its creation date, and changes nothing', async () => {
    const person = await signUpVerified(t);
    const [row] = await queryRows<{ created_at: string }>(
      t.db,
      sql`select created_at from users where email = ${person.email}`,
    );
    const created = new Date(row?.created_at as string).toISOString();
    const attempt = createStaffAccount(t.db, args(person.email), NEW_PASSWORD, t.clock.now());
    await expect(attempt).rejects.toThrow(AdminCreateError);
    await expect(attempt).rejects.toThrow(`already has an account (created ${created})`);
    expect(await isStaff(person.email)).toBe(false);
    expect((await getSession(t, person.token)).statusCode).toBe(200);
  });

  it('refuses an unverified account even with --promote-existing', async () => {
    const { body } = await signUp(t);
    const attempt = createStaffAccount(t.db, args(body.email, true), NEW_PASSWORD, t.clock.now());
    await expect(attempt).rejects.toThrow(/email is not verified/);
    expect(await isStaff(body.email)).toBe(false);
  });

  it('promotes a verified account with --promote-existing: new password, every session ended', async () => {
    const person = await signUpVerified(t);
    const otherDevice = await login(t, person.email, person.password);

    const result = await createStaffAccount(t.db, args(person.email, true), NEW_PASSWORD, t.clock.now());
    expect(result.outcome).toBe('promoted');
    expect(describeResult(result)).toBe(
      `${person.email} (account created ${result.user.createdAt.toISOString()}) is now a staff account ` +
        'with the new password; 2 sessions ended.\n',
    );
    expect(await isStaff(person.email)).toBe(true);
    expect((await getSession(t, person.token)).statusCode).toBe(401);
    expect((await getSession(t, otherDevice)).statusCode).toBe(401);

    // The old password no longer works; the new one leads to the second factor, not a session.
    const old = await post(t, '/auth/login', { email: person.email, password: person.password });
    expect(old.json().error.code).toBe('wrong_password');
    const response = await post(t, '/auth/login', { email: person.email, password: NEW_PASSWORD });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('enrolment_required');
  });
});
