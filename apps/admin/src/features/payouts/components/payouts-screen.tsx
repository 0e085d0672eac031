import { Button } from '@tote/ui/button';
import { EmptyState } from '@tote/ui/empty-state';
import { WalletIcon } from '@tote/ui/icons';
import { LoadError, LoadingState } from '@tote/ui/load-states';
import { ContentLayout } from '@tote/ui/page-layout';
import { Pagination, pageCountOf } from '@tote/ui/pagination';
import { FormAlert } from '@tote/ui/schema-form';
import { Tabs } from '@tote/ui/tabs';
import { formatMoney } from '@tote/validation/orders';
import {
  FailPayoutSchema,
  PAYOUT_STATUSES,
  type Payout,
  type PayoutStatus,
  payoutStatusLabels,
} from '@tote/validation/wallet';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { dayAndTime } from '../../../lib/format';
import { RequiredReasonDialog } from '../../../lib/required-reason-dialog';
import { useListParams } from '../../../lib/use-list-params';
import { useDecidePayout } from '../api/decide-payout';
import { usePayouts } from '../api/get-payouts';

export const PAYOUTS_PAGE_SIZE = 10;

const emptyText: Record<PayoutStatus, { title: string; description: string }> = {
  requested: {
    title: 'No payout is waiting',
    description: 'Withdrawals travelers ask for appear here, oldest first, until you approve them.',
  },
  approved: {
    title: 'No payout on its way',
    description: 'Approved payouts wait here until the bank confirms them: then mark them paid.',
  },
  paid: { title: 'No payout paid yet', description: 'Payouts the bank confirmed are listed here.' },
  failed: {
    title: 'No payout failed',
    description:
      'Payouts marked failed are listed here with their reason; the money went back to the traveler.',
  },
};

/**
 * The Payouts queue: the withdrawals travelers asked for, one state per tab (requested by default), oldest first.
 * Requested ones are approved (the provider is asked to pay), approved ones marked paid once the bank confirms,
 * and either may be marked failed with the reason the traveler reads (the money returns to their balance). The
 * tab and the page live in the URL, so Back from a traveler's profile returns to them.
 */
export function PayoutsScreen() {
  const { tab, page, selectTab, selectPage } = useListParams(PAYOUT_STATUSES, 'requested');
  return (
    <ContentLayout title="Payouts">
      <div className="flex flex-col gap-4 p-3 sm:p-6">
        <p className="text-sm text-muted">
          Withdrawals travelers asked for, oldest first. The money has left their available balance; a failed
          payout puts it back.
        </p>
        <Tabs
          label="Payouts by status"
          selectedId={tab}
          onChange={selectTab}
          tabs={PAYOUT_STATUSES.map((status) => ({
            id: status,
            label: payoutStatusLabels[status],
            content: <PayoutList status={status} page={page} onPageChange={selectPage} />,
          }))}
        />
      </div>
    </ContentLayout>
  );
}

function PayoutList({
  status,
  page,
  onPageChange,
}: {
  status: PayoutStatus;
  page: number;
  onPageChange: (page: number) => void;
}) {
  const payouts = usePayouts({ status, page, pageSize: PAYOUTS_PAGE_SIZE });
  const label = payoutStatusLabels[status];
  if (payouts.isPending) return <LoadingState label={`Loading ${label.toLowerCase()} payouts`} />;
  if (payouts.isError)
    return (
      <LoadError error={payouts.error} onRetry={() => payouts.refetch()} retrying={payouts.isFetching} />
    );
  const { total, pageSize } = payouts.data;
  if (total === 0)
    return (
      <div className="pt-4">
        <EmptyState icon={<WalletIcon className="size-6" />} {...emptyText[status]} />
      </div>
    );
  return (
    <div className="flex flex-col gap-3 pt-4">
      <p className="text-sm text-muted">
        {total} {label.toLowerCase()} {total === 1 ? 'payout' : 'payouts'}, oldest first
      </p>
      <ul className="flex flex-col gap-2" aria-busy={payouts.isPlaceholderData || undefined}>
        {payouts.data.payouts.map((payout) => (
          <li key={payout.id}>
            <PayoutRow payout={payout} />
          </li>
        ))}
      </ul>
      <Pagination
        label={`${label} payouts pages`}
        page={payouts.data.page}
        pageCount={pageCountOf(total, pageSize)}
        onPageChange={onPageChange}
      />
    </div>
  );
}

