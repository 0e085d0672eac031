import { pngBytes } from '@tote/fixtures/factories/orders';
import {
  type Dispute,
  type DisputeList,
  disputeMessages,
  MAX_DISPUTE_PHOTOS,
  type UserDisputes,
} from '@tote/validation/disputes';
import type { Conversation, MessagePage } from '@tote/validation/messages';
import { formatMoney, NotificationListSchema, orderMessages } from '@tote/validation/orders';
import type { Payment } from '@tote/validation/payments';
import type { Wallet } from '@tote/validation/wallet';
import { eq, inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { mailbox, useAccountsTestApp } from '../../../test/accounts';
import {
  call,
  createMoneyWorld,
  deliver,
  type MoneyWorld,
  match,
  openTrip,
  pay,
  pickUp,
  placeOrder,
  releaseAfterHold,
} from '../../../test/money-lifecycle';
import { multipart } from '../../../test/multipart';
import { expectLedgerClean } from '../../../test/payments';
import { createPerson, openSession } from '../../../test/people';
import { earnings } from '../../db/schema/earnings';
import { payments } from '../../db/schema/payments';
import { trips } from '../../db/schema/trips';
import { users } from '../../db/schema/users';
import { SESSION_COOKIE } from '../accounts/accounts.policy';
import { balanceOf } from '../ledger/ledger.service';
import {
  CLEARING_ACCOUNT,
  escrowAccount,
  FEES_ACCOUNT,
  travelerPendingAccount,
} from '../payments/money-accounts';
import { releaseDueEarnings } from '../wallet/wallet.service';

// Disputes over HTTP (docs/decisions/019-disputes.md): who may open one and when, the frozen earning, the three
// resolutions with the ledger's balances after each, and the refusals. ledger:check is clean after every test.

const t = useAccountsTestApp();
const HOUR = 60 * 60 * 1000;
let w: MoneyWorld;
let tripId: string;

beforeEach(async () => {
  w = await createMoneyWorld(t.app, t.db, t.clock);
  tripId = await openTrip(w);
});

/** The estimated arrival of the world's trip (the order's). */
async function arrivalOfTrip(): Promise<Date> {
  const [trip] = await t.db.select({ arrivalAt: trips.arrivalAt }).from(trips).where(eq(trips.id, tripId));
  if (!trip) throw new Error('no trip');
  return trip.arrivalAt;
}

/** Placed, matched, paid and picked up: the money is captured in escrow. */
async function shippedOrder(): Promise<string> {
  const deliveryId = await placeOrder(w, 2);
  await match(w, deliveryId, tripId);
  expect(await pay(w, deliveryId)).toBe('authorized');
  await pickUp(w, deliveryId);
  return deliveryId;
}

async function deliveredOrder(): Promise<string> {
  const deliveryId = await shippedOrder();
  await deliver(w, deliveryId);
  return deliveryId;
}

function openForm(fields: Record<string, string> = {}, photos = 1, content: Uint8Array = pngBytes()) {
  return multipart(
    { reason: 'damaged', description: 'The box arrived crushed and the vase is broken.', ...fields },
    Array.from({ length: photos }, (_, index) => ({
      name: 'photos',
      filename: `photo-${index}.png`,
      type: 'image/png',
      content,
    })),
  );
}

async function openDispute(
  deliveryId: string,
  expect = [201],
  fields: Record<string, string> = {},
  photos: { count?: number; content?: Uint8Array } = {},
) {
  const form = openForm(fields, photos.count, photos.content);
  return call(w, 'sender', 'POST', `/orders/${deliveryId}/disputes`, 'open dispute', {
    payload: form.payload,
    headers: form.headers,
    expect,
  });
}

const resolve = (disputeId: string, body: object, expect = [200]) =>
  call(w, 'staff', 'POST', `/admin/disputes/${disputeId}/resolve`, 'resolve', { payload: body, expect });

async function paymentOf(deliveryId: string) {
  const [row] = await t.db.select().from(payments).where(eq(payments.deliveryId, deliveryId));
  if (!row) throw new Error(`no payment for ${deliveryId}`);
  return row;
}

async function earningOf(deliveryId: string) {
  const [row] = await t.db.select().from(earnings).where(eq(earnings.deliveryId, deliveryId));
  return row;
}

const posted = async (code: string) => (await balanceOf(t.db, code)).posted;

/** The bell of `who`, about one delivery: title and body of each notice, newest first. */
async function noticesAbout(who: 'sender' | 'traveler' | 'staff', deliveryId: string) {
  const list = NotificationListSchema.parse(
    (await call(w, who, 'GET', '/notifications', 'notifications')).json(),
  );
  return list.notifications
    .filter((notice) => notice.deliveryId === deliveryId)
    .map(({ title, body }) => ({ title, body }));
}

async function walletOf(): Promise<Wallet> {
  return (await call(w, 'traveler', 'GET', '/wallet', 'wallet')).json() as Wallet;
}

async function asStranger(
  method: 'GET' | 'POST',
  url: string,
  options: { payload?: unknown; headers?: Record<string, string> } = {},
) {
  const stranger = await createPerson(t.db, t.clock, 'sender', { fullName: 'Sam Stranger' });
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    cookies: { [SESSION_COOKIE]: await openSession(t.db, t.clock, stranger.userId) },
    ...(options.payload !== undefined ? { payload: options.payload as Buffer } : {}),
    ...(options.headers ? { headers: options.headers } : {}),
  });
}

