import { DataTable } from '@tote/ui/data-table';
import { LoadError, LoadingState } from '@tote/ui/load-states';
import { Pagination, pageCountOf } from '@tote/ui/pagination';
import { Tabs } from '@tote/ui/tabs';
import { Timeline, type TimelineStep } from '@tote/ui/timeline';
import { formatMoney } from '@tote/validation/orders';
import type { Payout, WalletEntry } from '@tote/validation/wallet';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { usePayouts } from '../api/get-payouts';
import { useWalletHistory } from '../api/get-wallet-history';
import { entryKindLabels, formatDay, formatDayTime, formatSignedMoney, payoutStatusLabels } from '../format';

/** What moved in the wallet (History) and where each withdrawal stands (Payouts). */
export function WalletActivity() {
  return (
    <section aria-labelledby="activity-heading" className="flex flex-col gap-2">
      <h2 id="activity-heading" className="text-base font-semibold text-ink">
        Activity
      </h2>
      <Tabs
        label="Wallet activity"
        tabs={[
          { id: 'history', label: 'History', content: <WalletHistory /> },
          { id: 'payouts', label: 'Payouts', content: <PayoutList /> },
        ]}
      />
    </section>
  );
}

const deliveryLink = (deliveryId: string) => (
  <Link
    to={paths.deliveryTracking.getHref(deliveryId)}
    className="focus-ring rounded-sm font-mono font-semibold whitespace-nowrap text-brand-700 hover:underline"
  >
    {deliveryId}
  </Link>
);

function WalletHistory() {
  const [page, setPage] = useState(1);
  const history = useWalletHistory(page);
  if (history.isPending) return <LoadingState label="Loading the wallet’s history" />;
  if (history.isError)
    return (
      <LoadError error={history.error} onRetry={() => history.refetch()} retrying={history.isFetching} />
    );
  const { entries, total, pageSize } = history.data;
  return (
    <DataTable<WalletEntry>
      caption="Wallet history"
      hideCaption
      rows={entries}
      getRowId={(entry) => entry.id}
      emptyState="Nothing yet: earnings from your deliveries and your withdrawals will be listed here."
      columns={[
        {
          key: 'date',
          header: 'Date',
          render: (entry) => <span className="whitespace-nowrap">{formatDay(entry.at)}</span>,
        },
        {
          key: 'activity',
          header: 'Activity',
          render: (entry) => (
            <>
              <span className="block font-semibold">{entryKindLabels[entry.kind]}</span>{' '}
              {/* A failed payout's line carries its reason; it is read in full, never cut short. */}
              <span className="block break-words text-muted">{entry.description}</span>
            </>
          ),
        },
        {
          key: 'delivery',
          header: 'Delivery ID',
          render: (entry) =>
            entry.deliveryId ? (
              deliveryLink(entry.deliveryId)
            ) : (
              <>
                <span aria-hidden="true">—</span>
                <span className="sr-only">None</span>
              </>
            ),
        },
        {
          key: 'amount',
          header: 'Amount',
          className: '@lg:text-right',
          render: (entry) => (
            <span
              className={`font-semibold whitespace-nowrap ${entry.amount.amountMinor < 0 ? 'text-ink' : 'text-success-700'}`}
            >
              {formatSignedMoney(entry.amount)}
            </span>
          ),
        },
      ]}
      footer={
        <Pagination
          label="Wallet history pages"
          page={history.data.page}
          pageCount={pageCountOf(total, pageSize)}
          onPageChange={setPage}
        />
      }
    />
  );
}

function PayoutList() {
  const [page, setPage] = useState(1);
  const payouts = usePayouts(page);
  if (payouts.isPending) return <LoadingState label="Loading your payouts" />;
  if (payouts.isError)
    return (
      <LoadError error={payouts.error} onRetry={() => payouts.refetch()} retrying={payouts.isFetching} />
    );
  const { payouts: rows, total, pageSize } = payouts.data;
  if (total === 0)
    return <p className="px-1 py-6 text-center text-sm text-muted">You have not withdrawn anything yet.</p>;
  return (
    <div className="flex flex-col gap-4">
      <ul className="grid gap-3 md:grid-cols-2" aria-busy={payouts.isPlaceholderData || undefined}>
        {rows.map((payout) => (
          <li key={payout.id}>
            <PayoutCard payout={payout} />
          </li>
        ))}
      </ul>
      <Pagination
        label="Payouts pages"
        page={payouts.data.page}
        pageCount={pageCountOf(total, pageSize)}
        onPageChange={setPage}
      />
    </div>
  );
}

const statusTones: Record<Payout['status'], string> = {
  requested: 'bg-accent-50 text-accent-800 ring-accent-200',
  approved: 'bg-brand-50 text-brand-700 ring-brand-100',
  paid: 'bg-success-50 text-success-700 ring-success-100',
  failed: 'bg-danger-50 text-danger-700 ring-danger-200',
};

/**
 * Every step of a payout with its date, what it waits for, and why it failed: travelers on other marketplaces
 * most resent a payout "pending" with nothing to say where it is.
 */
export function payoutSteps(payout: Payout): TimelineStep[] {
  const { status } = payout;
  const steps: TimelineStep[] = [
    {
      id: 'requested',
      title: 'Requested',
      time: formatDayTime(payout.requestedAt),
      state: 'done',
    },
    {
      id: 'approved',
      title: 'Approved',
      description:
        status === 'requested'
          ? 'Waiting for Tote to check and approve it.'
          : status === 'approved'
            ? `Sent to ${payout.destination}; waiting for the bank to confirm it.`
            : undefined,
      time: payout.approvedAt ? formatDayTime(payout.approvedAt) : undefined,
      state: payout.approvedAt ? 'done' : status === 'requested' ? 'current' : 'upcoming',
    },
  ];
  if (status === 'failed') {
    steps.push({
      id: 'failed',
      title: 'Failed',
      description: `${payout.failureReason ?? 'No reason was given.'} The money is back in your available balance.`,
      time: payout.failedAt ? formatDayTime(payout.failedAt) : undefined,
      state: 'cancelled',
    });
    // An approval that never happened is not shown as still to come.
    return steps.filter((step) => step.id !== 'approved' || payout.approvedAt);
  }
  steps.push({
    id: 'paid',
    title: 'Paid',
    description: status === 'paid' ? `Paid into ${payout.destination}.` : undefined,
    time: payout.paidAt ? formatDayTime(payout.paidAt) : undefined,
    state: payout.paidAt ? 'done' : status === 'approved' ? 'current' : 'upcoming',
  });
  return steps;
}

function PayoutCard({ payout }: { payout: Payout }) {
  const headingId = `payout-${payout.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-3 rounded-card border border-line bg-surface p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold break-words text-ink">
            {formatMoney(payout.amount)} to {payout.destination}
          </h3>
          <p className="text-sm text-muted">Requested {formatDay(payout.requestedAt)}</p>
        </div>
        <span
          className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${statusTones[payout.status]}`}
        >
          {payoutStatusLabels[payout.status]}
        </span>
      </div>
      <Timeline steps={payoutSteps(payout)} label={`Payout of ${formatMoney(payout.amount)}: progress`} />
    </article>
  );
}
