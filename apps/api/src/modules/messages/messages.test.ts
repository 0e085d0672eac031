import { pngBytes } from '@tote/fixtures/factories/orders';
import {
  type Conversation,
  type ConversationList,
  MESSAGE_MAX_LENGTH,
  MESSAGE_RATE_LIMIT,
  type Message,
  type MessagePage,
  messageMessages,
} from '@tote/validation/messages';
import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { API, useAccountsTestApp, withSession } from '../../../test/accounts';
import { createTrip, moveOrder, multipart, placeOrder, png } from '../../../test/orders';
import { openSession } from '../../../test/people';
import { type Caller, caller } from '../../../test/trips';
import { events as eventsTable } from '../../db/schema/events';
import { matches } from '../../db/schema/matches';
import { orders } from '../../db/schema/orders';

const t = useAccountsTestApp();
const DAY_MS = 24 * 60 * 60 * 1000;

let sender: Caller;
let otherSender: Caller;
let traveler: Caller;
let staff: Caller;
let otherStaff: Caller;
let tripId: string;

beforeAll(async () => {
  sender = await caller(t, 'sender', 'Grace Sender');
  otherSender = await caller(t, 'sender', 'Olu Other');
  traveler = await caller(t, 'verifiedTraveler', 'Tess Traveler');
  staff = await caller(t, 'staff', 'Ada Admin');
  otherStaff = await caller(t, 'staff', 'Bea Admin');
  tripId = (await createTrip(t.db, traveler.userId, { weightAvailableGrams: 50_000 })).id;
});

/** Sessions end when the test clock jumps days: fresh ones for everyone. */
async function refreshSessions() {
  for (const who of [sender, otherSender, traveler, staff, otherStaff]) {
    who.token = await openSession(t.db, t.clock, who.userId);
  }
}

const get = (who: Caller, url: string, query: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `${API}${url}`, cookies: withSession(who.token), query });
const post = (who: Caller, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `${API}${url}`, cookies: withSession(who.token), payload });

async function ok<T>(response: Awaited<ReturnType<typeof get>>, status = 200): Promise<T> {
  expect(response.statusCode, response.body).toBe(status);
  return response.json() as T;
}

const support = (who: Caller) => get(who, '/conversations/support').then((r) => ok<Conversation>(r));
const say = (who: Caller, conversationId: string, body: string) =>
  post(who, `/conversations/${conversationId}/messages`, { body });
const page = (who: Caller, conversationId: string, query: Record<string, string> = {}) =>
  get(who, `/conversations/${conversationId}/messages`, query).then((r) => ok<MessagePage>(r));
const list = (who: Caller, query: Record<string, string> = {}) =>
  get(who, '/conversations', query).then((r) => ok<ConversationList>(r));

async function matchedOrder(): Promise<string> {
  const order = await placeOrder(t, sender, { weightKg: 0.5 });
  await moveOrder(t, order.deliveryId, ['matched'], { tripId });
  return order.deliveryId;
}

async function eventsOf(userId: string, type: 'message.created' | 'message.read') {
  return t.db
    .select()
    .from(eventsTable)
    .where(and(eq(eventsTable.userId, userId), eq(eventsTable.type, type)));
}