describe('opening a dispute', () => {
  it('opens within the hold with a photo, freezes the earning and makes a thread for sender, traveler and staff', async () => {
    const deliveryId = await deliveredOrder();
    const before = (await call(w, 'sender', 'GET', `/orders/${deliveryId}/disputes`, 'disputes')).json();
    const earning = await earningOf(deliveryId);
    expect(before).toEqual({
      disputes: [],
      canOpen: true,
      openUntil: earning?.availableAt.toISOString(),
      openFrom: null,
    });
    const opened = (await openDispute(deliveryId)).json() as Dispute;
    const after = (await call(w, 'sender', 'GET', `/orders/${deliveryId}/disputes`, 'disputes')).json();
    expect(after).toMatchObject({ canOpen: false, disputes: [{ id: opened.id }] });
    expect(opened).toMatchObject({
      deliveryId,
      status: 'open',
      reason: 'damaged',
      outcome: null,
      refunded: null,
    });
    expect((await earningOf(deliveryId))?.frozen).toBe(true);
    expect((await walletOf()).pendingEarnings).toEqual([
      expect.objectContaining({ deliveryId, frozen: true }),
    ]);

    // The thread: the description and the photo, served to its people and staff only.
    for (const who of ['sender', 'traveler', 'staff'] as const) {
      const thread = (
        await call(w, who, 'GET', `/disputes/${opened.id}/conversation`, 'thread')
      ).json() as Conversation;
      expect(thread).toMatchObject({ kind: 'dispute', deliveryId, closed: false });
    }
    const page = (
      await call(w, 'traveler', 'GET', `/conversations/${opened.conversationId}/messages`, 'messages')
    ).json() as MessagePage;
    expect(page.messages.map((m) => m.body)).toEqual([
      'Damaged: The box arrived crushed and the vase is broken.',
      'Photo 1 of 1',
    ]);
    const imageUrl = page.messages[1]?.imageUrl as string;
    const image = await call(w, 'staff', 'GET', imageUrl.replace('/api/v1', ''), 'photo');
    expect(image.headers['content-type']).toBe('image/png');
    expect((await asStranger('GET', imageUrl.replace('/api/v1', ''))).statusCode).toBe(404);
    expect((await asStranger('GET', `/disputes/${opened.id}/conversation`)).statusCode).toBe(404);
    expect((await asStranger('GET', `/orders/${deliveryId}/disputes`)).statusCode).toBe(404);

    // The traveler answers with evidence in the thread.
    const answer = multipart({ body: 'It left me packed and intact: here is the photo I took.' }, [
      { name: 'image', filename: 'proof.png', type: 'image/png', content: pngBytes() },
    ]);
    await call(w, 'traveler', 'POST', `/conversations/${opened.conversationId}/messages`, 'answer', {
      payload: answer.payload,
      headers: answer.headers,
    });

    // The scheduler does not release a frozen earning, even long after its hold.
    await releaseAfterHold(w);
    expect(await releaseDueEarnings(t.db, t.clock.now())).toEqual({ released: 0, failed: 0 });
    expect((await walletOf()).available.amountMinor).toBe(0);
    await expectLedgerClean(t);
  });

  it('refuses after the hold, a second dispute, a stranger and a traveler', async () => {
    const deliveryId = await deliveredOrder();
    const stranger = openForm();
    const refusedStranger = await asStranger('POST', `/orders/${deliveryId}/disputes`, {
      payload: stranger.payload,
      headers: stranger.headers,
    });
    expect(refusedStranger.statusCode).toBe(404);
    const asTraveler = openForm();
    await call(w, 'traveler', 'POST', `/orders/${deliveryId}/disputes`, 'traveler opens', {
      payload: asTraveler.payload,
      headers: asTraveler.headers,
      expect: [403],
    });

    await openDispute(deliveryId);
    const second = await openDispute(deliveryId, [409]);
    expect(second.json().error.code).toBe('dispute_already_open');

    const late = await deliveredOrder();
    t.clock.advance(72 * HOUR + 60_000);
    const refused = await openDispute(late, [409]);
    expect(refused.json().error).toMatchObject({
      code: 'dispute_window_closed',
      message:
        'The time to open a dispute about this delivery is over: the payment was released to the traveler.',
    });
  });

  it('refuses an undelivered order until 48 hours past its estimated arrival, and holds its escrow meanwhile', async () => {
    const deliveryId = await shippedOrder();
    const arrival = await arrivalOfTrip();
    t.clock.set(new Date(arrival.getTime() + 47 * HOUR));
    const early = await openDispute(deliveryId, [409], { reason: 'not_delivered' });
    expect(early.json().error.code).toBe('dispute_too_early');

    t.clock.set(new Date(arrival.getTime() + 48 * HOUR));
    await openDispute(deliveryId, [201], { reason: 'not_delivered' });
    // Delivered late, while the dispute is open: the earning is recorded frozen and the scheduler keeps it.
    await deliver(w, deliveryId);
    expect((await earningOf(deliveryId))?.frozen).toBe(true);
    await releaseAfterHold(w);
    expect((await walletOf()).available.amountMinor).toBe(0);
    await expectLedgerClean(t);
  });

  it('refuses an order without a traveler', async () => {
    const deliveryId = await placeOrder(w, 1);
    t.clock.advance(30 * 24 * HOUR);
    const refused = await openDispute(deliveryId, [409]);
    expect(refused.json().error.code).toBe('dispute_not_possible');
  });

  it('tells the sender and the traveler on their bells that a dispute was opened', async () => {
    const deliveryId = await deliveredOrder();
    await openDispute(deliveryId);
    const aboutDisputes = async (who: 'sender' | 'traveler') =>
      (await noticesAbout(who, deliveryId)).filter((notice) => /dispute/i.test(notice.title));
    expect(await aboutDisputes('sender')).toEqual([
      {
        title: 'Dispute opened',
        body: `We received your dispute about delivery ${deliveryId}. Tote staff will look into it.`,
      },
    ]);
    expect(await aboutDisputes('traveler')).toEqual([
      {
        title: 'A dispute was opened',
        body: `The sender of delivery ${deliveryId} opened a dispute (Damaged). Your earning for it is on hold: answer in the dispute's conversation.`,
      },
    ]);
  });

  it('refuses a file that is not an image and more photos than it takes, with the field’s message (never a 500)', async () => {
    const deliveryId = await deliveredOrder();
    // Text sent as image/png: its bytes say otherwise.
    const text = new TextEncoder().encode('Not a photo at all, just words about the vase.');
    const notImage = await openDispute(deliveryId, [400], {}, { content: text });
    expect(notImage.json().error).toMatchObject({
      code: 'file_type',
      message: orderMessages.imageType,
      fields: { photos: orderMessages.imageType },
    });
    const tooMany = await openDispute(deliveryId, [400], {}, { count: MAX_DISPUTE_PHOTOS + 1 });
    expect(tooMany.json().error).toMatchObject({
      code: 'too_many_files',
      message: disputeMessages.tooManyPhotos,
      fields: { photos: disputeMessages.tooManyPhotos },
    });
    expect(disputeMessages.tooManyPhotos).toBe('Add at most 4 photos.');
    // Neither opened anything: four photos still do.
    const still = (await call(w, 'sender', 'GET', `/orders/${deliveryId}/disputes`, 'disputes')).json();
    expect(still).toMatchObject({ disputes: [], canOpen: true });
    await openDispute(deliveryId, [201], {}, { count: MAX_DISPUTE_PHOTOS });
  });

  it('answers an open dispute and a closed window before it decodes the photos (check, then decode)', async () => {
    // A PNG cut short: its type is seen in the first bytes, the decoder refuses it (400 file_type). Answered
    // 409 instead, the photo was never decoded.
    const broken = { content: pngBytes().subarray(0, 60) };
    const [deliveryId, late, shipped] = [
      await deliveredOrder(),
      await deliveredOrder(),
      await shippedOrder(),
    ];
    await openDispute(deliveryId);
    const second = await openDispute(deliveryId, [409], {}, broken);
    expect(second.json().error.code).toBe('dispute_already_open');

    t.clock.advance(72 * HOUR + 60_000);
    const closed = await openDispute(late, [409], {}, broken);
    expect(closed.json().error.code).toBe('dispute_window_closed');

    const arrival = (await arrivalOfTrip()).getTime();
    t.clock.set(new Date(arrival + 47 * HOUR));
    const early = await openDispute(shipped, [409], { reason: 'not_delivered' }, broken);
    expect(early.json().error.code).toBe('dispute_too_early');

    // Inside the window, the same photo reaches the decoder and is refused there; no dispute is opened.
    t.clock.set(new Date(arrival + 49 * HOUR));
    const decoded = await openDispute(shipped, [400], { reason: 'not_delivered' }, broken);
    expect(decoded.json().error.code).toBe('file_type');
    const none = (await call(w, 'sender', 'GET', `/orders/${shipped}/disputes`, 'disputes')).json();
    expect(none).toMatchObject({ disputes: [], canOpen: true });
  });
});

