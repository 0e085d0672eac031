import { type DisputeOutcome, disputeErrors, disputeMessages } from '@tote/validation/disputes';
import { type Currency, formatMoney, type Money } from '@tote/validation/orders';
import type { Database } from '../../db/client';
import type { PaymentRow } from '../../db/schema/payments';
import { raise } from '../../errors';
import { postTransaction } from '../ledger/ledger.service';
import {
  ensureTravelerPendingAccount,
  freezeEarning,
  recordEarning,
  settleDisputedEarning,
} from '../wallet/wallet.service';
import {
  CLEARING_ACCOUNT,
  ensureMoneyAccount,
  escrowAccount,
  FEES_ACCOUNT,
  moneyAccounts,
  travelerPendingAccount,
} from './money-accounts';
import * as repo from './payments.repo';
import type { PaymentProviderAdapter } from './provider';

/**
 * The money of a dispute (docs/decisions/019-disputes.md), on the disputes module's transaction, after it locked
 * the order (order, then payment, then earning: the one lock order of ADR 017).
 *
 * - Opening: the order's payment is marked `dispute_open` (a release meanwhile records its earning frozen) and an
 *   earning already released is frozen.
 * - Resolving with a refund of X (full: everything still paid; partial: X; release: 0), split traveler's share
 *   first (up to the carriage), then Tote's fee:
 *   - delivered (payment released, earning pending): `dispute-refund:<disputeId>` moves the traveler's share out
 *     of `traveler:<id>:pending` and the fee's share out of `revenue:fees` to `provider:clearing`; the earning is
 *     unfrozen with what is left.
 *   - not delivered (payment captured, money in escrow): a full refund is the payment's own `refund:<id>`
 *     (escrow → clearing, status refunded); otherwise `dispute-refund:<disputeId>` takes X out of escrow and
 *     `release:<id>` releases the rest to the traveler (an earning available at once) and the fee.
 * The provider refund of X follows the commit (`refundAtProvider`, key `dispute-refund:<disputeId>`).
 */

export const disputeRefundKey = (disputeId: string) => `dispute-refund:${disputeId}`;

const moneyOf = (amountMinor: number, currency: string): Money => ({
  amountMinor,
  currency: currency as Currency,
});

/** What the sender paid and has not had back: only captured money can be refunded. */
export function refundableOf(row: PaymentRow | undefined): number {
  if (!row || (row.status !== 'captured' && row.status !== 'released')) return 0;
  return row.totalMinor - row.refundedMinor;
}

/** Marks the order's payment (if any) as disputed and freezes an earning already released. */
export async function holdForDispute(
  tx: Database,
  orderId: string,
  at: Date,
): Promise<PaymentRow | undefined> {
  const row = await repo.lockLatestPaymentOfOrder(tx, orderId);
  const held = row ? await repo.updatePayment(tx, row.id, { disputeOpen: true, updatedAt: at }) : undefined;
  await freezeEarning(tx, orderId);
  return held;
}

export interface DisputeSettlement {
  payment: PaymentRow | undefined;
  /** What goes back to the sender (0 for a release). */
  refundMinor: number;
  currency: string;
}

/** The refund an outcome asks for, checked against what was paid (422 refund_above_paid, with the amount). */
function refundOf(row: PaymentRow | undefined, outcome: DisputeOutcome, asked: number | undefined): number {
  const refundable = refundableOf(row);
  if (outcome === 'release') return 0;
  if (outcome === 'full_refund') return refundable;
  const amount = asked ?? 0;
  if (amount > refundable) {
    const paid = formatMoney(moneyOf(refundable, row?.currency ?? 'USD'));
    throw raise(disputeErrors.refundAbovePaid, {
      message: disputeMessages.refundAbovePaid(paid),
      fields: { refundMinor: disputeMessages.refundAbovePaid(paid) },
    });
  }
  return amount;
}

