import { DataTable } from '@tote/ui/data-table';
import { LoadError, LoadingState } from '@tote/ui/load-states';
import { countryName } from '@tote/validation/countries';
import { formatMoney, formatSignedMoney } from '@tote/validation/orders';
import {
  type PayoutMethod,
  payoutMethodLabel,
  type Wallet,
  type WalletEntry,
  type WalletHistoryPage,
  walletEntryKindLabels,
} from '@tote/validation/wallet';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { dayAndTime } from '../../../lib/format';
import { useUserMoney } from '../api/get-user-money';
import { dateOf } from '../format';
import { DetailSection, detailsClasses, termClasses } from './detail-section';

const deliveryLink = (deliveryId: string) => (
  <Link
    to={paths.senderDelivery.getHref(deliveryId)}
    className="focus-ring rounded-control font-mono font-semibold whitespace-nowrap text-brand-700 hover:underline"
  >
    {deliveryId}
  </Link>
);

/**
 * A traveler's money as staff answer "where is my money?": what they can withdraw, what is still held and the
 * day each amount frees, what is on its way to their bank, which bank account, and the latest lines of their
 * wallet's history (docs/decisions/017-payments-and-escrow.md).
 */
export function MoneySection({ userId }: { userId: string }) {
  const money = useUserMoney(userId);
  let content: React.ReactNode;
  if (money.isPending) content = <LoadingState label="Loading the traveler’s money" />;
  else if (money.isError)
    content = <LoadError error={money.error} onRetry={() => money.refetch()} retrying={money.isFetching} />;
  else
    content = (
      <>
        <Balances wallet={money.data.wallet} />
        <PayoutMethodLine method={money.data.wallet.payoutMethod} />
        <History history={money.data.history} />
      </>
    );
  return (
    <DetailSection id="money" title="Money">
      {content}
    </DetailSection>
  );
}

function Balances({ wallet }: { wallet: Wallet }) {
  return (
    <>
      <dl className="grid gap-3 min-[480px]:grid-cols-3">
        {(
          [
            ['Available', wallet.available, 'Can be withdrawn now'],
            ['Pending', wallet.pending, 'Delivered, waiting for the hold to end'],
            ['In payout', wallet.inPayout, 'Asked for, not yet paid'],
          ] as const
        ).map(([label, amount, hint]) => (
          <div key={label} className="min-w-0 rounded-card border border-line p-3">
            <dt className="text-xs font-medium text-muted">{label}</dt>
            <dd className="text-xl font-bold text-ink">{formatMoney(amount)}</dd>
            <dd className="text-xs text-muted">{hint}</dd>
          </div>
        ))}
      </dl>
      {wallet.pendingEarnings.length > 0 && (
        <div className="flex flex-col gap-1">
          <h3 className="text-sm font-semibold text-ink">Pending, soonest first</h3>
          <ul className="flex flex-col gap-1 text-sm">
            {wallet.pendingEarnings.map((earning) => (
              <li key={earning.deliveryId} className="flex flex-wrap gap-x-2">
                {deliveryLink(earning.deliveryId)}
                <span className="font-semibold text-ink">{formatMoney(earning.amount)}</span>
                <span className="text-muted">
                  {earning.frozen
                    ? 'on hold: a dispute is open'
                    : `available on ${dateOf(earning.availableAt)}`}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}

function PayoutMethodLine({ method }: { method: PayoutMethod | null }) {
  return (
    <dl className={detailsClasses}>
      <dt className={termClasses}>Payout method</dt>
      <dd className="min-w-0 break-words text-ink">
        {method
          ? `${payoutMethodLabel(method)} · ${method.holderName} · ${countryName(method.country)} · saved ${dateOf(method.updatedAt)}`
          : 'No bank account yet: they cannot withdraw until they add one.'}
      </dd>
    </dl>
  );
}

function History({ history }: { history: WalletHistoryPage }) {
  const { entries, total } = history;
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-ink">Latest history</h3>
      {total > entries.length && (
        <p className="text-sm text-muted">
          The latest {entries.length} of {total} lines.
        </p>
      )}
      <DataTable<WalletEntry>
        caption="Wallet history"
        hideCaption
        rows={entries}
        getRowId={(entry) => entry.id}
        emptyState="Nothing yet: earnings from their deliveries and their withdrawals will be listed here."
        columns={[
          {
            key: 'at',
            header: 'Date',
            render: (entry) => <span className="whitespace-nowrap">{dayAndTime(entry.at)}</span>,
          },
          {
            key: 'activity',
            header: 'Activity',
            render: (entry) => (
              <>
                <span className="block font-semibold">{walletEntryKindLabels[entry.kind]}</span>{' '}
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
              <span className="font-semibold whitespace-nowrap">{formatSignedMoney(entry.amount)}</span>
            ),
          },
        ]}
      />
    </div>
  );
}
