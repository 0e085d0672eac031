import type { AddressInfo } from 'node:net';
import type { LiveEvent } from '@tote/validation/events';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../src/app';
import { queryRows } from '../src/db/client';
import { events as eventsTable } from '../src/db/schema/events';
import { loadEnv } from '../src/env';
import { REPLAY_LIMIT } from '../src/modules/events/catch-up';
import * as repo from '../src/modules/events/events.repo';
import { publishOnCommit } from '../src/modules/events/publish';
import { MAX_STREAMS_PER_PERSON } from '../src/modules/events/stream-registry';
import { type ScheduledOptions, scheduledJobs } from '../src/platform/scheduled';
import { type AccountsTestApp, API, buildAccountsTestApp, latestCode, withSession } from './accounts';
import { EVENT_TEST_INTERVALS, type EventInstances, startEventInstances } from './event-instances';
import { connectEvents, type SseConnection, type SseFrame } from './event-stream';
import { PRODUCTION_REQUIREMENTS } from './helper';
import { placeOrder } from './orders';
import { createPerson, openSession } from './people';

// The live event stream (docs/decisions/010-live-events.md). On PostgreSQL (DATABASE_URL) two API instances
// share one database: A takes the writes, B serves the streams, so every event here crossed instances through
// LISTEN/NOTIFY. On PGlite there is one instance (A is B) and the same tests prove the in-process path.

let a: AccountsTestApp;
let b: App;
let baseUrl: string;
let instances: EventInstances | undefined;
const open: SseConnection[] = [];

beforeAll(async () => {
  instances = await startEventInstances();
  ({ a, b, baseUrl } = instances);
});

afterAll(async () => {
  for (const connection of open) connection.close();
  await instances?.close();
});

async function person(kind: 'sender' | 'traveler' = 'sender') {
  const who = await createPerson(a.db, a.clock, kind);
  return { ...who, token: await openSession(a.db, a.clock, who.userId) };
}

async function stream(token: string, options: { lastEventId?: string; query?: string } = {}) {
  const connection = await connectEvents(baseUrl, { token, ...options });
  open.push(connection);
  return connection;
}

const isEvent = (type: string) => (frame: SseFrame) => frame.event === type;
const dataOf = (frame: SseFrame) => JSON.parse(frame.data ?? '{}') as LiveEvent & { lastEventId?: string };

/** Publishes a committed event from instance A's database (what every service does inside its transaction). */
async function publish(userId: string, event: LiveEvent) {
  await a.db.transaction(async (tx) => {
    await publishOnCommit(tx, [userId], event);
  });
}

