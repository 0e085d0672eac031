import { commonErrors } from '@tote/validation/contract';
import type { Currency, Money } from '@tote/validation/orders';
import {
  type Checkout,
  type FeeSchedule,
  type OrderMoney,
  type Payment,
  type PaymentStatus,
  paymentErrors,
  priceBreakdownOf,
  type Receipt,
} from '@tote/validation/payments';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { PaymentProviderCall, PaymentRow } from '../../db/schema/payments';
import { raise } from '../../errors';
import type { Clock } from '../../plugins/clock';
import type { Mailer, MailMessage } from '../../plugins/mail';
import type { SessionUser } from '../accounts/users';
import { publishOnCommit } from '../events/publish';
import { historyOf, LedgerError, postPending, postTransaction, voidPending } from '../ledger/ledger.service';
import { carriageCost, unmatchDeadline } from '../matches/match-view';
import { notify } from '../notifications/notifications.service';
import { applyPayoutEvent, ensureTravelerPendingAccount, recordEarning } from '../wallet/wallet.service';
import {
  CLEARING_ACCOUNT,
  ensureMoneyAccount,
  escrowAccount,
  FEES_ACCOUNT,
  moneyAccounts,
  travelerPendingAccount,
} from './money-accounts';
import { paymentNotices, payRequestMail } from './payments.notices';
import * as repo from './payments.repo';
import {
  type PaymentProviderAdapter,
  type ProviderEvent,
  ProviderUnavailable,
  WebhookRejected,
} from './provider';

/**
 * Paying for a delivery (docs/decisions/017-payments-and-escrow.md). One payment per match of an order; its life:
 *
 *   requires_payment ──(webhook: authorized)──▶ authorized ──(pick-up, or the unmatch window closes)──▶ captured
 *        │                                         │                                                  │
 *        └─(unmatch, cancel)─▶ voided ◀──(unmatch, cancel)─┘                   refunded ◀─(cancel)──┤
 *                                                                              released ◀─(delivered)─┘
 *
 * Money follows in the ledger: authorized holds the total (`hold:<id>`, pending provider:clearing → escrow),
 * capture posts that hold, void voids it, release moves escrow to the traveler's pending balance and Tote's
 * fees (`release:<id>`), refund moves escrow back to clearing (`refund:<id>`).
 *
 * TWO HALVES. Orders, matches and deliveries call the `on…` functions inside their own transaction, after they
 * locked the order (order, then payment: one lock order on every path). Those change only Tote's rows and the
 * ledger, and when the provider must act (capture, void, refund) they write it on the payment (`due_call`). After
 * the caller commits, it calls `settleOrder`, which makes the provider call OUTSIDE any transaction with the key
 * `<call>:<paymentId>` and applies the result in a new transaction. A crash anywhere leaves `due_call` set; the
 * retry (captureDue, from the scheduler, or the next settle) sends the same key, which the provider answers with
 * the object it already made: one capture, however many tries.
 *
 * WEBHOOKS are stored by (provider, event id) first, on the transaction that applies them: a repeat is a no-op.
 * A status only moves forward (PAYMENT_ORDER here, and a trigger of migration 0011 behind it), so an event that
 * arrives late changes nothing.
 */

export interface PaymentsConfig {
  feeSchedule: FeeSchedule;
  /** How long delivered earnings stay pending (copied onto each payment when it is made). */
  releaseHoldHours: number;
  /** The sender app's origin: where the provider sends the sender back. */
  senderOrigin: string;
}

export interface PaymentsDeps {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  mailer: Mailer;
  provider: PaymentProviderAdapter;
  config: PaymentsConfig;
}

/** The order, as the caller holds it locked (only the facts payments needs). */
export interface MatchedOrder {
  id: string;
  deliveryId: string;
  senderId: string;
  weightGrams: number;
}

export interface MatchedTrip {
  travelerId: string;
  feePerKgMinor: number;
  currency: string;
}

export type OrderMoneyStep = 'shipping' | 'delivered' | 'cancelled' | 'processing' | 'failed';

