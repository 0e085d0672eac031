import { commonErrors } from '@tote/validation/contract';
import {
  DISPUTE_LATE_HOURS,
  DISPUTE_REASON_LABELS,
  type Dispute,
  type DisputeList,
  type DisputeStatus,
  disputeErrors,
  type OpenDispute,
  type OrderDisputes,
  type ResolveDispute,
  type UserDisputes,
} from '@tote/validation/disputes';
import type { Currency, Money } from '@tote/validation/orders';
import { DEFAULT_RELEASE_HOLD_HOURS } from '@tote/validation/wallet';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { DisputeRow } from '../../db/schema/disputes';
import { raise } from '../../errors';
import type { Clock } from '../../plugins/clock';
import type { Mailer } from '../../plugins/mail';
import type { SessionUser } from '../accounts/users';
import { publishOnCommit } from '../events/publish';
import { disputeConversation, startDisputeThread } from '../messages/dispute-thread';
import { notify } from '../notifications/notifications.service';
import { findOrderByDeliveryId, lockOrder } from '../orders/order-records';
import { holdForDispute, refundAtProvider, settleDisputeMoney } from '../payments/dispute-money';
import { type PaymentProviderAdapter, ProviderUnavailable } from '../payments/provider';
import { reserveUploadRoom, type UploadForm } from '../uploads/uploads';
import { disputeNotices, disputeResolvedMail } from './disputes.notices';
import * as repo from './disputes.repo';

/**
 * Disputes (docs/product/sender.md, Open a dispute; docs/decisions/019-disputes.md).
 *
 * OPEN: the order's sender, while the earning's hold runs after the hand-over (`available_at`), or once an order
 * not delivered is DISPUTE_LATE_HOURS past its estimated arrival. Checked once read-only before the photos are
 * decoded, then again on one transaction, the order locked: the
 * dispute row (one per order: the unique index decides a race), the payment marked and the earning frozen
 * (payments' holdForDispute), the thread with the description and photos (messages), the notices.
 *
 * RESOLVE: staff, the order locked then the dispute: a resolved one answers 409. The money moves on the same
 * transaction (payments' settleDisputeMoney, which refuses a refund above what was paid); the provider refund
 * of that amount follows the commit with the key `dispute-refund:<id>` (retried by the scheduler while owed),
 * then the emails.
 */

export interface DisputesDeps {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  mailer: Mailer;
  provider: PaymentProviderAdapter;
}

const HOUR_MS = 60 * 60 * 1000;
const QUEUE_LIMIT = 200;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const moneyOf = (amountMinor: number, currency: string): Money => ({
  amountMinor,
  currency: currency as Currency,
});

function toDispute(view: repo.DisputeView): Dispute {
  const { dispute, payment } = view;
  const paidStatuses = ['captured', 'released', 'refunded'];
  return {
    id: dispute.id,
    deliveryId: dispute.deliveryId,
    senderName: view.senderName,
    travelerName: view.travelerName,
    reason: dispute.reason,
    description: dispute.description,
    status: dispute.status,
    outcome: dispute.outcome,
    refunded: dispute.refundMinor === null ? null : moneyOf(dispute.refundMinor, dispute.currency ?? 'USD'),
    paid:
      payment && paidStatuses.includes(payment.status) ? moneyOf(payment.totalMinor, payment.currency) : null,
    resolutionNote: dispute.resolutionNote,
    openedAt: dispute.openedAt.toISOString(),
    resolvedAt: dispute.resolvedAt?.toISOString() ?? null,
    conversationId: view.conversationId,
  };
}

/**
 * When the order may be disputed (docs/product/sender.md, Open a dispute): delivered, until the earning's hold
 * ends (`available_at`); not delivered, from DISPUTE_LATE_HOURS past the estimated arrival. Null: never.
 */
function windowOf(facts: repo.OpeningFacts): { from: Date | null; until: Date | null } | null {
  if (facts.status === 'delivered') {
    const hold = facts.releaseHoldHours ?? DEFAULT_RELEASE_HOLD_HOURS;
    const until =
      facts.earningAvailableAt ??
      (facts.deliveredAt ? new Date(facts.deliveredAt.getTime() + hold * HOUR_MS) : null);
    return { from: null, until };
  }
  if (facts.status === 'cancelled' || !facts.travelerId || !facts.arrivalAt) return null;
  return { from: new Date(facts.arrivalAt.getTime() + DISPUTE_LATE_HOURS * HOUR_MS), until: null };
}

/** Why this order cannot be disputed now, or null when it can. */
function refusalOf(facts: repo.OpeningFacts, now: Date) {
  const window = windowOf(facts);
  if (!window) return disputeErrors.notDisputable;
  if (window.until && now >= window.until) return disputeErrors.afterHold;
  if (window.from && now < window.from) return disputeErrors.tooEarly;
  return null;
}