describe('resolving a dispute', () => {
  async function disputed(deliveryId: string) {
    const opened = (await openDispute(deliveryId)).json() as Dispute;
    const queue = (await call(w, 'staff', 'GET', '/admin/disputes', 'queue')).json() as DisputeList;
    expect(queue.disputes.map((d) => d.id)).toContain(opened.id);
    return opened;
  }

  it('a full refund of a delivered order takes the carriage back from the pending earning and the fee from revenue', async () => {
    const deliveryId = await deliveredOrder();
    const payment = await paymentOf(deliveryId);
    const [clearing, fees] = [await posted(CLEARING_ACCOUNT), await posted(FEES_ACCOUNT)];
    const dispute = await disputed(deliveryId);
    const resolved = (
      await resolve(dispute.id, { outcome: 'full_refund', note: 'The photos show the vase broken.' })
    ).json() as Dispute;
    expect(resolved).toMatchObject({
      status: 'resolved',
      outcome: 'full_refund',
      refunded: { amountMinor: payment.totalMinor, currency: 'USD' },
    });
    expect(await posted(travelerPendingAccount(w.travelerId))).toBe(0);
    expect(await posted(CLEARING_ACCOUNT)).toBe(clearing + payment.totalMinor);
    expect(await posted(FEES_ACCOUNT)).toBe(fees - payment.serviceFeeMinor);
    expect((await paymentOf(deliveryId)).refundedMinor).toBe(payment.totalMinor);
    expect(
      await t.app.testPaymentProvider?.countOperations(payment.providerPaymentId as string, 'refund'),
    ).toBe(1);
    const shown = (
      await call(w, 'sender', 'GET', `/orders/${deliveryId}/payment`, 'payment')
    ).json() as Payment;
    expect(shown.refunded.amountMinor).toBe(payment.totalMinor);
    // Nothing is left to release, and the thread closed.
    await releaseAfterHold(w);
    expect((await walletOf()).available.amountMinor).toBe(0);
    const thread = (
      await call(w, 'sender', 'GET', `/disputes/${dispute.id}/conversation`, 'thread')
    ).json() as Conversation;
    expect(thread.closed).toBe(true);
    await expectLedgerClean(t);
  });

  it('a partial refund of a delivered order refunds that amount and releases the rest of the earning', async () => {
    const deliveryId = await deliveredOrder();
    const payment = await paymentOf(deliveryId);
    const clearing = await posted(CLEARING_ACCOUNT);
    const half = Math.floor(payment.totalMinor / 2);
    const dispute = await disputed(deliveryId);
    await resolve(dispute.id, {
      outcome: 'partial_refund',
      refundMinor: half,
      note: 'One item of two broke.',
    });
    const travelerShare = Math.min(half, payment.carriageMinor);
    expect(await posted(travelerPendingAccount(w.travelerId))).toBe(payment.carriageMinor - travelerShare);
    expect(await posted(CLEARING_ACCOUNT)).toBe(clearing + half);
    expect(await earningOf(deliveryId)).toMatchObject({ frozen: false, refundedMinor: travelerShare });
    const wallet = await walletOf();
    expect(wallet.pendingEarnings).toEqual([
      expect.objectContaining({
        deliveryId,
        frozen: false,
        amount: { amountMinor: payment.carriageMinor - travelerShare, currency: 'USD' },
      }),
    ]);
    await releaseAfterHold(w);
    expect((await walletOf()).available.amountMinor).toBe(payment.carriageMinor - travelerShare);
    const receipt = (await call(w, 'sender', 'GET', `/orders/${deliveryId}/receipt`, 'receipt')).json();
    expect(receipt.refunded).toEqual({ amountMinor: half, currency: 'USD' });
    await expectLedgerClean(t);
  });

  it('a release unfreezes the earning for the scheduler', async () => {
    const deliveryId = await deliveredOrder();
    const payment = await paymentOf(deliveryId);
    const clearing = await posted(CLEARING_ACCOUNT);
    const dispute = await disputed(deliveryId);
    const resolved = (
      await resolve(dispute.id, { outcome: 'release', note: 'The photos show no damage.' })
    ).json();
    expect(resolved).toMatchObject({ outcome: 'release', refunded: { amountMinor: 0 } });
    expect(await posted(CLEARING_ACCOUNT)).toBe(clearing);
    expect(
      await t.app.testPaymentProvider?.countOperations(payment.providerPaymentId as string, 'refund'),
    ).toBe(0);
    await releaseAfterHold(w);
    expect((await walletOf()).available.amountMinor).toBe(payment.carriageMinor);
    await expectLedgerClean(t);
  });

  it('settles an undelivered order out of escrow: a partial refund releases the rest, a full refund returns all', async () => {
    const partial = await shippedOrder();
    const full = await shippedOrder();
    t.clock.set(new Date((await arrivalOfTrip()).getTime() + 49 * HOUR));
    const payment = await paymentOf(partial);
    const third = Math.floor(payment.totalMinor / 3);
    const first = (await openDispute(partial, [201], { reason: 'not_delivered' })).json() as Dispute;
    await resolve(first.id, { outcome: 'partial_refund', refundMinor: third, note: 'Late, but it arrived.' });
    expect(await posted(escrowAccount(payment.orderId))).toBe(0);
    expect(await paymentOf(partial)).toMatchObject({ status: 'released', refundedMinor: third });
    expect(await posted(travelerPendingAccount(w.travelerId))).toBe(
      payment.carriageMinor - Math.min(third, payment.carriageMinor),
    );

    const second = (await openDispute(full, [201], { reason: 'not_delivered' })).json() as Dispute;
    await resolve(second.id, { outcome: 'full_refund', note: 'Never delivered.' });
    const fullPayment = await paymentOf(full);
    expect(fullPayment).toMatchObject({ status: 'refunded', refundedMinor: fullPayment.totalMinor });
    expect(await posted(escrowAccount(fullPayment.orderId))).toBe(0);
    await expectLedgerClean(t);
  });

  it('tells both sides of the resolution on their bells and by email, with staff’s reason', async () => {
    const deliveryId = await deliveredOrder();
    const payment = await paymentOf(deliveryId);
    const dispute = await disputed(deliveryId);
    const note = 'The photos show the vase broken.';
    await resolve(dispute.id, { outcome: 'full_refund', note });
    const refund = formatMoney({ amountMinor: payment.totalMinor, currency: 'USD' });
    const senderSays = `Your dispute about delivery ${deliveryId} is resolved: ${refund} goes back to your card.`;
    const travelerSays = `The dispute about delivery ${deliveryId} is resolved: ${refund} was refunded to the sender; the rest of your earning is released.`;
    expect((await noticesAbout('sender', deliveryId))[0]).toEqual({
      title: 'Dispute resolved',
      body: senderSays,
    });
    expect((await noticesAbout('traveler', deliveryId))[0]).toEqual({
      title: 'Dispute resolved',
      body: travelerSays,
    });

    const people = await t.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.id, [w.senderId, w.travelerId]));
    const emailOf = (id: string) => people.find((person) => person.id === id)?.email as string;
    for (const [userId, says] of [
      [w.senderId, senderSays],
      [w.travelerId, travelerSays],
    ] as const) {
      const mails = (await mailbox(t, emailOf(userId))).filter((mail) => mail.subject === 'Dispute resolved');
      expect(mails).toHaveLength(1);
      expect(mails[0]?.text).toContain(says);
      expect(mails[0]?.text).toContain(`Tote's reason: ${note}`);
    }
  });

  it('lists the open queue oldest first, and the resolved ones latest resolved first', async () => {
    const opened: string[] = [];
    for (const deliveryId of [await deliveredOrder(), await deliveredOrder(), await deliveredOrder()]) {
      opened.push(((await openDispute(deliveryId)).json() as Dispute).id);
      t.clock.advance(60_000);
    }
    // The earlier tests' disputes are in the queue too: only this test's are compared.
    const queue = async (status?: string) =>
      (
        (
          await call(w, 'staff', 'GET', `/admin/disputes${status ? `?status=${status}` : ''}`, 'queue')
        ).json() as DisputeList
      ).disputes
        .map((d) => d.id)
        .filter((id) => opened.includes(id));
    expect(await queue()).toEqual(opened);
    expect(await queue('open')).toEqual(opened);

    const [first, second, third] = opened as [string, string, string];
    await resolve(third, { outcome: 'release', note: 'No damage shown.' });
    t.clock.advance(60_000);
    await resolve(first, { outcome: 'release', note: 'No damage shown.' });
    expect(await queue()).toEqual([second]);
    expect(await queue('resolved')).toEqual([first, third]);
  });

  it('refuses a resolution without a reason (400, the note’s message) and leaves the dispute open', async () => {
    const deliveryId = await deliveredOrder();
    const dispute = await disputed(deliveryId);
    for (const body of [{ outcome: 'release' }, { outcome: 'full_refund', note: '   ' }]) {
      const refused = await resolve(dispute.id, body, [400]);
      expect(refused.json().error.fields).toEqual({ note: disputeMessages.noteRequired });
    }
    const still = (await call(w, 'sender', 'GET', `/orders/${deliveryId}/disputes`, 'disputes')).json();
    expect(still.disputes).toEqual([expect.objectContaining({ id: dispute.id, status: 'open' })]);
    expect((await earningOf(deliveryId))?.frozen).toBe(true);
    await expectLedgerClean(t);
  });

  it('refuses a refund above what was paid, resolving twice and reopening', async () => {
    const deliveryId = await deliveredOrder();
    const payment = await paymentOf(deliveryId);
    const dispute = await disputed(deliveryId);
    const above = await resolve(
      dispute.id,
      { outcome: 'partial_refund', refundMinor: payment.totalMinor + 1, note: 'Too generous.' },
      [422],
    );
    expect(above.json().error.code).toBe('refund_above_paid');
    expect(above.json().error.message).toMatch(/^A refund cannot be more than the \$[\d.,]+ paid\.$/);
    expect((await earningOf(deliveryId))?.frozen).toBe(true);

    await resolve(dispute.id, { outcome: 'release', note: 'No damage shown.' });
    const twice = await resolve(dispute.id, { outcome: 'full_refund', note: 'Changed my mind.' }, [409]);
    expect(twice.json().error.code).toBe('dispute_already_resolved');
    const reopened = await openDispute(deliveryId, [409]);
    expect(reopened.json().error.code).toBe('dispute_resolved');

    // Staff see it on each person's profile.
    const ofTraveler = (
      await call(w, 'staff', 'GET', `/admin/users/${w.travelerId}/disputes`, 'user disputes')
    ).json() as UserDisputes;
    expect(ofTraveler).toMatchObject({ total: 1, open: 0 });
    expect(ofTraveler.disputes[0]).toMatchObject({ side: 'traveler', outcome: 'release' });
    await expectLedgerClean(t);
  });
});
