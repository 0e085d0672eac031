import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import type { Database } from '../src/db/client';
import { SessionCache } from '../src/modules/accounts/session-cache';
import { hashToken } from '../src/modules/accounts/tokens';
import { type AccountsTestApp, API, buildAccountsTestApp, withSession } from './accounts';
import { createPerson, openSession, type PersonKind } from './people';
import { closeInstances, dropListeners, secondInstance } from './second-instance';

// The session cache (docs/decisions/024-session-cache.md). On PostgreSQL two API instances share one database:
// every revocation goes through instance A and the next request goes to instance B, which had the session in
// its cache, so what ends it there is the notice B heard. On PGlite there is one instance (A is B). Tests wait
// for B to hear the notice (`nextNotice`), never for a fixed time.

const NEW_PASSWORD = 'a-new-parcel-password-7';

// A lost listener reconnects after this long here, so a test sees the instance while it is down.
const sessionCache = { reconnectMs: 30_000 };
let two: { a: AccountsTestApp; b: App };

beforeAll(async () => {
  const a = await buildAccountsTestApp({ sessionCache });
  const b = await secondInstance(a, { sessionCache });
  two = { a, b };
});
afterAll(() => closeInstances(two?.a, two?.b));

const onA = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  two.a.app.inject({
    method,
    url: `${API}${url}`,
    cookies: withSession(token),
    ...(payload ? { payload } : {}),
  });
const sessionOnB = (token: string) =>
  two.b.inject({ method: 'GET', url: `${API}/auth/session`, cookies: withSession(token) });

async function signedIn(kind: PersonKind = 'sender') {
  const who = await createPerson(two.a.db, two.a.clock, kind);
  const token = await openSession(two.a.db, two.a.clock, who.userId);
  return { ...who, token };
}

/** B answers the session, and keeps it: from here on only a notice (or the TTL) makes B read it again. */
async function cachedOnB(token: string) {
  const response = await sessionOnB(token);
  expect(response.statusCode, response.body).toBe(200);
  expect(two.b.sessionCache.get(hashToken(token), two.a.clock.now().getTime())).toBeDefined();
  return response;
}

describe('a revoked session is refused on the other instance at its very next request', () => {
  it('sign-out', async () => {
    const me = await signedIn();
    await cachedOnB(me.token);
    const heard = two.b.sessionCache.nextNotice(me.userId);
    expect((await onA('POST', '/auth/logout', me.token, {})).statusCode).toBe(204);
    await heard;
    expect((await sessionOnB(me.token)).statusCode).toBe(401);
  });

  it('a password change ends the other sessions and keeps the one that changed it', async () => {
    const me = await signedIn();
    const other = await openSession(two.a.db, two.a.clock, me.userId);
    await cachedOnB(me.token);
    await cachedOnB(other);
    const heard = two.b.sessionCache.nextNotice(me.userId);
    const changed = await onA('POST', '/me/password', me.token, {
      currentPassword: me.password,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(changed.statusCode, changed.body).toBe(204);
    await heard;
    expect((await sessionOnB(other)).statusCode).toBe(401);
    expect((await sessionOnB(me.token)).statusCode).toBe(200);
  });

  it('deactivation by the person', async () => {
    const me = await signedIn();
    await cachedOnB(me.token);
    const heard = two.b.sessionCache.nextNotice(me.userId);
    const deactivated = await onA('POST', '/me/deactivate', me.token, {
      password: me.password,
      confirm: 'DEACTIVATE',
    });
    expect(deactivated.statusCode, deactivated.body).toBe(204);
    await heard;
    expect((await sessionOnB(me.token)).statusCode).toBe(401);
  });

  it('deactivation by staff', async () => {
    const me = await signedIn();
    const staff = await signedIn('staff');
    await cachedOnB(me.token);
    const heard = two.b.sessionCache.nextNotice(me.userId);
    const deactivated = await onA('POST', `/admin/users/${me.userId}/deactivate`, staff.token, {});
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    await heard;
    expect((await sessionOnB(me.token)).statusCode).toBe(401);
  });

  it('a change of the account (roles, traveler status, name) is what B answers next', async () => {
    const me = await signedIn('traveler');
    const before = await cachedOnB(me.token);
    expect(before.json().user.travelerStatus).toBe('unverified');
    const heard = two.b.sessionCache.nextNotice(me.userId);
    // Any write of the row, whoever makes it (here an operator's SQL), is announced by the database.
    await two.a.db.execute(
      sql`update users set traveler_status = 'verified', full_name = 'Renamed Person' where id = ${me.userId}`,
    );
    await heard;
    const after = await sessionOnB(me.token);
    expect(after.json().user).toMatchObject({ travelerStatus: 'verified', fullName: 'Renamed Person' });
  });

  it('the expiry sweep and a deleted account are announced too', async () => {
    const swept = await signedIn();
    const deleted = await signedIn();
    await cachedOnB(swept.token);
    await cachedOnB(deleted.token);
    const heard = Promise.all([
      two.b.sessionCache.nextNotice(swept.userId),
      two.b.sessionCache.nextNotice(deleted.userId),
    ]);
    await two.a.db.execute(sql`delete from sessions where user_id = ${swept.userId}`);
    await two.a.db.execute(sql`delete from users where id = ${deleted.userId}`);
    await heard;
    expect((await sessionOnB(swept.token)).statusCode).toBe(401);
    expect((await sessionOnB(deleted.token)).statusCode).toBe(401);
  });

  it('the idle clock moving (last_seen_at) says nothing: the cache keeps the session', async () => {
    const me = await signedIn();
    await cachedOnB(me.token);
    await two.a.db.execute(sql`update sessions set last_seen_at = now() where user_id = ${me.userId}`);
    // A notice after it, on the same channel, arrives after anything the update could have sent.
    const heard = two.b.sessionCache.nextNotice('00000000-0000-4000-8000-000000000000');
    await two.a.db.execute(sql`select pg_notify('tote_sessions', '00000000-0000-4000-8000-000000000000')`);
    await heard;
    expect(two.b.sessionCache.get(hashToken(me.token), two.a.clock.now().getTime())).toBeDefined();
  });
});

/**
 * Deletes the person's sessions without a notice: the trigger is off for this one transaction (ALTER TABLE
 * takes the table's lock until the commit, so no other write slips through unannounced meanwhile).
 */
async function deleteSilently(db: Database, userId: string) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`alter table sessions disable trigger sessions_notice_delete`);
    await tx.execute(sql`delete from sessions where user_id = ${userId}`);
    await tx.execute(sql`alter table sessions enable trigger sessions_notice_delete`);
  });
}

