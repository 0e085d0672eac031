import {
  CreatedReceiverLinkSchema,
  ReceiverLinkStatusSchema,
  ReceiverTrackingSchema,
  receiverLinkMessages,
} from '@tote/validation/receiver-links';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { API, useAccountsTestApp, withSession } from '../../../test/accounts';
import { createTrip, moveOrder, placeOrder } from '../../../test/orders';
import { openSession } from '../../../test/people';
import { type Caller, caller, handOverCodeOf } from '../../../test/trips';
import { receiverLinks } from '../../db/schema/receiver-links';
import { hashToken } from '../accounts/tokens';
import { RECEIVER_TRACKING_RATE_LIMIT } from './receiver-links.routes';

// docs/decisions/021-receiver-link.md: the receiver's tracking link, over HTTP on the real app.

const t = useAccountsTestApp();
let sender: Caller;
let otherSender: Caller;
let traveler: Caller;
let tripId: string;

// Each public read comes from its own address unless a test says otherwise, so the per-address limit (real
// time, not the test clock) only counts where a test means it to.
let nextAddress = 1;
const freshAddress = () => `10.1.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

beforeAll(async () => {
  sender = await caller(t, 'sender', 'Grace Okafor');
  otherSender = await caller(t, 'sender', 'Bola Adeyemi');
  traveler = await caller(t, 'verifiedTraveler', 'Amina Uwase');
  tripId = (await createTrip(t.db, traveler.userId)).id;
});

const linkUrl = (deliveryId: string) => `${API}/orders/${deliveryId}/receiver-link`;

function share(who: Caller, deliveryId: string) {
  return t.app.inject({
    method: 'POST',
    url: linkUrl(deliveryId),
    cookies: withSession(who.token),
    payload: {},
  });
}

function revoke(who: Caller, deliveryId: string) {
  return t.app.inject({ method: 'DELETE', url: linkUrl(deliveryId), cookies: withSession(who.token) });
}

function linkStatus(who: Caller, deliveryId: string) {
  return t.app.inject({ method: 'GET', url: linkUrl(deliveryId), cookies: withSession(who.token) });
}

function readLink(token: string, remoteAddress = freshAddress()) {
  return t.app.inject({ method: 'GET', url: `${API}/receiver-links/${token}`, remoteAddress });
}

async function sharedOrder(steps: Parameters<typeof moveOrder>[2] = []) {
  const order = await placeOrder(t, sender, {
    receiverName: 'Claudine Ingabire',
    receiverPhone: '+250788987654',
  });
  if (steps.length > 0) await moveOrder(t, order.deliveryId, steps, { tripId });
  const created = await share(sender, order.deliveryId);
  expect(created.statusCode, created.body).toBe(201);
  return { order, link: CreatedReceiverLinkSchema.parse(created.json()) };
}

function expectGone(response: Awaited<ReturnType<typeof readLink>>) {
  expect(response.statusCode, response.body).toBe(404);
  expect(response.json()).toEqual({
    error: expect.objectContaining({ code: 'not_found', message: receiverLinkMessages.linkNotFound }),
  });
  expect(response.headers['x-robots-tag']).toContain('noindex');
  expect(response.headers['referrer-policy']).toBe('no-referrer');
}

describe('making the link', () => {
  it('gives the sender a 256-bit token once and keeps only its hash', async () => {
    const { order, link } = await sharedOrder();
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.path).toBe(`/track/${link.token}`);
    expect(link.expiresAt).toBeNull();
    const rows = await t.db.select().from(receiverLinks);
    const row = rows.find((r) => r.tokenHash === hashToken(link.token));
    expect(row).toBeDefined();
    expect(JSON.stringify(rows)).not.toContain(link.token);

    const status = await linkStatus(sender, order.deliveryId);
    expect(status.statusCode).toBe(200);
    expect(ReceiverLinkStatusSchema.parse(status.json())).toEqual({
      receiverName: 'Claudine Ingabire',
      link: { createdAt: t.clock.now().toISOString(), expiresAt: null },
      canShare: true,
    });
    expect(status.body).not.toContain(link.token);
  });

  it('replaces the previous link: the old one stops at once', async () => {
    const { order, link: first } = await sharedOrder();
    const second = CreatedReceiverLinkSchema.parse((await share(sender, order.deliveryId)).json());
    expect(second.token).not.toBe(first.token);
    expectGone(await readLink(first.token));
    expect((await readLink(second.token)).statusCode).toBe(200);
    const active = await t.db.select().from(receiverLinks).where(eq(receiverLinks.orderId, order.id));
    expect(active.filter((row) => row.revokedAt === null)).toHaveLength(1);
  });

  it('is the order’s sender’s alone: another sender gets 404 to make, read or end it', async () => {
    const { order, link } = await sharedOrder();
    expect((await share(otherSender, order.deliveryId)).statusCode).toBe(404);
    expect((await linkStatus(otherSender, order.deliveryId)).statusCode).toBe(404);
    expect((await revoke(otherSender, order.deliveryId)).statusCode).toBe(404);
    expect((await readLink(link.token)).statusCode).toBe(200);
  });

  it('refuses a cancelled order (409) and a cancel ends its link', async () => {
    const { order, link } = await sharedOrder();
    await moveOrder(t, order.deliveryId, ['cancelled']);
    expectGone(await readLink(link.token));
    const again = await share(sender, order.deliveryId);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'order_closed',
      message: receiverLinkMessages.orderClosed,
    });
    expect(ReceiverLinkStatusSchema.parse((await linkStatus(sender, order.deliveryId)).json())).toMatchObject(
      {
        link: null,
        canShare: false,
      },
    );
  });
});

describe('reading the link (signed out)', () => {
  it('shows the timeline, the traveler’s first name and the arrival, and nothing personal', async () => {
    const { order, link } = await sharedOrder(['matched']);
    const response = await readLink(link.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['x-robots-tag']).toContain('noindex');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cache-control']).toBe('no-store');
    const view = ReceiverTrackingSchema.parse(response.json());
    expect(view).toMatchObject({
      deliveryId: order.deliveryId,
      status: 'matched',
      travelerFirstName: 'Amina',
      expiresAt: null,
    });
    expect(view.estimatedDeliveryAt).not.toBeNull();
    expect(view.events.map((event) => event.type)).toEqual(['placed', 'matched']);
    expect(Object.keys(view).sort()).toEqual(
      [
        'createdAt',
        'deliveryId',
        'estimatedDeliveryAt',
        'events',
        'expiresAt',
        'handOverCode',
        'status',
        'travelerFirstName',
      ].sort(),
    );
    // None of the people's other details, wherever they might hide.
    for (const secret of [
      'Uwase',
      'Okafor',
      'Grace',
      'Claudine',
      'Ingabire',
      '+250788987654',
      order.pickupAddress,
      order.deliveryAddress,
      sender.email,
      traveler.email,
      String(order.price.amountMinor),
      'amountMinor',
    ]) {
      expect(response.body).not.toContain(secret);
    }
  });

  it('shows the hand-over code only while matched or shipping', async () => {
    const { order, link } = await sharedOrder();
    expect(ReceiverTrackingSchema.parse((await readLink(link.token)).json()).handOverCode).toBeNull();

    await moveOrder(t, order.deliveryId, ['matched'], { tripId });
    const code = await handOverCodeOf(t, order.deliveryId);
    expect(code).toMatch(/^\d{6}$/);
    expect(ReceiverTrackingSchema.parse((await readLink(link.token)).json()).handOverCode).toBe(code);

    await moveOrder(t, order.deliveryId, ['shipping']);
    expect(ReceiverTrackingSchema.parse((await readLink(link.token)).json()).handOverCode).toBe(code);

    await moveOrder(t, order.deliveryId, ['delivered']);
    const delivered = ReceiverTrackingSchema.parse((await readLink(link.token)).json());
    expect(delivered.status).toBe('delivered');
    expect(delivered.handOverCode).toBeNull();
  });

  it('stops working at once when the sender revokes it', async () => {
    const { order, link } = await sharedOrder(['matched']);
    expect((await readLink(link.token)).statusCode).toBe(200);
    const revoked = await revoke(sender, order.deliveryId);
    expect(revoked.statusCode).toBe(204);
    expectGone(await readLink(link.token));
    expect(
      ReceiverLinkStatusSchema.parse((await linkStatus(sender, order.deliveryId)).json()).link,
    ).toBeNull();
    // Ending it again is not an error.
    expect((await revoke(sender, order.deliveryId)).statusCode).toBe(204);
  });

  it('expires 7 days after delivery (the test clock), not before', async () => {
    const { order, link } = await sharedOrder(['matched', 'shipping']);
    await moveOrder(t, order.deliveryId, ['delivered']);
    const deliveredAt = t.clock.now().getTime();
    const view = ReceiverTrackingSchema.parse((await readLink(link.token)).json());
    expect(view.expiresAt).toBe(new Date(deliveredAt + 7 * 24 * 3600_000).toISOString());

    t.clock.advance(7 * 24 * 3600_000 - 1000);
    expect((await readLink(link.token)).statusCode).toBe(200);
    t.clock.advance(1000);
    expectGone(await readLink(link.token));
    // A week on, the sender signs in again (sessions end too) and cannot share it anew.
    sender = { ...sender, token: await openSession(t.db, t.clock, sender.userId) };
    expect((await share(sender, order.deliveryId)).statusCode).toBe(409);
  });

  it('answers the same 404 for an unknown, malformed or cut token', async () => {
    const { link } = await sharedOrder();
    expectGone(await readLink('A'.repeat(43)));
    expectGone(await readLink('not a token'));
    expectGone(await readLink(link.token.slice(0, 30)));
    expectGone(await readLink(`${link.token}x`));
  });

  it('is rate-limited per address', async () => {
    const { link } = await sharedOrder();
    const address = freshAddress();
    for (let i = 0; i < RECEIVER_TRACKING_RATE_LIMIT.max; i += 1) {
      expect((await readLink(link.token, address)).statusCode).toBe(200);
    }
    const limited = await readLink(link.token, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('too_many_requests');
    expect(limited.headers['x-robots-tag']).toContain('noindex');
    // Another address is not held back by it.
    expect((await readLink(link.token, freshAddress())).statusCode).toBe(200);
  });
});