describe('GET /api/v1/events', () => {
  it('streams with headers that defeat proxy buffering and starts with where the stream stands', async () => {
    const me = await person();
    const events = await stream(me.token);
    expect(events.status).toBe(200);
    expect(events.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(events.headers['cache-control']).toContain('no-cache');
    expect(events.headers['cache-control']).toContain('no-transform');
    expect(events.headers['x-accel-buffering']).toBe('no');
    expect(events.headers['content-encoding']).toBeUndefined();
    expect((await events.next((f) => f.retry !== undefined)).retry).toBe('2000');
    const ready = await events.next(isEvent('ready'));
    expect(ready.id).toBe('0');
    expect(dataOf(ready).lastEventId).toBe('0');
  });

  it('delivers an event written through instance A to a client streaming from instance B (PostgreSQL: two instances; PGlite: one, in-process)', async () => {
    expect(b === a.app).toBe(a.engine === 'pglite');
    const sender = await person();
    const events = await stream(sender.token);
    await events.next(isEvent('ready'));

    // A real write through instance A: placing an order notifies the sender (notifications.service notify()).
    const order = await placeOrder(a, { userId: sender.userId, token: sender.token, email: sender.email });
    const created = await events.next(isEvent('notification.created'));
    expect(Number(created.id)).toBeGreaterThan(0);
    expect(dataOf(created)).toMatchObject({ type: 'notification.created' });

    // Cancelling goes through transitionOrder: order.changed, then the cancellation notice.
    const cancel = await a.app.inject({
      method: 'POST',
      url: `${API}/orders/${order.deliveryId}/cancel`,
      cookies: withSession(sender.token),
      payload: {},
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const changed = await events.next(isEvent('order.changed'));
    expect(dataOf(changed)).toEqual({ type: 'order.changed', deliveryId: order.deliveryId });
    expect(Number(changed.id)).toBeGreaterThan(Number(created.id));
    await events.next(isEvent('notification.created'));
  });

  it('replays what a client missed when it reconnects with Last-Event-ID (header or query)', async () => {
    const me = await person();
    const first = await stream(me.token);
    await publish(me.userId, { type: 'trip.changed', tripId: 'seen' });
    const seen = await first.next(isEvent('trip.changed'));
    first.close();
    await first.ended;

    await publish(me.userId, { type: 'order.changed', deliveryId: 'TT-MISSED1' });
    await publish(me.userId, { type: 'message.read', conversationId: 'c1', upToId: '7' });

    const again = await stream(me.token, { lastEventId: seen.id as string });
    const missed1 = await again.next((f) => f.event !== undefined);
    const missed2 = await again.next((f) => f.event !== undefined);
    expect([missed1.event, missed2.event]).toEqual(['order.changed', 'message.read']);
    expect(dataOf(missed1)).toEqual({ type: 'order.changed', deliveryId: 'TT-MISSED1' });
    const ready = await again.next((f) => f.event !== undefined);
    expect(ready.event).toBe('ready');
    expect(ready.id).toBe(missed2.id);

    // Live again after the catch-up.
    await publish(me.userId, { type: 'trip.changed', tripId: 'live' });
    expect(dataOf(await again.next(isEvent('trip.changed')))).toEqual({
      type: 'trip.changed',
      tripId: 'live',
    });

    // The query parameter does the same for clients that cannot send the header.
    const byQuery = await stream(me.token, { query: `?lastEventId=${seen.id}` });
    const replayed = await byQuery.next((f) => f.event !== undefined);
    expect(replayed.id).toBe(missed1.id);
  });

  it('forgets a stream whose client went away', async () => {
    const me = await person();
    const before = b.events.openStreams;
    const events = await stream(me.token);
    await events.next(isEvent('ready'));
    expect(b.events.openStreams).toBe(before + 1);
    events.close();
    await vi.waitFor(() => expect(b.events.openStreams).toBe(before), { timeout: 15_000 });
  });

  it(`keeps at most ${MAX_STREAMS_PER_PERSON} streams per person: a new one ends the oldest`, async () => {
    const me = await person();
    const streams: SseConnection[] = [];
    for (let i = 0; i <= MAX_STREAMS_PER_PERSON; i += 1) {
      const events = await stream(me.token);
      await events.next(isEvent('ready'));
      streams.push(events);
    }
    await streams[0]?.ended;
    await publish(me.userId, { type: 'trip.changed', tripId: 'all' });
    for (const events of streams.slice(1)) await events.next(isEvent('trip.changed'));
  });

  it('sends heartbeat comments', async () => {
    const me = await person();
    const events = await stream(me.token);
    expect((await events.next((f) => f.comment !== undefined)).comment).toBe('heartbeat');
  });

  it('publishes nothing for a rolled-back transaction', async () => {
    const me = await person();
    const events = await stream(me.token);
    await events.next(isEvent('ready'));
    const before = await repo.lastEventId(a.db, me.userId);

    await expect(
      a.db.transaction(async (tx) => {
        await publishOnCommit(tx, [me.userId], { type: 'order.changed', deliveryId: 'TT-ROLLEDBACK' });
        throw new Error('the change fails after the event was published');
      }),
    ).rejects.toThrow('the change fails');
    // A committed marker after it: had the rolled-back event been sent, it would have come first.
    await publish(me.userId, { type: 'trip.changed', tripId: 'marker' });
    await events.next(isEvent('trip.changed'));

    const received = events.frames.filter((f) => f.event === 'order.changed');
    expect(received).toEqual([]);
    const rows = await a.db.select().from(eventsTable).where(eq(eventsTable.userId, me.userId));
    expect(rows.map((row) => row.type)).toEqual(['trip.changed']);
    expect(await repo.lastEventId(a.db, me.userId)).toBeGreaterThan(before);
  });

  it("never sends another person's events, live or replayed", async () => {
    const me = await person();
    const other = await person();
    const events = await stream(me.token);
    await events.next(isEvent('ready'));

    await publish(other.userId, { type: 'order.changed', deliveryId: 'TT-NOTYOURS' });
    await publish(me.userId, { type: 'trip.changed', tripId: 'mine' });
    await events.next(isEvent('trip.changed'));
    expect(events.frames.filter((f) => f.event === 'order.changed')).toEqual([]);

    const replay = await stream(me.token, { lastEventId: '0' });
    const first = await replay.next((f) => f.event !== undefined);
    expect(dataOf(first)).toEqual({ type: 'trip.changed', tripId: 'mine' });
    expect((await replay.next((f) => f.event !== undefined)).event).toBe('ready');
  });

  it('keeps the last id it has when a client sends one from the future', async () => {
    const me = await person();
    await publish(me.userId, { type: 'trip.changed', tripId: 't' });
    const newest = await repo.lastEventId(a.db, me.userId);
    const events = await stream(me.token, { lastEventId: '999999999999' });
    const ready = await events.next(isEvent('ready'));
    expect(ready.id).toBe(String(newest));
  });

  it('answers 400 to a Last-Event-ID that is not an event id, and 401 when signed out', async () => {
    const me = await person();
    const bad = await a.app.inject({
      method: 'GET',
      url: `${API}/events`,
      cookies: withSession(me.token),
      headers: { 'last-event-id': 'abc' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('Last-Event-ID');
    const signedOut = await a.app.inject({ method: 'GET', url: `${API}/events` });
    expect(signedOut.statusCode).toBe(401);
  });

  it('ends the stream when its session ends (sign-out)', async () => {
    const me = await person();
    const events = await stream(me.token);
    await events.next(isEvent('ready'));
    const logout = await a.app.inject({
      method: 'POST',
      url: `${API}/auth/logout`,
      cookies: withSession(me.token),
      payload: {},
    });
    expect(logout.statusCode).toBe(204);
    await events.ended;
    // EventSource reconnects: without a session it gets 401 and stops.
    const again = await stream(me.token);
    expect(again.status).toBe(401);
  });

  it('the scheduled prune deletes what is past its retention (a day unless set), and nothing newer', async () => {
    const me = await person();
    const aged = async (tripId: string, age: string) => {
      await publish(me.userId, { type: 'trip.changed', tripId });
      await a.db
        .update(eventsTable)
        .set({ createdAt: sql`now() - ${age}::interval` })
        .where(sql`${eventsTable.userId} = ${me.userId} and ${eventsTable.data}->>'tripId' = ${tripId}`);
    };
    await aged('two-days', '2 days');
    await aged('a-day-and-a-minute', '1 day 1 minute');
    await aged('23-hours', '23 hours');
    await aged('2-hours', '2 hours');
    await publish(me.userId, { type: 'trip.changed', tripId: 'new' });
    const left = async () =>
      (await a.db.select().from(eventsTable).where(eq(eventsTable.userId, me.userId)))
        .map((row) => (row.data as { tripId: string }).tripId)
        .sort();
    const prune = (options: ScheduledOptions = {}) => {
      const job = scheduledJobs(a.app, options).find((each) => each.name === 'old live events');
      if (!job) throw new Error('no scheduled job "old live events"');
      return job.run();
    };

    await prune();
    expect(await left()).toEqual(['2-hours', '23-hours', 'new']);
    await prune({ eventRetentionMs: 60 * 60 * 1000 });
    expect(await left()).toEqual(['new']);
  });
});

describe('a deleted session ends its streams at once, on every instance', () => {
  // The periodic session check is the fallback (a minute here, so it cannot be what ends these streams): the
  // notice published when sessions are deleted does it (docs/decisions/010-live-events.md). On PostgreSQL the
  // streams are on instance B and the sessions are deleted through instance A.
  let notice: EventInstances;
  const mine: SseConnection[] = [];
  const SOON_MS = 3_000;

  beforeAll(async () => {
    notice = await startEventInstances({ heartbeatMs: 60_000, sessionCheckMs: 60_000 });
  });
  afterAll(async () => {
    for (const connection of mine) connection.close();
    await notice?.close();
  });

  async function signedIn() {
    const who = await createPerson(notice.a.db, notice.a.clock, 'sender');
    return { ...who, token: await openSession(notice.a.db, notice.a.clock, who.userId) };
  }
  async function live(token: string) {
    const connection = await connectEvents(notice.baseUrl, { token });
    mine.push(connection);
    await connection.next(isEvent('ready'));
    return connection;
  }
  const endsSoon = (connection: SseConnection) =>
    Promise.race([
      connection.ended.then(() => 'ended'),
      new Promise((resolve) => setTimeout(() => resolve('still open'), SOON_MS)),
    ]);
  const postAs = (token: string, url: string, payload: object) =>
    notice.a.app.inject({ method: 'POST', url: `${API}${url}`, cookies: withSession(token), payload });

  it('sign-out', async () => {
    const me = await signedIn();
    const events = await live(me.token);
    expect((await postAs(me.token, '/auth/logout', {})).statusCode).toBe(204);
    expect(await endsSoon(events)).toBe('ended');
  });

  it("a password change ends the other sessions' streams and keeps this one's", async () => {
    const me = await signedIn();
    const other = await openSession(notice.a.db, notice.a.clock, me.userId);
    const here = await live(me.token);
    const there = await live(other);
    const changed = await postAs(me.token, '/me/password', {
      currentPassword: me.password,
      password: 'a-new-parcel-password-7',
      confirmPassword: 'a-new-parcel-password-7',
    });
    expect(changed.statusCode).toBe(204);
    expect(await endsSoon(there)).toBe('ended');
    await publishOnCommit(notice.a.db, [me.userId], { type: 'trip.changed', tripId: 'still-here' });
    expect(dataOf(await here.next(isEvent('trip.changed')))).toMatchObject({ tripId: 'still-here' });
  });

  it('deactivation', async () => {
    const me = await signedIn();
    const events = await live(me.token);
    const deactivated = await postAs(me.token, '/me/deactivate', {
      password: me.password,
      confirm: 'DEACTIVATE',
    });
    expect(deactivated.statusCode).toBe(204);
    expect(await endsSoon(events)).toBe('ended');
  });

  it('a password reset ends every stream of the account', async () => {
    const me = await signedIn();
    const other = await openSession(notice.a.db, notice.a.clock, me.userId);
    const here = await live(me.token);
    const there = await live(other);
    // Signed out, as someone who forgot the password: the emailed code, then the new password.
    const post = (url: string, payload: object) =>
      notice.a.app.inject({ method: 'POST', url: `${API}${url}`, payload });
    expect((await post('/auth/password/forgot', { email: me.email })).statusCode).toBe(200);
    const code = await latestCode(notice.a, me.email);
    const verified = await post('/auth/password/verify-code', { email: me.email, code });
    expect(verified.statusCode).toBe(200);
    const reset = await post('/auth/password/reset', {
      resetToken: verified.json().resetToken,
      password: 'a-reset-parcel-password-8',
      confirmPassword: 'a-reset-parcel-password-8',
    });
    expect(reset.statusCode).toBe(204);
    expect(await Promise.all([endsSoon(here), endsSoon(there)])).toEqual(['ended', 'ended']);
  });

  it('deactivation by staff', async () => {
    const me = await signedIn();
    const events = await live(me.token);
    const staff = await createPerson(notice.a.db, notice.a.clock, 'staff');
    const staffToken = await openSession(notice.a.db, notice.a.clock, staff.userId);
    const deactivated = await postAs(staffToken, `/admin/users/${me.userId}/deactivate`, {
      reason: 'Reported for fraud.',
    });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    expect(await endsSoon(events)).toBe('ended');
  });
});

describe('the per-address cap on live streams', () => {
  // docs/decisions/010-live-events.md: besides the per-person cap, one network address holds at most
  // EVENT_STREAMS_PER_IP streams per instance; beyond it a clear 429 with Retry-After.
  let capped: AccountsTestApp;
  let cappedUrl: string;
  const mine: SseConnection[] = [];

  beforeAll(async () => {
    capped = await buildAccountsTestApp({ env: { EVENT_STREAMS_PER_IP: '2' }, events: EVENT_TEST_INTERVALS });
    await capped.app.listen({ port: 0, host: '127.0.0.1' });
    cappedUrl = `http://127.0.0.1:${(capped.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const connection of mine) connection.close();
    await capped?.close();
  });

  it('is 100 unless set, a whole number from 1 up, at most 1000 in production', () => {
    expect(loadEnv({}).eventStreamsPerIp).toBe(100);
    expect(() => loadEnv({ EVENT_STREAMS_PER_IP: '0' })).toThrow(/EVENT_STREAMS_PER_IP/);
    const production = { NODE_ENV: 'production', PUBLIC_DOMAIN: 'example.com', ...PRODUCTION_REQUIREMENTS };
    expect(loadEnv({ ...production, EVENT_STREAMS_PER_IP: '1000' }).eventStreamsPerIp).toBe(1000);
    expect(() => loadEnv({ ...production, EVENT_STREAMS_PER_IP: '1001' })).toThrow(
      /EVENT_STREAMS_PER_IP: at most 1000 in production/,
    );
  });

  it('answers 429 with Retry-After past the cap, whoever signs in, and opens again once one closes', async () => {
    const openAs = async () => {
      const who = await createPerson(capped.db, capped.clock, 'sender');
      const connection = await connectEvents(cappedUrl, {
        token: await openSession(capped.db, capped.clock, who.userId),
      });
      mine.push(connection);
      return connection;
    };
    const first = await openAs();
    await first.next(isEvent('ready'));
    const second = await openAs();
    await second.next(isEvent('ready'));
    const third = await openAs();
    expect(third.status).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    const refused = await capped.app.inject({
      method: 'GET',
      url: `${API}/events`,
      cookies: withSession(
        await openSession(
          capped.db,
          capped.clock,
          (await createPerson(capped.db, capped.clock, 'traveler')).userId,
        ),
      ),
      remoteAddress: '127.0.0.1',
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({ code: 'too_many_streams' });
    expect(refused.json().error.message).toContain('Too many live connections');
    first.close();
    await vi.waitFor(
      async () => {
        const again = await openAs();
        expect(again.status).toBe(200);
        await again.next(isEvent('ready'));
      },
      { timeout: 15_000 },
    );
  });
});

describe('shutdown', () => {
  let t: AccountsTestApp;
  let closed = false;
  beforeAll(async () => {
    t = await buildAccountsTestApp({ events: EVENT_TEST_INTERVALS });
  });
  afterAll(async () => {
    if (!closed) await t.close();
  });

  it('ends open streams so a graceful close does not wait for them', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const who = await createPerson(t.db, t.clock, 'sender');
    const events = await connectEvents(url, { token: await openSession(t.db, t.clock, who.userId) });
    await events.next(isEvent('ready'));
    expect(t.app.events.openStreams).toBe(1);
    // Resolves only once the server has no open connection left: a stream that stayed open would hang it.
    await t.close();
    closed = true;
    await events.ended;
    expect(t.app.events.openStreams).toBe(0);
  });
});

// PostgreSQL only: PGlite has no listening connection to lose (its LISTEN is in-process).
if (process.env.TOTE_TEST_DB === 'postgres') {
  /**
   * A transaction that publishes an event for `userId` and stays open until `commit()`: it takes its event id
   * first and commits last, as a slow request's would. Resolves once the event's row is inserted.
   */
  async function lateCommit(userId: string): Promise<{ commit: () => Promise<void> }> {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let inserted = () => {};
    const insertedYet = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    const slow = a.db.transaction(async (tx) => {
      await publishOnCommit(tx, [userId], { type: 'trip.changed', tripId: 'late' });
      inserted();
      await held;
    });
    await insertedYet;
    return {
      commit: async () => {
        release();
        await slow;
      },
    };
  }

  describe('the PostgreSQL listener', () => {
    it('replays an event that committed after a later one reached the client (ids are taken at insert)', async () => {
      const me = await person();
      const late = await lateCommit(me.userId);
      const first = await stream(me.token);
      await first.next(isEvent('ready'));
      await publish(me.userId, { type: 'trip.changed', tripId: 'early' });
      const later = await first.next(isEvent('trip.changed'));
      expect(dataOf(later)).toEqual({ type: 'trip.changed', tripId: 'early' });
      first.close();
      await first.ended;

      // Committed while the client was between connections, with an id below the one it resumes from.
      await late.commit();
      const again = await stream(me.token, { lastEventId: later.id as string });
      expect(dataOf(await again.next(isEvent('trip.changed')))).toEqual({
        type: 'trip.changed',
        tripId: 'late',
      });
      await again.next(isEvent('ready'));
    });

    it('replays a late commit below the resume id even when the person had more than REPLAY_LIMIT events in the window', async () => {
      const me = await person();
      // A busy person (staff hear every order's events): more rows in the window than one replay sends.
      await repo.insertAndNotify(a.db, Array<string>(REPLAY_LIMIT).fill(me.userId), {
        type: 'trip.changed',
        tripId: 'busy',
      });
      const late = await lateCommit(me.userId);
      await publish(me.userId, { type: 'trip.changed', tripId: 'early' });
      const [early] = await queryRows<{ id: number }>(
        a.db,
        sql`select max(id)::int as id from events where user_id = ${me.userId}`,
      );
      await late.commit();
      const again = await stream(me.token, { lastEventId: String(early?.id) });
      const replayed: unknown[] = [];
      for (;;) {
        const next = await again.next((event) => event.event === 'trip.changed' || event.event === 'ready');
        if (next.event === 'ready') break;
        replayed.push(dataOf(next));
      }
      expect(replayed).toContainEqual({ type: 'trip.changed', tripId: 'late' });
      expect(replayed).toHaveLength(REPLAY_LIMIT);
    });

    it('reconnects after losing its connection and catches up on what it missed', async () => {
      const me = await person();
      const events = await stream(me.token);
      await events.next(isEvent('ready'));
      // Kill the events listener of both instances (A's and B's) on this database: notifications stop until they
      // return. By name: the pooled connections LISTEN too (the session notices, db/client.ts).
      await queryRows(
        a.db,
        sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and application_name = 'tote-events-listener'`,
      );
      await publish(me.userId, { type: 'trip.changed', tripId: 'while-down' });
      const caught = await events.next(isEvent('trip.changed'));
      expect(dataOf(caught)).toEqual({ type: 'trip.changed', tripId: 'while-down' });
    });
  });
}
