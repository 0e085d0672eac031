import {
  DISPUTE_OUTCOME_LABELS,
  DISPUTE_REASON_LABELS,
  type DisputeOutcome,
  type DisputeReason,
} from '@tote/validation/disputes';
import { formatMoney, type Money } from '@tote/validation/orders';
import type { MailMessage } from '../../plugins/mail';

/** What the sender and the traveler are told about a dispute (bell, live screens, email). */
export const disputeNotices = {
  openedForSender: (deliveryId: string) => ({
    title: 'Dispute opened',
    body: `We received your dispute about delivery ${deliveryId}. Tote staff will look into it.`,
  }),
  openedForTraveler: (deliveryId: string, reason: DisputeReason) => ({
    title: 'A dispute was opened',
    body: `The sender of delivery ${deliveryId} opened a dispute (${DISPUTE_REASON_LABELS[reason]}). Your earning for it is on hold: answer in the dispute's conversation.`,
  }),
  resolvedForSender: (deliveryId: string, outcome: DisputeOutcome, refund: Money) => ({
    title: 'Dispute resolved',
    body:
      refund.amountMinor > 0
        ? `Your dispute about delivery ${deliveryId} is resolved: ${formatMoney(refund)} goes back to your card.`
        : `Your dispute about delivery ${deliveryId} is resolved: ${DISPUTE_OUTCOME_LABELS[outcome]}.`,
  }),
  resolvedForTraveler: (deliveryId: string, refund: Money) => ({
    title: 'Dispute resolved',
    body:
      refund.amountMinor > 0
        ? `The dispute about delivery ${deliveryId} is resolved: ${formatMoney(refund)} was refunded to the sender; the rest of your earning is released.`
        : `The dispute about delivery ${deliveryId} is resolved in your favour: your earning is released.`,
  }),
} as const;

/** The resolution's email, to each side (after the commit). */
export function disputeResolvedMail(
  to: { email: string; fullName: string },
  notice: { title: string; body: string },
  note: string,
): MailMessage {
  const text = `Hi ${to.fullName},\n\n${notice.body}\n\nTote's reason: ${note}\n`;
  const escapeHtml = (value: string) =>
    value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return {
    to: to.email,
    subject: notice.title,
    text,
    html: `<p>Hi ${escapeHtml(to.fullName)},</p><p>${escapeHtml(notice.body)}</p><p>Tote's reason: ${escapeHtml(note)}</p>`,
  };
}