// PostgreSQL only (PGlite's LISTEN is in-process, with no connection to lose); not registered on PGlite at all,
// so the run counts no skipped test.
if (process.env.TOTE_TEST_DB === 'postgres') {
  describe('while the listener is down the cache is not used', () => {
    it('a session deleted without a notice is still answered from the cache, until the listener is lost; then every request reads the database', async () => {
      // The contrast first: with the listener up, only notices empty the cache (so the test below means something).
      const kept = await signedIn();
      await cachedOnB(kept.token);
      await deleteSilently(two.a.db, kept.userId);
      expect((await sessionOnB(kept.token)).statusCode).toBe(200);

      const me = await signedIn();
      await cachedOnB(me.token);
      // Every session listener of this database loses its connection (A's and B's; the test's database only).
      const down = two.b.sessionCache.whenTrusted(false);
      await dropListeners(two.a.db, 'tote-sessions-listener');
      await down;
      expect(two.b.sessionCache.size).toBe(0);
      // B reconnects after 30 s here (the test app's reconnect wait), so everything below happens while it is down.
      await deleteSilently(two.a.db, me.userId);
      expect((await sessionOnB(me.token)).statusCode).toBe(401);
      const other = await signedIn();
      expect((await sessionOnB(other.token)).statusCode).toBe(200);
      expect((await sessionOnB(other.token)).statusCode).toBe(200);
      expect(two.b.sessionCache.size).toBe(0);
      expect(two.b.sessionCache.trusted).toBe(false);
    });
  });

  describe('the cache is bounded', () => {
    it('keeps at most maxEntries sessions, the least recently used going first', async () => {
      const small = await buildAccountsTestApp({ sessionCache: { maxEntries: 2 } });
      try {
        const tokens: string[] = [];
        for (let i = 0; i < 3; i++) {
          const who = await createPerson(small.db, small.clock, 'sender');
          tokens.push(await openSession(small.db, small.clock, who.userId));
        }
        const ask = (token: string) =>
          small.app.inject({ method: 'GET', url: `${API}/auth/session`, cookies: withSession(token) });
        const cached = (token: string | undefined) =>
          small.app.sessionCache.get(hashToken(token ?? ''), small.clock.now().getTime()) !== undefined;
        const [first, second, third] = tokens;
        for (const token of [first, second, first, third]) {
          expect((await ask(token ?? '')).statusCode).toBe(200);
        }
        expect(small.app.sessionCache.size).toBe(2);
        expect([cached(first), cached(second), cached(third)]).toEqual([true, false, true]);
      } finally {
        await small.close();
      }
    });

    it('reads a session again after its TTL, and never puts back what a notice removed while it was read', () => {
      const cache = new SessionCache({ maxEntries: 10, ttlMs: 1_000 }, true);
      const user = { id: 'u1' } as never;
      const session = { id: 's1' } as never;
      cache.keep('t1', { session, user }, cache.ticket(), 0);
      expect(cache.get('t1', 999)).toBeDefined();
      expect(cache.get('t1', 1_000)).toBeUndefined();

      const ticket = cache.ticket();
      cache.forget('u1');
      cache.keep('t1', { session, user }, ticket, 0);
      expect(cache.get('t1', 1)).toBeUndefined();

      const late = cache.ticket();
      cache.distrust();
      cache.keep('t1', { session, user }, late, 0);
      cache.trust();
      expect(cache.get('t1', 1)).toBeUndefined();
      cache.keep('t1', { session, user }, cache.ticket(), 0);
      expect(cache.get('t1', 1)).toBeDefined();
    });
  });
}