const statusTones: Record<PayoutStatus, string> = {
  requested: 'bg-accent-50 text-accent-800',
  approved: 'bg-brand-50 text-brand-700',
  paid: 'bg-success-50 text-success-700',
  failed: 'bg-danger-50 text-danger-700',
};

/** One payout: who, how much, where to, since when, its state, and what staff can do with it now. */
export function PayoutRow({ payout }: { payout: Payout }) {
  const decide = useDecidePayout();
  const [failing, setFailing] = useState(false);
  const headingId = `payout-${payout.id}`;
  const amount = formatMoney(payout.amount);
  // Every button names the payout: a screen reader lists them all on the page together.
  const what = `payout of ${amount} to ${payout.traveler.fullName}`;
  const pendingStep = decide.isPending ? decide.variables?.step : undefined;
  const canDecide = payout.status === 'requested' || payout.status === 'approved';
  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-3 rounded-card border border-line p-3">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <div className="min-w-0">
          {/* h2: on /payouts the rows come right under the page's title (no level skipped). */}
          <h2 id={headingId} className="font-medium break-words text-ink">
            <Link
              to={paths.profile.getHref(payout.traveler.id)}
              className="focus-ring rounded-control text-brand-700 hover:underline"
            >
              {payout.traveler.fullName}
            </Link>
          </h2>
          <p className="text-xl font-bold text-ink">{amount}</p>
        </div>
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${statusTones[payout.status]}`}
        >
          {payoutStatusLabels[payout.status]}
        </span>
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <div className="min-w-0">
          <dt className="text-xs text-muted">Destination</dt>
          <dd className="break-words text-ink">{payout.destination}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs text-muted">Requested</dt>
          <dd className="text-ink">{dayAndTime(payout.requestedAt)}</dd>
        </div>
        {payout.approvedAt && (
          <div className="min-w-0">
            <dt className="text-xs text-muted">Approved</dt>
            <dd className="text-ink">{dayAndTime(payout.approvedAt)}</dd>
          </div>
        )}
        {payout.paidAt && (
          <div className="min-w-0">
            <dt className="text-xs text-muted">Paid</dt>
            <dd className="text-ink">{dayAndTime(payout.paidAt)}</dd>
          </div>
        )}
        {payout.failedAt && (
          <div className="min-w-0">
            <dt className="text-xs text-muted">Failed</dt>
            <dd className="text-ink">{dayAndTime(payout.failedAt)}</dd>
          </div>
        )}
        {payout.failureReason && (
          <div className="min-w-0 sm:col-span-2 lg:col-span-4">
            <dt className="text-xs text-muted">Reason</dt>
            <dd className="break-words text-ink">{payout.failureReason}</dd>
          </div>
        )}
      </dl>
      {/* A refusal (someone decided first, the provider did not answer) stays on the row it concerns. */}
      {!failing && decide.error && <FormAlert>{decide.error.message}</FormAlert>}
      {canDecide && (
        <div className="flex flex-wrap gap-2 sm:justify-end">
          {payout.status === 'requested' && (
            <Button
              size="sm"
              aria-label={`Approve ${what}`}
              loading={pendingStep === 'approve'}
              disabled={decide.isPending}
              onClick={() => decide.mutate({ payoutId: payout.id, step: 'approve' })}
            >
              Approve
            </Button>
          )}
          {payout.status === 'approved' && (
            <Button
              size="sm"
              aria-label={`Mark paid: ${what}`}
              loading={pendingStep === 'paid'}
              disabled={decide.isPending}
              onClick={() => decide.mutate({ payoutId: payout.id, step: 'paid' })}
            >
              Mark paid
            </Button>
          )}
          <Button
            size="sm"
            variant="outline"
            aria-label={`Mark failed: ${what}`}
            disabled={decide.isPending}
            onClick={() => {
              decide.reset();
              setFailing(true);
            }}
          >
            Mark failed
          </Button>
        </div>
      )}
      <RequiredReasonDialog
        open={failing}
        onClose={() => setFailing(false)}
        title={`Mark failed: ${what}`}
        description={`Say why; ${payout.traveler.fullName} reads it, and ${amount} goes back to their available balance.`}
        schema={FailPayoutSchema}
        submitLabel="Mark failed"
        pending={pendingStep === 'failed'}
        error={failing ? decide.error?.message : undefined}
        onSubmit={(reason) =>
          decide.mutate(
            { payoutId: payout.id, step: 'failed', reason },
            { onSuccess: () => setFailing(false) },
          )
        }
      />
    </article>
  );
}