describe('support conversations', () => {
  it('starts with a greeting from Admin, once, unread until read (1, then 0)', async () => {
    const first = await support(traveler);
    expect(first).toMatchObject({ kind: 'support', title: 'Admin', person: null, unread: 1, closed: false });
    expect(first.lastMessage).toMatchObject({ authorName: 'Admin', fromStaff: true, mine: false });
    expect(first.lastMessage?.body).toBe(messageMessages.greeting('Tess'));
    expect((await support(traveler)).id).toBe(first.id);

    const before = await list(traveler);
    expect(before.conversations.map((c) => [c.id, c.unread])).toEqual([[first.id, 1]]);
    expect(before.unread).toBe(1);

    const greeting = (await page(traveler, first.id)).messages;
    expect(greeting).toHaveLength(1);
    const read = await ok<Conversation>(
      await post(traveler, `/conversations/${first.id}/read`, { upToId: greeting[0]?.id ?? '' }),
    );
    expect(read.unread).toBe(0);
    expect((await list(traveler)).unread).toBe(0);
    expect((await eventsOf(traveler.userId, 'message.read')).map((e) => e.data)).toContainEqual({
      conversationId: first.id,
      upToId: greeting[0]?.id,
    });
  });

  it("lets staff open a given user's thread (the Users screen's Message button), made with the greeting", async () => {
    const newcomer = await caller(t, 'verifiedTraveler', 'Uma Unopened');
    const opened = await ok<Conversation>(await get(staff, `/users/${newcomer.userId}/support-conversation`));
    expect(opened).toMatchObject({ kind: 'support', title: 'Uma Unopened', person: { id: newcomer.userId } });
    expect(opened.lastMessage?.body).toBe(messageMessages.greeting('Uma'));
    // The same thread the user then opens, still with one greeting.
    const mine = await support(newcomer);
    expect(mine.id).toBe(opened.id);
    expect((await page(newcomer, mine.id)).messages).toHaveLength(1);
    expect((await get(otherStaff, `/users/${newcomer.userId}/support-conversation`)).json()).toMatchObject({
      id: opened.id,
    });
    // Unknown people, malformed ids and staff-only accounts have none; users may not call it.
    expect((await get(staff, `/users/${crypto.randomUUID()}/support-conversation`)).statusCode).toBe(404);
    expect((await get(staff, '/users/not-a-user/support-conversation')).statusCode).toBe(404);
    expect((await get(staff, `/users/${otherStaff.userId}/support-conversation`)).statusCode).toBe(404);
    expect((await get(sender, `/users/${newcomer.userId}/support-conversation`)).statusCode).toBe(403);
  });

  it('is made by the list too, so a new user sees the unread greeting before opening anything', async () => {
    const newcomer = await caller(t, 'sender', 'Nia Newcomer');
    const { conversations, unread } = await list(newcomer);
    expect(conversations).toHaveLength(1);
    expect(conversations[0]).toMatchObject({ kind: 'support', unread: 1 });
    expect(unread).toBe(1);
  });

  it('shows every staff member as Admin to the user; staff answer as one side with a shared read mark', async () => {
    const thread = await support(sender);
    await ok<Message>(await say(sender, thread.id, '  Where is my parcel?  '), 201);

    // Staff: the Senders tab, searched by name, shows the sender's thread with one unread message.
    const tab = await list(staff, { side: 'senders', q: 'grace' });
    const row = tab.conversations.find((c) => c.id === thread.id);
    expect(row).toMatchObject({ title: 'Grace Sender', unread: 1, person: { id: sender.userId } });
    expect(row?.lastMessage).toMatchObject({ body: 'Where is my parcel?', mine: false, fromStaff: false });
    expect((await list(staff, { side: 'senders', q: 'nobody-by-this-name' })).conversations).toEqual([]);
    expect((await list(staff, { side: 'travelers', q: 'grace' })).conversations).toEqual([]);

    const reply = await ok<Message>(await say(staff, thread.id, 'It is on the way.'), 201);
    expect(reply).toMatchObject({ authorName: 'Admin', fromStaff: true, mine: true });
    // Staff writing marks the staff side read, for the other staff member too.
    const seenByOther = (await list(otherStaff, { side: 'senders', q: 'grace' })).conversations;
    expect(seenByOther.find((c) => c.id === thread.id)?.unread).toBe(0);

    const asSender = await page(sender, thread.id);
    const last = asSender.messages.at(-1);
    expect(last).toMatchObject({ body: 'It is on the way.', authorName: 'Admin', mine: false });
    expect(JSON.stringify(asSender)).not.toContain('Ada Admin');
    // Writing marked the greeting read for the sender: only the answer is unread.
    expect((await support(sender)).unread).toBe(1);
  });

  it('is for senders and travelers: staff have none (403)', async () => {
    expect((await get(staff, '/conversations/support')).statusCode).toBe(403);
  });
});

describe('who may read and write', () => {
  it('answers 404 to anyone but the participants and staff, and for malformed or unknown ids', async () => {
    const thread = await support(sender);
    for (const url of [`/conversations/${thread.id}/messages`]) {
      expect((await get(otherSender, url)).statusCode).toBe(404);
      expect((await get(traveler, url)).statusCode).toBe(404);
      expect((await get(staff, url)).statusCode).toBe(200);
    }
    expect((await say(otherSender, thread.id, 'hi')).statusCode).toBe(404);
    expect((await post(otherSender, `/conversations/${thread.id}/read`, { upToId: '1' })).statusCode).toBe(
      404,
    );
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000', "1' or '1'='1"]) {
      expect((await get(sender, `/conversations/${encodeURIComponent(id)}/messages`)).statusCode).toBe(404);
    }
  });
});

