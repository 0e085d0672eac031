import type { LiveEvent } from '@tote/validation/events';
import type { Conversation } from '@tote/validation/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/users';
import { publishOnCommit } from '../src/modules/events/publish';
import { type AccountsTestApp, API, withSession } from './accounts';
import { type EventInstances, startEventInstances } from './event-instances';
import { connectEvents, type SseConnection, type SseFrame } from './event-stream';
import { placeOrder } from './orders';
import { type Caller, caller, shareTrip } from './trips';

// docs/decisions/013-staff-events.md: what concerns the staff reaches every active staff member's stream. As in
// events.test.ts, on PostgreSQL (DATABASE_URL) instance A takes the writes and instance B serves the streams.

let a: AccountsTestApp;
let baseUrl: string;
let instances: EventInstances | undefined;
const open: SseConnection[] = [];

beforeAll(async () => {
  instances = await startEventInstances();
  ({ a, baseUrl } = instances);
});

afterAll(async () => {
  for (const connection of open) connection.close();
  await instances?.close();
});

async function stream(who: Caller, lastEventId?: string) {
  const connection = await connectEvents(baseUrl, { token: who.token, lastEventId });
  open.push(connection);
  await connection.next(isEvent('ready'));
  return connection;
}

const isEvent = (type: string) => (frame: SseFrame) => frame.event === type;
const dataOf = (frame: SseFrame) => JSON.parse(frame.data ?? '{}') as LiveEvent;
const withData = (type: string, match: (event: LiveEvent) => boolean) => (frame: SseFrame) =>
  frame.event === type && match(dataOf(frame));

describe('staff events (ADR 013)', () => {
  it('a sender’s message in a support thread no staff member has answered reaches every staff stream', async () => {
    const sender = await caller(a, 'sender');
    const staff = [await caller(a, 'staff'), await caller(a, 'staff')];
    const streams = await Promise.all(staff.map((who) => stream(who)));

    const support = await a.app.inject({
      method: 'GET',
      url: `${API}/conversations/support`,
      cookies: withSession(sender.token),
    });
    expect(support.statusCode, support.body).toBe(200);
    const { id: conversationId } = support.json() as Conversation;
    const sent = await a.app.inject({
      method: 'POST',
      url: `${API}/conversations/${conversationId}/messages`,
      cookies: withSession(sender.token),
      payload: { body: 'Where is my parcel?' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const messageId = (sent.json() as { id: string }).id;

    for (const events of streams) {
      const frame = await events.next(
        withData('message.created', (e) => e.type === 'message.created' && e.messageId === messageId),
      );
      expect(dataOf(frame)).toEqual({ type: 'message.created', conversationId, messageId });
    }
  });

  it('a new order reaches a staff stream', async () => {
    const staff = await caller(a, 'staff');
    const events = await stream(staff);
    const sender = await caller(a, 'sender');
    const order = await placeOrder(a, { userId: sender.userId, token: sender.token, email: sender.email });
    const frame = await events.next(
      withData('order.changed', (e) => e.type === 'order.changed' && e.deliveryId === order.deliveryId),
    );
    expect(dataOf(frame)).toEqual({ type: 'order.changed', deliveryId: order.deliveryId });
    // The sender's own notice is not the staff's business. A committed marker after the order: had that notice
    // reached this stream, it would have come before the marker.
    await publishOnCommit(a.db, [staff.userId], { type: 'trip.changed', tripId: 'marker-after-order' });
    await events.next(
      withData('trip.changed', (e) => e.type === 'trip.changed' && e.tripId === 'marker-after-order'),
    );
    expect(events.frames.filter((f) => f.event === 'notification.created')).toEqual([]);
  });

  it('a new trip awaiting approval reaches a staff stream, and its approval the other staff', async () => {
    const [reviewer, colleague] = [await caller(a, 'staff'), await caller(a, 'staff')];
    const events = await stream(colleague);
    const traveler = await caller(a, 'verifiedTraveler');
    const trip = await shareTrip(a, traveler);
    expect(trip.status).toBe('pending');
    const isThisTrip = withData('trip.changed', (e) => e.type === 'trip.changed' && e.tripId === trip.id);
    await events.next(isThisTrip);

    const approved = await a.app.inject({
      method: 'POST',
      url: `${API}/trips/${trip.id}/approve`,
      cookies: withSession(reviewer.token),
    });
    expect(approved.statusCode, approved.body).toBe(200);
    await events.next(isThisTrip);
  });

  it('catches a staff member up by Last-Event-ID on the staff events they missed', async () => {
    const staff = await caller(a, 'staff');
    const first = await stream(staff);
    const sender = await caller(a, 'sender');
    const seenOrder = await placeOrder(a, {
      userId: sender.userId,
      token: sender.token,
      email: sender.email,
    });
    const seen = await first.next(
      withData('order.changed', (e) => e.type === 'order.changed' && e.deliveryId === seenOrder.deliveryId),
    );
    first.close();
    await first.ended;

    const missed = await placeOrder(a, { userId: sender.userId, token: sender.token, email: sender.email });
    const again = await connectEvents(baseUrl, { token: staff.token, lastEventId: seen.id });
    open.push(again);
    const replayed = await again.next(isEvent('order.changed'));
    expect(dataOf(replayed)).toEqual({ type: 'order.changed', deliveryId: missed.deliveryId });
    expect(Number(replayed.id)).toBeGreaterThan(Number(seen.id));
  });

  it('publishes nothing to the staff for a rolled-back write, and nothing to a deactivated staff member', async () => {
    const staff = await caller(a, 'staff');
    const former = await caller(a, 'staff');
    const events = await stream(staff);
    const formerEvents = await stream(former);
    await a.db.update(users).set({ deactivatedAt: a.clock.now() }).where(eq(users.id, former.userId));

    await expect(
      a.db.transaction(async (tx) => {
        await publishOnCommit(tx, [], { type: 'order.changed', deliveryId: 'TT-ROLLBACK' }, { staff: true });
        throw new Error('the change fails after the event was published');
      }),
    ).rejects.toThrow('the change fails');
    // A committed marker after it: had the rolled-back event been sent, it would have come first.
    await a.db.transaction(async (tx) => {
      await publishOnCommit(tx, [], { type: 'trip.changed', tripId: 'staff-marker' }, { staff: true });
    });
    await events.next(
      withData('trip.changed', (e) => e.type === 'trip.changed' && e.tripId === 'staff-marker'),
    );
    expect(
      events.frames.filter((f) => f.event === 'order.changed' && f.data?.includes('TT-ROLLBACK')),
    ).toEqual([]);
    expect(formerEvents.frames.filter((f) => f.data?.includes('staff-marker'))).toEqual([]);
  });
});