/** The order's opening facts; refuses one that has its dispute already or is outside its window. */
async function openableFacts(db: Database, orderId: string, now: Date): Promise<repo.OpeningFacts> {
  const existing = await repo.findDisputeOfOrder(db, orderId);
  if (existing) {
    throw raise(existing.status === 'open' ? disputeErrors.alreadyOpen : disputeErrors.alreadyResolved);
  }
  const facts = await repo.openingFacts(db, orderId);
  if (!facts) throw raise(commonErrors.notFound);
  const refusal = refusalOf(facts, now);
  if (refusal) throw raise(refusal);
  return facts;
}

export function createDisputesService({ db, clock, log, mailer, provider }: DisputesDeps) {
  async function view(id: string): Promise<Dispute> {
    const found = await repo.findDisputeView(db, id);
    if (!found) throw raise(commonErrors.notFound);
    return toDispute(found);
  }

  /** The provider's half of a refund, after the commit; left owed (and logged) when the provider is down. */
  async function refundOwed(dispute: DisputeRow): Promise<void> {
    if (!dispute.refundDueSince || !dispute.refundMinor) return;
    const found = await repo.findDisputeView(db, dispute.id);
    const providerPaymentId = found?.payment?.providerPaymentId;
    if (!providerPaymentId) return;
    try {
      const providerRefundId = await refundAtProvider(provider, {
        providerPaymentId,
        disputeId: dispute.id,
        amount: moneyOf(dispute.refundMinor, dispute.currency ?? 'USD'),
      });
      await db.transaction(async (tx) => {
        const locked = await repo.lockDispute(tx, dispute.id);
        if (locked?.refundDueSince) {
          await repo.updateDispute(tx, dispute.id, { refundDueSince: null, providerRefundId });
        }
      });
    } catch (error) {
      if (!(error instanceof ProviderUnavailable)) throw error;
      log.warn({ err: error, disputeId: dispute.id }, 'the provider did not answer a refund; it stays owed');
    }
  }

  return {
    /** The sender opens a dispute; the photos were read by the route (stored here, kept once committed). */
    async open(
      sender: SessionUser,
      deliveryId: string,
      input: OpenDispute,
      photos: Pick<UploadForm, 'storeFiles' | 'keep' | 'fileCount'>,
    ): Promise<Dispute> {
      const order = await findOrderByDeliveryId(db, deliveryId);
      if (!order || order.senderId !== sender.id) throw raise(commonErrors.notFound);
      // Check first (read only), then decode: a dispute already there or a window not open is answered without
      // the photos decoded and re-encoded; the transaction checks both again under the order's lock.
      await openableFacts(db, order.id, clock.now());
      const stored = photos.fileCount > 0 ? await photos.storeFiles() : [];
      const now = clock.now();
      const id = await db.transaction(async (tx) => {
        await lockOrder(tx, order.id);
        const facts = await openableFacts(tx, order.id, now);
        const travelerId = facts.travelerId as string;
        if (stored.length > 0) await reserveUploadRoom(tx, sender.id, stored, 'photos');
        const dispute = await repo.insertDispute(tx, {
          orderId: order.id,
          deliveryId: order.deliveryId,
          senderId: sender.id,
          travelerId,
          paymentId: facts.paymentId,
          reason: input.reason,
          description: input.description,
          status: 'open',
          openedAt: now,
        });
        if (!dispute) throw raise(disputeErrors.alreadyOpen);
        await holdForDispute(tx, order.id, now);
        await startDisputeThread(tx, {
          orderId: order.id,
          senderId: sender.id,
          travelerId,
          body: `${DISPUTE_REASON_LABELS[input.reason]}: ${input.description}`,
          photos: stored,
          at: now,
        });
        await notify(
          tx,
          {
            userId: sender.id,
            ...disputeNotices.openedForSender(order.deliveryId),
            deliveryId: order.deliveryId,
          },
          now,
        );
        await notify(
          tx,
          {
            userId: travelerId,
            ...disputeNotices.openedForTraveler(order.deliveryId, input.reason),
            deliveryId: order.deliveryId,
          },
          now,
        );
        await publishOnCommit(
          tx,
          [sender.id, travelerId],
          { type: 'order.changed', deliveryId: order.deliveryId },
          { staff: true },
        );
        return dispute.id;
      });
      photos.keep();
      return view(id);
    },

    /** The order's dispute (zero or one), for its sender, its traveler (then or now) or staff; else 404. */
    async listForOrder(viewer: SessionUser, deliveryId: string): Promise<OrderDisputes> {
      const order = await findOrderByDeliveryId(db, deliveryId);
      if (!order) throw raise(commonErrors.notFound);
      const views = await repo.listDisputesOfOrder(db, order.id);
      const facts = await repo.openingFacts(db, order.id);
      const isSender = order.senderId === viewer.id;
      const allowed =
        viewer.isStaff ||
        isSender ||
        facts?.travelerId === viewer.id ||
        views.some((v) => v.dispute.travelerId === viewer.id);
      if (!allowed || !facts) throw raise(commonErrors.notFound);
      const window = windowOf(facts);
      return {
        disputes: views.map(toDispute),
        canOpen: isSender && views.length === 0 && refusalOf(facts, clock.now()) === null,
        openUntil: window?.until?.toISOString() ?? null,
        openFrom: window?.from?.toISOString() ?? null,
      };
    },

    conversation(viewer: SessionUser, disputeId: string) {
      return disputeConversation({ db, clock }, viewer, disputeId);
    },

    /** Staff: the queue, oldest first. */
    async queue(status: DisputeStatus): Promise<DisputeList> {
      return { disputes: (await repo.listQueue(db, status, QUEUE_LIMIT)).map(toDispute) };
    },

    async resolve(staff: SessionUser, disputeId: string, input: ResolveDispute): Promise<Dispute> {
      if (!UUID.test(disputeId)) throw raise(commonErrors.notFound);
      const found = await repo.findDispute(db, disputeId);
      if (!found) throw raise(commonErrors.notFound);
      const now = clock.now();
      const resolved = await db.transaction(async (tx) => {
        // The order first, like every path that moves its money (ADR 017's lock order), then the dispute.
        await lockOrder(tx, found.orderId);
        const dispute = await repo.lockDispute(tx, disputeId);
        if (!dispute) throw raise(commonErrors.notFound);
        if (dispute.status !== 'open') throw raise(disputeErrors.resolved);
        const settlement = await settleDisputeMoney(tx, {
          orderId: dispute.orderId,
          disputeId,
          outcome: input.outcome,
          refundMinor: input.refundMinor,
          at: now,
        });
        const owed = settlement.refundMinor > 0 && Boolean(settlement.payment?.providerPaymentId);
        const updated = await repo.updateDispute(tx, disputeId, {
          status: 'resolved',
          outcome: input.outcome,
          refundMinor: settlement.refundMinor,
          currency: settlement.currency,
          resolutionNote: input.note,
          resolvedBy: staff.id,
          resolvedAt: now,
          refundDueSince: owed ? now : null,
        });
        const refund = moneyOf(settlement.refundMinor, settlement.currency);
        const forSender = disputeNotices.resolvedForSender(dispute.deliveryId, input.outcome, refund);
        const forTraveler = disputeNotices.resolvedForTraveler(dispute.deliveryId, refund);
        await notify(tx, { userId: dispute.senderId, ...forSender, deliveryId: dispute.deliveryId }, now);
        await notify(tx, { userId: dispute.travelerId, ...forTraveler, deliveryId: dispute.deliveryId }, now);
        await publishOnCommit(
          tx,
          [dispute.senderId, dispute.travelerId],
          { type: 'order.changed', deliveryId: dispute.deliveryId },
          { staff: true },
        );
        return { dispute: updated, forSender, forTraveler };
      });
      try {
        await refundOwed(resolved.dispute);
      } catch (error) {
        log.error(
          { err: error, disputeId },
          'the dispute refund failed at the provider; the scheduler retries',
        );
      }
      const people = await repo.findEmails(db, [resolved.dispute.senderId, resolved.dispute.travelerId]);
      const note = resolved.dispute.resolutionNote ?? '';
      for (const [userId, notice] of [
        [resolved.dispute.senderId, resolved.forSender],
        [resolved.dispute.travelerId, resolved.forTraveler],
      ] as const) {
        const person = people.get(userId);
        if (!person) continue;
        await mailer
          .send(disputeResolvedMail(person, notice, note))
          .catch((error: unknown) => log.error({ err: error, disputeId }, 'could not send a dispute email'));
      }
      return view(disputeId);
    },

    /** Staff, on a person's profile: the disputes they were part of and how each ended. */
    async ofUser(userId: string): Promise<UserDisputes> {
      if (!UUID.test(userId)) throw raise(commonErrors.notFound);
      const views = await repo.listDisputesOfUser(db, userId, QUEUE_LIMIT);
      return {
        total: views.length,
        open: views.filter((v) => v.dispute.status === 'open').length,
        disputes: views.map((v) => ({
          ...toDispute(v),
          side: v.dispute.senderId === userId ? ('sender' as const) : ('traveler' as const),
        })),
      };
    },

    /** For the scheduler: provider refunds still owed (the provider was down), made again with their keys. */
    async retryRefunds(): Promise<number> {
      let done = 0;
      for (const dispute of await repo.listRefundsDue(db, 50)) {
        try {
          await refundOwed(dispute);
          done += 1;
        } catch (error) {
          log.error({ err: error, disputeId: dispute.id }, 'a dispute refund could not be retried');
        }
      }
      return done;
    },
  };
}

export type DisputesService = ReturnType<typeof createDisputesService>;