describe('sending', () => {
  it('refuses an empty or blank message and one over the length cap, with a clear message', async () => {
    const thread = await support(otherSender);
    for (const body of ['', '   ', '\n\t ']) {
      const refused = await say(otherSender, thread.id, body);
      expect(refused.statusCode, body).toBe(400);
      expect(refused.json().error.fields).toEqual({ body: messageMessages.empty });
    }
    const tooLong = await say(otherSender, thread.id, 'x'.repeat(MESSAGE_MAX_LENGTH + 1));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.fields).toEqual({ body: messageMessages.tooLong });
    // Spaces around a message of exactly the cap are trimmed first.
    const atCap = await ok<Message>(
      await say(otherSender, thread.id, ` ${'y'.repeat(MESSAGE_MAX_LENGTH)} `),
      201,
    );
    expect(atCap.body).toHaveLength(MESSAGE_MAX_LENGTH);
  });

  it(`limits a person to ${MESSAGE_RATE_LIMIT} messages a minute, counted over all conversations`, async () => {
    const chatty = await caller(t, 'sender', 'Chatty Sender');
    const thread = await support(chatty);
    for (let i = 0; i < MESSAGE_RATE_LIMIT; i += 1) {
      expect((await say(chatty, thread.id, `message ${i}`)).statusCode).toBe(201);
    }
    const eventsBefore = (await eventsOf(chatty.userId, 'message.created')).length;
    const limited = await say(chatty, thread.id, 'one more');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // A refused message is neither stored nor announced.
    expect((await page(chatty, thread.id, { limit: '100' })).messages).toHaveLength(MESSAGE_RATE_LIMIT + 1);
    expect(await eventsOf(chatty.userId, 'message.created')).toHaveLength(eventsBefore);

    t.clock.advance(61_000);
    expect((await say(chatty, thread.id, 'a minute later')).statusCode).toBe(201);
  });

  it('stores an optional image through the checked upload path, readable by participants and staff', async () => {
    const thread = await support(sender);
    const form = multipart({ body: 'The box' }, [{ ...png('box.png'), name: 'image' }]);
    const sent = await t.app.inject({
      method: 'POST',
      url: `${API}/conversations/${thread.id}/messages`,
      cookies: withSession(sender.token),
      ...form,
    });
    const message = await ok<Message>(sent, 201);
    expect(message.imageUrl).toBe(`/api/v1/conversations/${thread.id}/messages/${message.id}/image`);
    const url = (message.imageUrl ?? '').replace(API, '');
    const image = await get(staff, url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect((await get(otherSender, url)).statusCode).toBe(404);

    const blank = multipart({ body: '  ' }, [{ ...png('box.png'), name: 'image' }]);
    const refused = await t.app.inject({
      method: 'POST',
      url: `${API}/conversations/${thread.id}/messages`,
      cookies: withSession(sender.token),
      ...blank,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ body: messageMessages.empty });
  });
  it('refuses a file that is not a PNG, JPEG or GIF, whatever its name and type say, and keeps no message', async () => {
    const thread = await support(sender);
    const before = await page(sender, thread.id);
    const disguised = [
      png('box.png', Buffer.from('<html><script>alert(1)</script></html>')),
      {
        name: 'image',
        filename: 'box.pdf',
        type: 'application/pdf',
        content: Buffer.from('%PDF-1.7\n%âãÏÓ\n'),
      },
      {
        name: 'image',
        filename: 'box.svg',
        type: 'image/svg+xml',
        content: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      },
    ];
    for (const file of disguised) {
      const form = multipart({ body: 'The box' }, [{ ...file, name: 'image' }]);
      const refused = await t.app.inject({
        method: 'POST',
        url: `${API}/conversations/${thread.id}/messages`,
        cookies: withSession(sender.token),
        ...form,
      });
      expect(refused.statusCode, `${file.filename}: ${refused.body}`).toBe(400);
      expect(refused.json().error).toMatchObject({ code: 'file_type', message: messageMessages.imageType });
    }
    expect((await page(sender, thread.id)).messages).toEqual(before.messages);
  });
});