export async function settleDisputeMoney(
  tx: Database,
  input: {
    orderId: string;
    disputeId: string;
    outcome: DisputeOutcome;
    refundMinor?: number;
    at: Date;
  },
): Promise<DisputeSettlement> {
  const { orderId, disputeId, at } = input;
  const row = await repo.lockLatestPaymentOfOrder(tx, orderId);
  // An authorization not captured yet (the provider slow at pick-up) has nothing in escrow to settle.
  if (row?.status === 'authorized') throw raise(disputeErrors.paymentNotCaptured);
  const refund = refundOf(row, input.outcome, input.refundMinor);
  if (!row) {
    await settleDisputedEarning(tx, { orderId, refundMinor: 0, at });
    return { payment: undefined, refundMinor: 0, currency: 'USD' };
  }
  const travelerShare = Math.min(refund, row.carriageMinor);
  const feeShare = refund - travelerShare;
  const metadata = { disputeId, paymentId: row.id, deliveryId: row.deliveryId, orderId: row.orderId };
  await ensureMoneyAccount(tx, moneyAccounts.clearing, row.currency, at);
  await ensureMoneyAccount(tx, moneyAccounts.fees, row.currency, at);
  let updated: PaymentRow;

  if (row.status === 'released') {
    // The earning before the accounts (earning, then accounts: the scheduler's order too).
    await settleDisputedEarning(tx, { orderId, refundMinor: travelerShare, at });
    if (refund > 0) {
      await ensureTravelerPendingAccount(tx, row.travelerId, row.currency, at);
      await postTransaction(tx, {
        idempotencyKey: disputeRefundKey(disputeId),
        kind: 'dispute_refund',
        entries: [
          { account: travelerPendingAccount(row.travelerId), amount: -travelerShare },
          { account: FEES_ACCOUNT, amount: -feeShare },
          { account: CLEARING_ACCOUNT, amount: refund },
        ].filter((entry) => entry.amount !== 0),
        metadata,
        at,
      });
    }
    updated = await repo.updatePayment(tx, row.id, {
      refundedMinor: row.refundedMinor + refund,
      ...(refund > 0 ? { refundedAt: at } : {}),
      disputeOpen: false,
      updatedAt: at,
    });
  } else if (row.status === 'captured' && refund === row.totalMinor) {
    await postTransaction(tx, {
      idempotencyKey: `refund:${row.id}`,
      kind: 'refund',
      entries: [
        { account: escrowAccount(row.orderId), amount: -refund },
        { account: CLEARING_ACCOUNT, amount: refund },
      ],
      metadata,
      at,
    });
    updated = await repo.updatePayment(tx, row.id, {
      status: 'refunded',
      refundKey: `refund:${row.id}`,
      refundedMinor: refund,
      refundedAt: at,
      dueCall: null,
      dueSince: null,
      releaseDue: null,
      disputeOpen: false,
      updatedAt: at,
    });
  } else if (row.status === 'captured') {
    if (refund > 0) {
      await postTransaction(tx, {
        idempotencyKey: disputeRefundKey(disputeId),
        kind: 'dispute_refund',
        entries: [
          { account: escrowAccount(row.orderId), amount: -refund },
          { account: CLEARING_ACCOUNT, amount: refund },
        ],
        metadata,
        at,
      });
    }
    const carriage = row.carriageMinor - travelerShare;
    await ensureTravelerPendingAccount(tx, row.travelerId, row.currency, at);
    await postTransaction(tx, {
      idempotencyKey: `release:${row.id}`,
      kind: 'release',
      entries: [
        { account: escrowAccount(row.orderId), amount: -(row.totalMinor - refund) },
        { account: travelerPendingAccount(row.travelerId), amount: carriage },
        { account: FEES_ACCOUNT, amount: row.serviceFeeMinor - feeShare },
      ].filter((entry) => entry.amount !== 0),
      metadata,
      at,
    });
    // Staff decided: what is left is the traveler's at once (the scheduler's next run makes it available).
    if (carriage > 0) {
      await recordEarning(tx, {
        travelerId: row.travelerId,
        deliveryId: row.deliveryId,
        orderId: row.orderId,
        amount: moneyOf(carriage, row.currency),
        earnedAt: at,
        availableAt: at,
      });
    }
    updated = await repo.updatePayment(tx, row.id, {
      status: 'released',
      releaseKey: `release:${row.id}`,
      releaseDue: null,
      releasedAt: at,
      refundedMinor: refund,
      ...(refund > 0 ? { refundedAt: at } : {}),
      disputeOpen: false,
      updatedAt: at,
    });
  } else {
    // Never paid, voided or refunded already: nothing to move.
    updated = await repo.updatePayment(tx, row.id, { disputeOpen: false, updatedAt: at });
  }
  return { payment: updated, refundMinor: refund, currency: row.currency };
}

/**
 * After the resolution committed: the provider gives the sender `amount` back, with the dispute's key (a retry
 * reaches the same refund). Throws ProviderUnavailable when the provider did not answer: the refund stays owed.
 */
export async function refundAtProvider(
  provider: PaymentProviderAdapter,
  input: { providerPaymentId: string; disputeId: string; amount: Money },
): Promise<string> {
  const { providerRefundId } = await provider.refund({
    providerPaymentId: input.providerPaymentId,
    amount: input.amount,
    idempotencyKey: disputeRefundKey(input.disputeId),
  });
  return providerRefundId;
}