const CLEARING = CLEARING_ACCOUNT;
const FEES = FEES_ACCOUNT;
const escrowOf = escrowAccount;
export const ledgerKeys = {
  hold: (paymentId: string) => `hold:${paymentId}`,
  release: (paymentId: string) => `release:${paymentId}`,
  refund: (paymentId: string) => `refund:${paymentId}`,
};
/** The provider call's idempotency key: the same business event always sends the same key. */
export const providerKeyOf = (call: PaymentProviderCall, paymentId: string) => `${call}:${paymentId}`;

const HOUR_MS = 60 * 60 * 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** An open checkout this close to its expiry is not handed out again: the sender would not finish in time. */
const CHECKOUT_REUSE_MARGIN_MS = 5 * 60 * 1000;
/** Owed provider calls settled per captureDue run (the rest wait for the next). */
const SETTLE_BATCH = 100;

const moneyOf = (amountMinor: number, currency: string): Money => ({
  amountMinor,
  currency: currency as Currency,
});
const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A payment's breakdown as stored (the fee schedule of its day, never today's). */
function breakdownOf(row: PaymentRow) {
  return {
    carriage: moneyOf(row.carriageMinor, row.currency),
    serviceFee: moneyOf(row.serviceFeeMinor, row.currency),
    total: moneyOf(row.totalMinor, row.currency),
    travelerEarns: moneyOf(row.carriageMinor, row.currency),
    feeSchedule: { rateBps: row.feeRateBps, minimumMinor: row.feeMinimumMinor },
  };
}

