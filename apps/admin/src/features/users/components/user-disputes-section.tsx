import { LoadError, LoadingState } from '@tote/ui/load-states';
import { DISPUTE_REASON_LABELS } from '@tote/validation/disputes';
import { disputeOutcomeText } from '@tote/web/disputes';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useUserDisputes } from '../api/get-user-disputes';
import { dateOf } from '../format';
import { DetailSection } from './detail-section';

/**
 * docs/product/admin.md, a person's profile: how many disputes they were part of (as sender or traveler) and
 * how each ended (ADR 019).
 */
export function DisputesSection({ userId }: { userId: string }) {
  const disputes = useUserDisputes(userId);
  let content: React.ReactNode;
  if (disputes.isPending) content = <LoadingState label="Loading the person’s disputes" />;
  else if (disputes.isError)
    content = (
      <LoadError error={disputes.error} onRetry={() => disputes.refetch()} retrying={disputes.isFetching} />
    );
  else {
    const { total, open, disputes: list } = disputes.data;
    content =
      total === 0 ? (
        <p className="text-sm text-muted">Never part of a dispute.</p>
      ) : (
        <>
          <p className="text-sm text-ink">
            {total} {total === 1 ? 'dispute' : 'disputes'}
            {open > 0 ? `, ${open} still open` : ', all resolved'}.
          </p>
          <ul className="flex flex-col gap-1 text-sm">
            {list.map((dispute) => (
              <li key={dispute.id} className="flex flex-wrap gap-x-2">
                <Link
                  to={paths.senderDelivery.getHref(dispute.deliveryId)}
                  className="focus-ring rounded-control font-mono font-semibold whitespace-nowrap text-brand-700 hover:underline"
                >
                  {dispute.deliveryId}
                </Link>
                <span className="text-muted">as {dispute.side}</span>
                <span className="text-ink">{DISPUTE_REASON_LABELS[dispute.reason]}</span>
                <span className="font-semibold text-ink">{disputeOutcomeText(dispute)}</span>
                <span className="text-muted">opened {dateOf(dispute.openedAt)}</span>
              </li>
            ))}
          </ul>
        </>
      );
  }
  return (
    <DetailSection id="disputes" title="Disputes">
      {content}
    </DetailSection>
  );
}