describe('pages and read marks', () => {
  it('pages backwards by server id, each page in ascending order', async () => {
    const pager = await caller(t, 'traveler', 'Paula Pager');
    const thread = await support(pager);
    for (let i = 1; i <= 7; i += 1) await ok<Message>(await say(pager, thread.id, `m${i}`), 201);
    const bodies: string[][] = [];
    let before: string | null = null;
    do {
      const query: Record<string, string> = { limit: '3', ...(before ? { before } : {}) };
      const current = await page(pager, thread.id, query);
      const ids = current.messages.map((m) => Number(m.id));
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      bodies.push(current.messages.map((m) => m.body));
      before = current.nextBefore;
    } while (before);
    expect(bodies.slice(0, 2)).toEqual([
      ['m5', 'm6', 'm7'],
      ['m2', 'm3', 'm4'],
    ]);
    expect(bodies[2]).toEqual([messageMessages.greeting('Paula'), 'm1']);
  });

  it('marks read per side, never backwards, and never past the newest message', async () => {
    const reader = await caller(t, 'traveler', 'Rita Reader');
    const thread = await support(reader);
    const a = await ok<Message>(await say(staff, thread.id, 'one'), 201);
    const b = await ok<Message>(await say(staff, thread.id, 'two'), 201);
    expect((await support(reader)).unread).toBe(3);
    expect(
      (await ok<Conversation>(await post(reader, `/conversations/${thread.id}/read`, { upToId: a.id })))
        .unread,
    ).toBe(1);
    // Backwards: no change.
    const back = await post(reader, `/conversations/${thread.id}/read`, { upToId: '1' });
    expect((await ok<Conversation>(back)).unread).toBe(1);
    // Far ahead: stops at the newest, so the next message is unread.
    await post(reader, `/conversations/${thread.id}/read`, { upToId: String(Number(b.id) + 1000) });
    await ok<Message>(await say(staff, thread.id, 'three'), 201);
    expect((await support(reader)).unread).toBe(1);
    expect((await page(reader, thread.id)).lastReadId).toBe(b.id);
    // The user's read mark is theirs: the staff side still has its own.
    const bad = await post(reader, `/conversations/${thread.id}/read`, { upToId: 'abc' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('delivery conversations', () => {
  it('is one thread per order for its sender, its traveler and staff; 404 for others', async () => {
    const deliveryId = await matchedOrder();
    const mine = await ok<Conversation>(await get(sender, `/orders/${deliveryId}/conversation`));
    expect(mine).toMatchObject({ kind: 'delivery', deliveryId, person: { id: traveler.userId }, unread: 0 });
    const theirs = await ok<Conversation>(await get(traveler, `/orders/${deliveryId}/conversation`));
    expect(theirs.id).toBe(mine.id);
    expect(theirs.person?.id).toBe(sender.userId);
    expect((await ok<Conversation>(await get(staff, `/orders/${deliveryId}/conversation`))).id).toBe(mine.id);
    expect((await get(otherSender, `/orders/${deliveryId}/conversation`)).statusCode).toBe(404);
    expect((await get(otherSender, `/conversations/${mine.id}/messages`)).statusCode).toBe(404);
    expect((await get(sender, '/orders/TT-ZZZZZZ/conversation')).statusCode).toBe(404);

    await ok<Message>(await say(sender, mine.id, 'Hello traveler'), 201);
    const travelerList = await list(traveler);
    expect(travelerList.conversations.find((c) => c.id === mine.id)?.unread).toBe(1);
  });

  it("shows a re-matched order's new traveler only what was said while they were on it (sender and staff: all)", async () => {
    const deliveryId = await matchedOrder();
    const thread = await ok<Conversation>(await get(sender, `/orders/${deliveryId}/conversation`));
    t.clock.advance(1_000);
    await ok<Message>(await say(sender, thread.id, 'The gate code is 4711'), 201);
    await ok<Message>(await say(traveler, thread.id, 'Noted, see you Friday'), 201);
    t.clock.advance(1_000);
    const [match] = await t.db
      .select({ id: matches.id })
      .from(matches)
      .innerJoin(orders, eq(orders.id, matches.orderId))
      .where(and(eq(orders.deliveryId, deliveryId), isNull(matches.unmatchedAt)));
    expect((await post(staff, `/matches/${match?.id}/unmatch`, {})).statusCode).toBe(200);
    t.clock.advance(1_000);
    const next = await caller(t, 'verifiedTraveler', 'Nia Next');
    const nextTrip = await createTrip(t.db, next.userId, { weightAvailableGrams: 50_000 });
    await moveOrder(t, deliveryId, ['matched'], { tripId: nextTrip.id });
    t.clock.advance(1_000);
    await ok<Message>(await say(sender, thread.id, 'Welcome aboard'), 201);

    const seen = await ok<Conversation>(await get(next, `/orders/${deliveryId}/conversation`));
    expect(seen.id).toBe(thread.id);
    expect(seen.lastMessage?.body).toBe('Welcome aboard');
    expect(seen.unread).toBe(1);
    expect((await page(next, thread.id)).messages.map((m) => m.body)).toEqual(['Welcome aboard']);
    const listed = await list(next);
    expect(listed.conversations.find((c) => c.id === thread.id)?.unread).toBe(1);
    const all = ['The gate code is 4711', 'Noted, see you Friday', 'Welcome aboard'];
    expect((await page(sender, thread.id)).messages.map((m) => m.body)).toEqual(all);
    expect((await page(staff, thread.id)).messages.map((m) => m.body)).toEqual(all);
    // The earlier traveler no longer reads the thread at all.
    expect((await get(traveler, `/conversations/${thread.id}/messages`)).statusCode).toBe(404);
  });

  it('answers 409 no_traveler before the order is matched', async () => {
    const order = await placeOrder(t, sender, { weightKg: 0.5 });
    const response = await get(sender, `/orders/${order.deliveryId}/conversation`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(messageMessages.noTraveler);
  });

  it('announces a message after commit to both participants and the staff who joined', async () => {
    const deliveryId = await matchedOrder();
    const thread = await ok<Conversation>(await get(staff, `/orders/${deliveryId}/conversation`));
    await ok<Message>(await say(otherStaff, thread.id, 'Staff here, for the dispute.'), 201);
    const message = await ok<Message>(await say(traveler, thread.id, 'Picked it up.'), 201);
    const expected = { conversationId: thread.id, messageId: message.id };
    for (const who of [sender, traveler, otherStaff]) {
      expect((await eventsOf(who.userId, 'message.created')).map((e) => e.data)).toContainEqual(expected);
    }
    // Staff who never wrote in it are not told (there is no staff-wide broadcast yet).
    expect((await eventsOf(staff.userId, 'message.created')).map((e) => e.data)).not.toContainEqual(expected);
  });

  it('closes for new messages some days after delivery', async () => {
    const deliveryId = await matchedOrder();
    const thread = await ok<Conversation>(await get(sender, `/orders/${deliveryId}/conversation`));
    await moveOrder(t, deliveryId, ['shipping', 'delivered']);
    const open = await ok<Conversation>(await get(sender, `/orders/${deliveryId}/conversation`));
    expect(open.closed).toBe(false);
    expect(open.closesAt).not.toBeNull();
    expect((await say(sender, thread.id, 'Thanks!')).statusCode).toBe(201);

    t.clock.advance(8 * DAY_MS);
    await refreshSessions();
    const closed = await ok<Conversation>(await get(sender, `/orders/${deliveryId}/conversation`));
    expect(closed.closed).toBe(true);
    const refused = await say(traveler, thread.id, 'One more thing');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('conversation_closed');
    // Still readable.
    expect((await page(sender, thread.id)).messages.at(-1)?.body).toBe('Thanks!');
  });

  it('answers a closed thread and the rate limit before it decodes an image (check, then decode)', async () => {
    // A PNG cut short: its type is seen in the first bytes, the decoder refuses it (400 file_type). Answered
    // 409 or 429 instead, the image was never decoded.
    const broken = { ...png('box.png', pngBytes().subarray(0, 60)), name: 'image' };
    const sendBroken = (who: Caller, conversationId: string) =>
      t.app.inject({
        method: 'POST',
        url: `${API}/conversations/${conversationId}/messages`,
        cookies: withSession(who.token),
        ...multipart({ body: 'The box' }, [broken]),
      });

    const deliveryId = await matchedOrder();
    const thread = await ok<Conversation>(await get(sender, `/orders/${deliveryId}/conversation`));
    await moveOrder(t, deliveryId, ['shipping', 'delivered']);
    t.clock.advance(8 * DAY_MS);
    await refreshSessions();
    const closed = await sendBroken(traveler, thread.id);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error.code).toBe('conversation_closed');

    const hasty = await caller(t, 'sender', 'Hasty Sender');
    const own = await support(hasty);
    for (let i = 0; i < MESSAGE_RATE_LIMIT; i += 1) {
      expect((await say(hasty, own.id, `message ${i}`)).statusCode).toBe(201);
    }
    const limited = await sendBroken(hasty, own.id);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
    // Under the limit again, the same broken image reaches the decoder and is refused there.
    t.clock.advance(61_000);
    await refreshSessions();
    const decoded = await sendBroken(hasty, own.id);
    expect(decoded.statusCode).toBe(400);
    expect(decoded.json().error.code).toBe('file_type');
  });
});