export function createPaymentsService(deps: PaymentsDeps) {
  const { db, clock, log, mailer, provider, config } = deps;

  async function ensureEscrow(tx: Database, row: PaymentRow, at: Date) {
    await ensureMoneyAccount(tx, moneyAccounts.clearing, row.currency, at);
    await ensureMoneyAccount(tx, moneyAccounts.escrow(row.orderId), row.currency, at);
  }

  /** Both the sender's and the traveler's screens show the payment with the order: they refresh on commit. */
  async function announce(tx: Database, row: PaymentRow) {
    await publishOnCommit(
      tx,
      [row.senderId, row.travelerId],
      { type: 'order.changed', deliveryId: row.deliveryId },
      { staff: true },
    );
  }

  // ---- the steps, each on a locked payment row and the caller's transaction ---------------------------------

  async function authorize(
    tx: Database,
    row: PaymentRow,
    event: Extract<ProviderEvent, { type: 'payment.authorized' }>,
    at: Date,
  ): Promise<PaymentRow> {
    await repo.insertAttempt(tx, {
      paymentId: row.id,
      outcome: 'authorized',
      reason: null,
      providerEventId: event.id,
      at,
    });
    if (row.status !== 'requires_payment') {
      // Closed before the card went through (unmatched, cancelled): the hold must be let go at the provider.
      if (row.status === 'voided' && !row.providerPaymentId) {
        return repo.updatePayment(tx, row.id, {
          providerPaymentId: event.providerPaymentId,
          dueCall: 'void',
          dueSince: at,
          updatedAt: at,
        });
      }
      if (row.providerPaymentId !== event.providerPaymentId) {
        log.warn(
          { paymentId: row.id, providerPaymentId: event.providerPaymentId },
          'a second authorization of one payment',
        );
      }
      return row;
    }
    if (event.amount.amountMinor !== row.totalMinor || event.amount.currency !== row.currency) {
      // Never hold a different amount than the sender was shown; staff see the log and the attempt.
      log.error(
        { paymentId: row.id, amount: event.amount },
        'an authorization for another amount was ignored',
      );
      return row;
    }
    await ensureEscrow(tx, row, at);
    await postTransaction(tx, {
      idempotencyKey: ledgerKeys.hold(row.id),
      kind: 'authorization',
      pending: true,
      entries: [
        { account: CLEARING, amount: -row.totalMinor },
        { account: escrowOf(row.orderId), amount: row.totalMinor },
      ],
      metadata: { paymentId: row.id, deliveryId: row.deliveryId },
      at,
    });
    const updated = await repo.updatePayment(tx, row.id, {
      status: 'authorized',
      providerPaymentId: event.providerPaymentId,
      holdKey: ledgerKeys.hold(row.id),
      authorizedAt: at,
      updatedAt: at,
    });
    const total = moneyOf(row.totalMinor, row.currency);
    await notify(
      tx,
      { userId: row.senderId, ...paymentNotices.paid(row.deliveryId, total), deliveryId: row.deliveryId },
      at,
    );
    await notify(
      tx,
      {
        userId: row.travelerId,
        ...paymentNotices.paidForTraveler(row.deliveryId),
        deliveryId: row.deliveryId,
      },
      at,
    );
    await announce(tx, updated);
    return updated;
  }

  async function release(tx: Database, row: PaymentRow, at: Date): Promise<PaymentRow> {
    // The wallet's own definition of the traveler's pending account (one kind, whoever opens it first).
    await ensureTravelerPendingAccount(tx, row.travelerId, row.currency, at);
    await ensureMoneyAccount(tx, moneyAccounts.fees, row.currency, at);
    await postTransaction(tx, {
      idempotencyKey: ledgerKeys.release(row.id),
      kind: 'release',
      // A zero share (a free carriage, a zero fee) is no entry: the ledger refuses zero amounts.
      entries: [
        { account: escrowOf(row.orderId), amount: -row.totalMinor },
        { account: travelerPendingAccount(row.travelerId), amount: row.carriageMinor },
        { account: FEES, amount: row.serviceFeeMinor },
      ].filter((entry) => entry.amount !== 0),
      // The order and delivery ids: the wallet's history names the delivery from them.
      metadata: { paymentId: row.id, deliveryId: row.deliveryId, orderId: row.orderId },
      at,
    });
    // The row that says when the money frees, on the same transaction: a release is never in the ledger without
    // its earning, nor the other way round. A free carriage earns nothing to record.
    if (row.carriageMinor > 0) {
      await recordEarning(tx, {
        travelerId: row.travelerId,
        deliveryId: row.deliveryId,
        orderId: row.orderId,
        amount: moneyOf(row.carriageMinor, row.currency),
        earnedAt: at,
        availableAt: new Date(at.getTime() + row.releaseHoldHours * HOUR_MS),
        // Delivered while a dispute is open (ADR 019): the earning waits for its resolution.
        frozen: row.disputeOpen,
      });
    }
    const updated = await repo.updatePayment(tx, row.id, {
      status: 'released',
      releaseKey: ledgerKeys.release(row.id),
      releaseDue: null,
      releasedAt: at,
      updatedAt: at,
    });
    await announce(tx, updated);
    return updated;
  }

  /** What the provider did (a call we made, or an event it reported), applied to the locked row. */
  async function applyCapture(tx: Database, row: PaymentRow, at: Date): Promise<PaymentRow> {
    if (row.status !== 'authorized') return row;
    await postPending(tx, { idempotencyKey: ledgerKeys.hold(row.id) }, at);
    // Cancelled while the capture was on its way: the money is taken, so it goes back as a refund.
    const next: PaymentProviderCall | null = row.dueCall === 'void' ? 'refund' : null;
    let updated = await repo.updatePayment(tx, row.id, {
      status: 'captured',
      capturedAt: at,
      dueCall: next,
      dueSince: next ? at : null,
      updatedAt: at,
    });
    await announce(tx, updated);
    if (updated.releaseDue) updated = await release(tx, updated, at);
    return updated;
  }

  async function applyVoid(tx: Database, row: PaymentRow, at: Date): Promise<PaymentRow> {
    if (row.status === 'voided') {
      // An authorization that came after the payment closed: let go at the provider, nothing in the ledger.
      return row.dueCall === 'void'
        ? repo.updatePayment(tx, row.id, { dueCall: null, dueSince: null, updatedAt: at })
        : row;
    }
    if (row.status !== 'authorized') return row;
    await voidPending(tx, { idempotencyKey: ledgerKeys.hold(row.id) }, at);
    const updated = await repo.updatePayment(tx, row.id, {
      status: 'voided',
      voidedAt: at,
      dueCall: null,
      dueSince: null,
      releaseDue: null,
      updatedAt: at,
    });
    await announce(tx, updated);
    return updated;
  }

  async function applyRefund(tx: Database, row: PaymentRow, at: Date): Promise<PaymentRow> {
    if (row.status !== 'captured') return row;
    await postTransaction(tx, {
      idempotencyKey: ledgerKeys.refund(row.id),
      kind: 'refund',
      entries: [
        { account: escrowOf(row.orderId), amount: -row.totalMinor },
        { account: CLEARING, amount: row.totalMinor },
      ],
      metadata: { paymentId: row.id, deliveryId: row.deliveryId },
      at,
    });
    const updated = await repo.updatePayment(tx, row.id, {
      status: 'refunded',
      refundKey: ledgerKeys.refund(row.id),
      refundedMinor: row.totalMinor,
      refundedAt: at,
      dueCall: null,
      dueSince: null,
      updatedAt: at,
    });
    const amount = moneyOf(row.totalMinor, row.currency);
    await notify(
      tx,
      {
        userId: row.senderId,
        ...paymentNotices.refunded(row.deliveryId, amount),
        deliveryId: row.deliveryId,
      },
      at,
    );
    await announce(tx, updated);
    return updated;
  }

  const apply: Record<PaymentProviderCall, (tx: Database, row: PaymentRow, at: Date) => Promise<PaymentRow>> =
    {
      capture: applyCapture,
      void: applyVoid,
      refund: applyRefund,
    };

  /** Writes the call the payment owes; a capture owed already is kept (its key is the same). */
  const owe = (tx: Database, row: PaymentRow, call: PaymentProviderCall, at: Date) =>
    row.dueCall === call
      ? row
      : repo.updatePayment(tx, row.id, { dueCall: call, dueSince: at, updatedAt: at });

  // ---- after commit: the provider's half ----------------------------------------------------------------------

  /**
   * Makes the call the payment owes, outside any transaction, and applies its result in a new one. The call
   * carries `<call>:<paymentId>`, so a retry after a crash (here, or between the call and the commit) reaches
   * the provider's first object. A provider that does not answer leaves the call owed: captureDue retries.
   */
  async function settlePayment(paymentId: string): Promise<PaymentRow | undefined> {
    const row = await repo.findPayment(db, paymentId);
    if (!row) return undefined;
    const call = row.dueCall;
    if (!call) {
      if (row.status === 'captured' && row.releaseDue) {
        return db.transaction(async (tx) => {
          const locked = await repo.lockPayment(tx, paymentId);
          return locked?.status === 'captured' && locked.releaseDue
            ? release(tx, locked, clock.now())
            : locked;
        });
      }
      return row;
    }
    if (!row.providerPaymentId) throw new Error(`payment ${row.id} owes a ${call} without an authorization`);
    const key = providerKeyOf(call, row.id);
    const amount = moneyOf(row.totalMinor, row.currency);
    try {
      if (call === 'capture')
        await provider.capture({ providerPaymentId: row.providerPaymentId, amount, idempotencyKey: key });
      else if (call === 'void')
        await provider.voidAuthorization({ providerPaymentId: row.providerPaymentId, idempotencyKey: key });
      else await provider.refund({ providerPaymentId: row.providerPaymentId, amount, idempotencyKey: key });
    } catch (error) {
      if (error instanceof ProviderUnavailable) {
        log.warn({ err: error, paymentId, call }, 'the provider did not answer; the call stays owed');
        return row;
      }
      throw error;
    }
    return db.transaction(async (tx) => {
      const locked = await repo.lockPayment(tx, paymentId);
      if (!locked) return undefined;
      // The call made is applied whatever is owed now (a cancel may have turned an owed capture into a void:
      // applyCapture then owes the refund).
      return apply[call](tx, locked, clock.now());
    });
  }

  /** Every payment of the order that owes something, settled; failures are logged and left for captureDue. */
  async function settleOrder(orderId: string): Promise<void> {
    const row = await repo.findLatestPaymentOfOrder(db, orderId);
    if (!row) return;
    try {
      await sendPayRequest(row);
      if (row.dueCall || row.releaseDue) await settlePayment(row.id);
    } catch (error) {
      log.error({ err: error, paymentId: row.id }, 'settling the payment failed; captureDue retries');
    }
  }

  /** The email asking the sender to pay: once, marked before it goes (at most once beats twice for an email). */
  async function sendPayRequest(row: PaymentRow): Promise<void> {
    if (row.status !== 'requires_payment' || row.payRequestMailedAt) return;
    const marked = await db.transaction(async (tx) => {
      const locked = await repo.lockPayment(tx, row.id);
      if (!locked || locked.payRequestMailedAt || locked.status !== 'requires_payment') return false;
      await repo.updatePayment(tx, row.id, { payRequestMailedAt: clock.now() });
      return true;
    });
    if (!marked) return;
    const email = await repo.findEmail(db, row.senderId);
    if (!email) return;
    const payUrl = `${config.senderOrigin}/delivery-tracking?${new URLSearchParams({ id: row.deliveryId })}`;
    await mailer.send(payRequestMail(email, row.deliveryId, moneyOf(row.totalMinor, row.currency), payUrl));
  }

  // ---- views --------------------------------------------------------------------------------------------------

  async function toPayment(row: PaymentRow): Promise<Payment> {
    const attempts = await repo.listAttempts(db, row.id);
    return {
      id: row.id,
      deliveryId: row.deliveryId,
      status: row.status,
      provider: row.provider,
      breakdown: breakdownOf(row),
      refunded: moneyOf(row.refundedMinor, row.currency),
      attempts: attempts.map((attempt) => ({
        at: attempt.at.toISOString(),
        outcome: attempt.outcome,
        reason: attempt.reason,
      })),
      createdAt: row.createdAt.toISOString(),
      authorizedAt: iso(row.authorizedAt),
      capturedAt: iso(row.capturedAt),
      releasedAt: iso(row.releasedAt),
      voidedAt: iso(row.voidedAt),
      refundedAt: iso(row.refundedAt),
    };
  }

  /** The order's latest payment, for its sender (and, with `travelerToo`, its traveler) or staff; else 404. */
  async function visiblePayment(viewer: SessionUser, deliveryId: string, travelerToo: boolean) {
    const order = await repo.findOrderFacts(db, deliveryId);
    if (!order) throw raise(commonErrors.notFound);
    const row = await repo.findLatestPaymentOfOrder(db, order.id);
    const allowed =
      viewer.isStaff ||
      order.senderId === viewer.id ||
      (travelerToo && row !== undefined && row.travelerId === viewer.id && row.status !== 'voided');
    if (!allowed) throw raise(commonErrors.notFound);
    return { order, row };
  }

  return {
    /** The configured provider (test or Stripe): the wallet pays travelers out through the same one. */
    provider,

    // ---- inside the callers' transactions ---------------------------------------------------------------------

    /**
     * Staff matched the order (matches.service, on its transaction, the order locked): the payment is made,
     * requires_payment, with the price breakdown (carriage = weight × the trip's fee per kg, the fee schedule in
     * force copied on), and the sender is told to pay (bell and live screens on commit; the email by settleOrder).
     */
    async onMatched(
      tx: Database,
      input: { order: MatchedOrder; trip: MatchedTrip; match: { id: string; matchedAt: Date } },
    ): Promise<PaymentRow> {
      const { order, trip, match } = input;
      const breakdown = priceBreakdownOf(carriageCost(order.weightGrams, trip), config.feeSchedule);
      const at = match.matchedAt;
      const row = await repo.insertPayment(tx, {
        orderId: order.id,
        matchId: match.id,
        deliveryId: order.deliveryId,
        senderId: order.senderId,
        travelerId: trip.travelerId,
        status: 'requires_payment',
        provider: provider.name,
        currency: breakdown.total.currency,
        carriageMinor: breakdown.carriage.amountMinor,
        serviceFeeMinor: breakdown.serviceFee.amountMinor,
        totalMinor: breakdown.total.amountMinor,
        feeRateBps: breakdown.feeSchedule.rateBps,
        feeMinimumMinor: breakdown.feeSchedule.minimumMinor,
        releaseHoldHours: config.releaseHoldHours,
        captureAfter: unmatchDeadline(match.matchedAt),
        createdAt: at,
        updatedAt: at,
      });
      await notify(
        tx,
        {
          userId: order.senderId,
          ...paymentNotices.payRequest(order.deliveryId, breakdown.total),
          deliveryId: order.deliveryId,
        },
        at,
      );
      await announce(tx, row);
      return row;
    },

    /**
     * The order moved on (on the caller's transaction, after transitionOrder locked the order):
     * - shipping (pick-up): refused with payment_required until the payment is authorized; the capture is owed.
     * - delivered: released at once when captured; when the capture is still on its way, as soon as it lands.
     * - processing (unmatch), cancelled, failed before pick-up: an unpaid payment closes (voided, nothing held);
     *   an authorization is owed a void; captured money is owed a refund in full.
     * - failed after pick-up: the money stays in escrow for staff to settle (disputes).
     */
    async onOrderStatus(
      tx: Database,
      input: { orderId: string; from: string; to: OrderMoneyStep; at: Date },
    ): Promise<void> {
      const { orderId, from, to, at } = input;
      const row = await repo.lockLatestPaymentOfOrder(tx, orderId);
      if (to === 'shipping') {
        if (!row || (row.status !== 'authorized' && row.status !== 'captured'))
          throw raise(paymentErrors.notPaidYet);
        if (row.status === 'authorized') await owe(tx, row, 'capture', at);
        return;
      }
      if (!row) return;
      if (to === 'delivered') {
        if (row.status === 'captured') await release(tx, row, at);
        else if (row.status === 'authorized') {
          const owing = await owe(tx, row, 'capture', at);
          await repo.updatePayment(tx, owing.id, { releaseDue: at, updatedAt: at });
        } else log.warn({ paymentId: row.id, status: row.status }, 'delivered without a payment to release');
        return;
      }
      if (to === 'failed' && from !== 'matched') return;
      // processing (unmatched), cancelled, failed before pick-up: the payment closes.
      if (row.status === 'requires_payment') {
        const closed = await repo.updatePayment(tx, row.id, {
          status: 'voided',
          voidedAt: at,
          updatedAt: at,
        });
        await announce(tx, closed);
      } else if (row.status === 'authorized') {
        await owe(tx, row, 'void', at);
      } else if (row.status === 'captured') {
        await owe(tx, row, 'refund', at);
      }
    },

    /** After the caller committed: the provider's half (and the pay-request email). Never throws. */
    settleOrder,
    settlePayment,

    /**
     * For the scheduler: authorizations whose unmatch window has closed are captured, and every call still owed
     * (a provider that did not answer, a crash) is made again with its key. Idempotent: running it twice, or on
     * two instances at once, captures nothing twice.
     */
    async captureDue(now: Date): Promise<{ marked: number; settled: number; failed: number }> {
      const marked = await repo.markWindowClosedCaptures(db, now);
      const owing = await repo.listOwing(db, SETTLE_BATCH);
      let settled = 0;
      let failed = 0;
      for (const { id } of owing) {
        try {
          const after = await settlePayment(id);
          if (after && !after.dueCall && !after.releaseDue) settled += 1;
        } catch (error) {
          failed += 1;
          log.error({ err: error, paymentId: id }, 'a payment could not be settled; the next run retries');
        }
      }
      return { marked: marked.length, settled, failed };
    },

    // ---- the routes ---------------------------------------------------------------------------------------------

    async getOrderPayment(viewer: SessionUser, deliveryId: string): Promise<Payment> {
      const { row } = await visiblePayment(viewer, deliveryId, true);
      if (!row) throw raise(commonErrors.notFound);
      return toPayment(row);
    },

    /**
     * Pay: a checkout at the provider for the total. An open checkout is answered again (pressing Pay twice makes
     * one session, so one authorization). A new one is numbered first (`checkout:<id>:<n>`, committed), then
     * asked of the provider outside the transaction; two presses at once send the same key and get the same
     * session back.
     */
    async startCheckout(sender: SessionUser, deliveryId: string): Promise<Checkout> {
      const order = await repo.findOrderFacts(db, deliveryId);
      if (!order || order.senderId !== sender.id) throw raise(commonErrors.notFound);
      const latest = await repo.findLatestPaymentOfOrder(db, order.id);
      if (!latest) throw raise(paymentErrors.notMatched);
      const refuse = (row: PaymentRow) => {
        if (row.status === 'voided' || row.status === 'refunded') {
          // A voided payment of an order matched again is not this order's payment any more.
          throw raise(order.status === 'processing' ? paymentErrors.notMatched : paymentErrors.paymentClosed);
        }
        if (row.status !== 'requires_payment') throw raise(paymentErrors.alreadyPaid);
      };
      refuse(latest);
      const usable = (row: PaymentRow) =>
        row.providerSessionId &&
        row.checkoutUrl &&
        row.checkoutExpiresAt &&
        row.checkoutExpiresAt.getTime() - CHECKOUT_REUSE_MARGIN_MS > clock.now().getTime();

      const attempt = await db.transaction(async (tx) => {
        const row = await repo.lockPayment(tx, latest.id);
        if (!row) throw raise(commonErrors.notFound);
        refuse(row);
        if (usable(row)) return { row, attempt: row.checkoutAttempt, reuse: true };
        // No session yet for this number (another press is asking for it, or crashed asking): the same number.
        if (row.checkoutAttempt > 0 && !row.providerSessionId)
          return { row, attempt: row.checkoutAttempt, reuse: false };
        const next = row.checkoutAttempt + 1;
        const numbered = await repo.updatePayment(tx, row.id, {
          checkoutAttempt: next,
          providerSessionId: null,
          checkoutUrl: null,
          checkoutExpiresAt: null,
          updatedAt: clock.now(),
        });
        return { row: numbered, attempt: next, reuse: false };
      });
      if (attempt.reuse) return { checkoutUrl: attempt.row.checkoutUrl as string };

      const row = attempt.row;
      const email = (await repo.findEmail(db, row.senderId)) ?? sender.email;
      let session: Awaited<ReturnType<PaymentProviderAdapter['createCheckout']>>;
      try {
        session = await provider.createCheckout({
          paymentId: row.id,
          deliveryId: row.deliveryId,
          idempotencyKey: `checkout:${row.id}:${attempt.attempt}`,
          amount: moneyOf(row.totalMinor, row.currency),
          description: `Carriage of ${row.deliveryId}`,
          customerEmail: email,
          successUrl: `${config.senderOrigin}/payment-successful?${new URLSearchParams({ order: row.deliveryId })}`,
          cancelUrl: `${config.senderOrigin}/delivery-tracking?${new URLSearchParams({ id: row.deliveryId })}`,
        });
      } catch (error) {
        if (error instanceof ProviderUnavailable) throw raise(paymentErrors.providerUnavailable);
        throw error;
      }
      await db.transaction(async (tx) => {
        const locked = await repo.lockPayment(tx, row.id);
        if (locked?.checkoutAttempt === attempt.attempt && locked.providerSessionId === null) {
          await repo.updatePayment(tx, row.id, {
            providerSessionId: session.providerSessionId,
            checkoutUrl: session.checkoutUrl,
            checkoutExpiresAt: session.expiresAt,
            updatedAt: clock.now(),
          });
        }
      });
      return { checkoutUrl: session.checkoutUrl };
    },

    /** The receipt of a paid order (the sender or staff); 404 until paid, and for a hold that was let go. */
    async getReceipt(viewer: SessionUser, deliveryId: string): Promise<Receipt> {
      const { order, row } = await visiblePayment(viewer, deliveryId, false);
      const paid: PaymentStatus[] = ['authorized', 'captured', 'released', 'refunded'];
      if (!row?.authorizedAt || !paid.includes(row.status)) throw raise(commonErrors.notFound);
      const people = await repo.findReceiptPeople(db, row);
      if (!people) throw raise(commonErrors.notFound);
      return {
        receiptNumber: `R-${row.deliveryId}-${row.id.slice(0, 8).toUpperCase()}`,
        deliveryId: row.deliveryId,
        category: order.category,
        itemNames: order.itemNames,
        route: { from: people.from, to: people.to },
        senderName: people.senderName,
        travelerFirstName: people.travelerName.split(/\s+/)[0] ?? people.travelerName,
        weightGrams: order.weightGrams,
        breakdown: breakdownOf(row),
        refunded: moneyOf(row.refundedMinor, row.currency),
        paidAt: row.authorizedAt.toISOString(),
        status: row.status,
      };
    },

    /** Staff: the order's payment and every movement of its escrow account, newest first. */
    async getOrderMoney(deliveryId: string): Promise<OrderMoney> {
      const order = await repo.findOrderFacts(db, deliveryId);
      if (!order) throw raise(commonErrors.notFound);
      const row = await repo.findLatestPaymentOfOrder(db, order.id);
      // No escrow account until a card was authorized for the order.
      const history = await historyOf(db, escrowOf(order.id), { pageSize: 200 }).catch((error: unknown) => {
        if (error instanceof LedgerError && error.code === 'account_not_found') return undefined;
        throw error;
      });
      const movements = (history?.entries ?? []).map((entry) => ({
        id: entry.transaction.id,
        kind: entry.transaction.kind,
        status: entry.transaction.status,
        // Signed as the escrow saw it: + held or received, − released or refunded.
        amount: moneyOf(entry.amount, entry.currency),
        at: entry.createdAt.toISOString(),
      }));
      return { payment: row ? await toPayment(row) : null, movements };
    },

    /**
     * A provider's webhook: verified on the raw body (signature, five minutes on the API's clock), stored by its
     * id and applied on one transaction, the payment row locked. A repeat (or a concurrent twin, which waits on
     * the unique index) is a no-op. Calls the event makes owed are made after commit.
     */
    async receiveWebhook(
      providerName: string,
      rawBody: string,
      signature: string | undefined,
    ): Promise<void> {
      if (providerName !== provider.name) throw raise(commonErrors.notFound);
      let event: ProviderEvent;
      try {
        event = await provider.verifyWebhook(rawBody, signature, clock.now());
      } catch (error) {
        if (!(error instanceof WebhookRejected)) throw error;
        if (error.reason === 'signature') throw raise(paymentErrors.webhookSignature);
        if (error.reason === 'stale') throw raise(paymentErrors.webhookStale);
        throw raise(commonErrors.validation, { message: 'The webhook’s event could not be read.' });
      }
      let payoutMail: MailMessage | null = null;
      const paymentId = await db.transaction(async (tx) => {
        const at = clock.now();
        const fresh = await repo.insertProviderEvent(tx, {
          provider: provider.name,
          eventId: event.id,
          type: event.type === 'ignored' ? event.providerType : event.type,
          receivedAt: at,
          processedAt: at,
          payload: JSON.parse(rawBody) as unknown,
        });
        if (fresh && (event.type === 'payout.paid' || event.type === 'payout.failed')) {
          // The wallet's to apply, on this transaction (a savepoint of it): the event is stored and applied
          // together, so a redelivery, or ten at once, finds it stored and moves nothing. Its email waits for
          // the commit.
          if (!UUID.test(event.payoutId)) {
            log.warn({ eventId: event.id, payoutId: event.payoutId }, 'a payout event for an unknown payout');
            return null;
          }
          payoutMail = (await applyPayoutEvent(tx, event, { at, log })).mail;
          return null;
        }
        if (!fresh || !('paymentId' in event)) return null;
        // Our ids are uuids: anything else names no payment (and would abort the transaction as a bad uuid).
        const row = UUID.test(event.paymentId) ? await repo.lockPayment(tx, event.paymentId) : undefined;
        if (!row) {
          log.warn({ eventId: event.id, paymentId: event.paymentId }, 'a webhook for an unknown payment');
          return null;
        }
        switch (event.type) {
          case 'payment.authorized':
            await authorize(tx, row, event, at);
            break;
          case 'payment.declined':
            // An attempt, nothing more: the payment waits for another card (a late decline never undoes a hold).
            await repo.insertAttempt(tx, {
              paymentId: row.id,
              outcome: 'declined',
              reason: event.reason,
              providerEventId: event.id,
              at,
            });
            await announce(tx, row);
            break;
          case 'payment.captured':
            await applyCapture(tx, row, at);
            break;
          case 'payment.voided':
            await applyVoid(tx, row, at);
            break;
          case 'payment.refunded':
            await applyRefund(tx, row, at);
            break;
        }
        return row.id;
      });
      if (payoutMail) {
        await mailer
          .send(payoutMail)
          .catch((error: unknown) => log.error({ err: error }, 'could not send a payout email'));
      }
      if (paymentId) {
        const after = await repo.findPayment(db, paymentId);
        if (after?.dueCall || after?.releaseDue) {
          await settlePayment(paymentId).catch((error: unknown) =>
            log.error({ err: error, paymentId }, 'settling after a webhook failed; captureDue retries'),
          );
        }
      }
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;

/** What the modules that move orders call (inside their transaction, then after it commits). */
export type PaymentsHooks = Pick<PaymentsService, 'onMatched' | 'onOrderStatus' | 'settleOrder'>;
