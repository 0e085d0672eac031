import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getSession, login, post, signUp, signUpVerified, useAccountsTestApp } from '../../../test/accounts';
import { queryRows } from '../../db/client';
import { EXPIRED_RECORD_GRACE_MS, pruneExpiredAccountRecords } from './housekeeping';

const t = useAccountsTestApp();

const DAY = 24 * 60 * 60 * 1000;

async function countFor(table: string, userId: string) {
  const [row] = await queryRows<{ count: number }>(
    t.app.db,
    sql`select count(*)::int as count from ${sql.identifier(table)} where user_id = ${userId}`,
  );
  return Number(row?.count);
}

async function throttleCount(key: string) {
  const [row] = await queryRows<{ count: number }>(
    t.app.db,
    sql`select count(*)::int as count from auth_throttles where key like ${`%${key}%`}`,
  );
  return Number(row?.count);
}

describe('expired account records', () => {
  it('keeps what is still in use and removes what has run out', async () => {
    const kept = await signUpVerified(t);
    const remembered = await login(t, kept.email, kept.password, true);
    const lapsing = await signUpVerified(t);
    const { body: unconfirmed } = await signUp(t);
    const wrong = await post(t, '/auth/login', { email: lapsing.email, password: 'not-the-password-1' });
    expect(wrong.statusCode).toBe(400);

    // Right now nothing has run out: a sweep removes none of these people's rows.
    await pruneExpiredAccountRecords(t.app.db, t.clock.now());
    expect(await countFor('sessions', kept.userId)).toBe(2);
    expect(await countFor('sessions', lapsing.userId)).toBe(1);
    expect(await throttleCount(lapsing.email)).toBeGreaterThanOrEqual(1);
    const [codes] = await queryRows<{ count: number }>(
      t.app.db,
      sql`select count(*)::int as count from email_codes c join users u on u.id = c.user_id where u.email = ${unconfirmed.email}`,
    );
    expect(Number(codes?.count)).toBe(1);

    // Two days later: browser sessions (12 h at most), the failed-sign-in counter (a day at most) and the
    // unconfirmed code (60 s plus a day's grace) are gone; the "keep me logged in" session (30 days) stays.
    t.clock.advance(2 * DAY);
    await getSession(t, remembered); // a visit moves its idle clock, as a real one would
    const result = await pruneExpiredAccountRecords(t.app.db, t.clock.now());
    expect(result.sessions).toBeGreaterThanOrEqual(2);
    expect(result.emailCodes).toBeGreaterThanOrEqual(1);
    expect(result.authThrottles).toBeGreaterThanOrEqual(1);
    expect(await countFor('sessions', kept.userId)).toBe(1);
    expect(await countFor('sessions', lapsing.userId)).toBe(0);
    expect(await throttleCount(lapsing.email)).toBe(0);
    const [after] = await queryRows<{ count: number }>(
      t.app.db,
      sql`select count(*)::int as count from email_codes c join users u on u.id = c.user_id where u.email = ${unconfirmed.email}`,
    );
    expect(Number(after?.count)).toBe(0);
    expect((await getSession(t, remembered)).statusCode).toBe(200);

    // A second sweep finds nothing left to do.
    const again = await pruneExpiredAccountRecords(t.app.db, t.clock.now());
    expect(again.sessions + again.emailCodes + again.authThrottles).toBe(0);
  });

  it('leaves an expired code a day of grace, so a late try still reads "expired"', async () => {
    const { body } = await signUp(t);
    t.clock.advance(EXPIRED_RECORD_GRACE_MS - 60_000);
    await pruneExpiredAccountRecords(t.app.db, t.clock.now());
    const [row] = await queryRows<{ count: number }>(
      t.app.db,
      sql`select count(*)::int as count from email_codes c join users u on u.id = c.user_id where u.email = ${body.email}`,
    );
    expect(Number(row?.count)).toBe(1);
  });
});
