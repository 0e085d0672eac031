import type { TimelineStep } from '@tote/ui/timeline';
import { DISPUTE_OUTCOME_LABELS, type Dispute } from '@tote/validation/disputes';
import { formatMoney } from '@tote/validation/orders';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** "12 Mar 2026, 14:05" in the reader's locale and time zone. */
export const formatDisputeTime = (iso: string) => dateTime.format(new Date(iso));

/** How a resolved dispute ended, in words: "Partial refund: $12.50 refunded". */
export function disputeOutcomeText(dispute: Pick<Dispute, 'outcome' | 'refunded'>): string {
  if (!dispute.outcome) return 'Open';
  const label = DISPUTE_OUTCOME_LABELS[dispute.outcome];
  return dispute.refunded && dispute.refunded.amountMinor > 0
    ? `${label}: ${formatMoney(dispute.refunded)} refunded`
    : label;
}

/**
 * The dispute's entries for an order's timeline (the sender's and traveler's tracking, staff's order detail):
 * opened, then resolved with its outcome. Kept apart from the order's own steps, appended after them.
 */
export function disputeSteps(disputes: readonly Dispute[] | undefined): TimelineStep[] {
  return (disputes ?? []).flatMap((dispute) => [
    {
      id: `dispute-${dispute.id}-opened`,
      title: 'Dispute opened',
      time: formatDisputeTime(dispute.openedAt),
      state: dispute.resolvedAt ? ('done' as const) : ('current' as const),
    },
    ...(dispute.resolvedAt
      ? [
          {
            id: `dispute-${dispute.id}-resolved`,
            title: 'Dispute resolved',
            description: disputeOutcomeText(dispute),
            time: formatDisputeTime(dispute.resolvedAt),
            state: 'done' as const,
          },
        ]
      : []),
  ]);
}
