import { formatMoney, type Money } from '@tote/validation/orders';
import type { FeeSchedule, Payment, PaymentStatus } from '@tote/validation/payments';
import type { DeliveryTimelineStep } from '@tote/web/delivery-timeline';
import { formatDateTime } from './format';

/** A payment's state in the sender's words (ADR 017's life: requires_payment → … → released, or closed). */
export const paymentStatusLabels: Record<PaymentStatus, string> = {
  requires_payment: 'Awaiting payment',
  authorized: 'Paid — held until delivery',
  captured: 'Captured',
  released: 'Released to the traveler',
  refunded: 'Refunded',
  voided: 'Voided',
};

/** What the state means for the sender's money, in one line. */
export const paymentStatusDescriptions: Record<PaymentStatus, string> = {
  requires_payment: 'Pay to confirm the delivery: the traveler picks up the items once it is paid.',
  authorized: 'Your card is held for the total; Tote keeps the money until the items are delivered.',
  captured: 'Tote holds the money in escrow until the items are delivered.',
  released: 'The items were delivered: the traveler has their share and Tote its fee.',
  refunded: 'The money went back to your card.',
  voided: 'The hold on your card was let go: nothing was charged.',
};

/** True once the sender's card was held at least once: there is a receipt to show. */
export const wasPaid = (payment: Pick<Payment, 'authorizedAt'>) => payment.authorizedAt !== null;

/** The payment's dates that have happened, in time order, named for the sender. */
export function paymentDates(payment: Payment): { label: string; at: string }[] {
  const dates: { label: string; at: string | null }[] = [
    { label: 'Paid', at: payment.authorizedAt },
    { label: 'Captured', at: payment.capturedAt },
    { label: 'Released to the traveler', at: payment.releasedAt },
    { label: 'Voided', at: payment.voidedAt },
    { label: 'Refunded', at: payment.refundedAt },
  ];
  return dates
    .filter((date): date is { label: string; at: string } => date.at !== null)
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}

/**
 * The payment's steps for the tracking timeline, each with the instant it happened. Nothing paid yet is one
 * current step, "Awaiting payment", with no instant: it sorts after everything that has happened and before
 * what has not (withStepsByTime).
 */
export function paymentSteps(payment: Payment): DeliveryTimelineStep[] {
  if (payment.status === 'requires_payment') {
    return [{ id: 'payment', title: 'Awaiting payment', description: 'Pay to confirm', state: 'current' }];
  }
  const step = (id: string, title: string, iso: string | null, description?: string) =>
    iso === null
      ? []
      : [{ id, title, description, time: formatDateTime(iso), at: iso, state: 'done' as const }];
  return [
    ...step('payment-paid', 'Paid', payment.authorizedAt, formatMoney(payment.breakdown.total)),
    ...step('payment-captured', 'Payment captured', payment.capturedAt),
    ...step('payment-released', 'Payment released to the traveler', payment.releasedAt),
    ...step('payment-voided', 'Payment voided', payment.voidedAt, 'Nothing was charged'),
    ...step('payment-refunded', 'Refunded', payment.refundedAt, formatMoney(payment.refunded)),
  ].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}

/** "10 %, at least $2.00": the fee schedule copied onto the payment. */
export function feeScheduleText({ rateBps, minimumMinor }: FeeSchedule, currency: Money['currency']): string {
  const rate = `${(rateBps / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })} %`;
  return minimumMinor > 0
    ? `${rate}, at least ${formatMoney({ amountMinor: minimumMinor, currency })}`
    : rate;
}

/**
 * "2.5 kg × $12.00 per kg". The payment holds the carriage, not the trip's rate; the rate is read back from the
 * weight and shown only when it multiplies back to the carriage exactly (ADR 017 rounds the product to the cent).
 */
export function carriageText(carriage: Money, weightKg: number): string {
  const weight = `${weightKg.toLocaleString('en-US', { maximumFractionDigits: 3 })} kg`;
  if (weightKg <= 0) return weight;
  const perKgMinor = Math.round(carriage.amountMinor / weightKg);
  if (Math.round(perKgMinor * weightKg) !== carriage.amountMinor) return weight;
  return `${weight} × ${formatMoney({ amountMinor: perKgMinor, currency: carriage.currency })} per kg`;
}
