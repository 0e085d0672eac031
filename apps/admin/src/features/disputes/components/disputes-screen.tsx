import { EmptyState } from '@tote/ui/empty-state';
import { AlertIcon } from '@tote/ui/icons';
import { LoadError, LoadingState } from '@tote/ui/load-states';
import { ContentLayout } from '@tote/ui/page-layout';
import { Tabs } from '@tote/ui/tabs';
import { DISPUTE_STATUSES, type Dispute, type DisputeStatus } from '@tote/validation/disputes';
import { DisputeSection } from '@tote/web/disputes';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useListParams } from '../../../lib/use-list-params';
import { useDisputes } from '../api/get-disputes';
import { ResolveDisputeForm } from './resolve-dispute-form';

const tabLabels: Record<DisputeStatus, string> = { open: 'Open', resolved: 'Resolved' };

const emptyText: Record<DisputeStatus, { title: string; description: string }> = {
  open: {
    title: 'No dispute is open',
    description: 'Disputes senders open about a delivery appear here, oldest first, until you resolve them.',
  },
  resolved: {
    title: 'No dispute resolved yet',
    description: 'Resolved disputes are listed here, newest first.',
  },
};

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** "Open for 3 days" / "Open for 5 hours": how long the dispute has waited. */
export function ageOf(openedAt: string, now = Date.now()): string {
  const elapsed = Math.max(0, now - Date.parse(openedAt));
  if (elapsed >= DAY_MS) {
    const days = Math.floor(elapsed / DAY_MS);
    return `Open for ${days} ${days === 1 ? 'day' : 'days'}`;
  }
  const hours = Math.floor(elapsed / HOUR_MS);
  return hours < 1 ? 'Opened less than an hour ago' : `Open for ${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

/**
 * docs/product/admin.md, Disputes: the disputes senders opened, oldest first with their age, each with its
 * description, its conversation (the traveler's answer and evidence) and the resolve form.
 */
export function DisputesScreen() {
  const { tab, selectTab } = useListParams(DISPUTE_STATUSES, 'open');
  return (
    <ContentLayout title="Disputes">
      <div className="flex flex-col gap-4 p-3 sm:p-6">
        <p className="text-sm text-muted">
          While a dispute is open the traveler’s earning stays on hold (or the money stays in escrow). A
          resolution moves the money at once and cannot be undone.
        </p>
        <Tabs
          label="Disputes by status"
          selectedId={tab}
          onChange={selectTab}
          tabs={DISPUTE_STATUSES.map((status) => ({
            id: status,
            label: tabLabels[status],
            content: <DisputeList status={status} />,
          }))}
        />
      </div>
    </ContentLayout>
  );
}

function DisputeList({ status }: { status: DisputeStatus }) {
  const disputes = useDisputes(status);
  if (disputes.isPending)
    return <LoadingState label={`Loading ${tabLabels[status].toLowerCase()} disputes`} />;
  if (disputes.isError)
    return (
      <LoadError error={disputes.error} onRetry={() => disputes.refetch()} retrying={disputes.isFetching} />
    );
  const list = disputes.data.disputes;
  if (list.length === 0)
    return (
      <div className="pt-4">
        <EmptyState icon={<AlertIcon className="size-6" />} {...emptyText[status]} />
      </div>
    );
  return (
    <ul className="flex flex-col gap-4 pt-4">
      {list.map((dispute) => (
        <li key={dispute.id}>
          <DisputeRow dispute={dispute} />
        </li>
      ))}
    </ul>
  );
}

function DisputeRow({ dispute }: { dispute: Dispute }) {
  return (
    <article aria-label={`Dispute about ${dispute.deliveryId}`} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4">
        <Link
          to={paths.senderDelivery.getHref(dispute.deliveryId)}
          className="focus-ring rounded-sm font-mono font-semibold text-brand-700 hover:underline"
        >
          {dispute.deliveryId}
        </Link>
        {dispute.status === 'open' && (
          <p className="text-sm font-semibold text-ink">{ageOf(dispute.openedAt)}</p>
        )}
      </div>
      <DisputeSection dispute={dispute} viewer="staff">
        {dispute.status === 'open' && <ResolveDisputeForm dispute={dispute} />}
      </DisputeSection>
    </article>
  );
}
