import { AfterFirstPaint } from '@tote/ui/after-first-paint';
import { LoadError, LoadingState } from '@tote/ui/load-states';
import { ContentLayout } from '@tote/ui/page-layout';
import { StatTile } from '@tote/ui/stat-tile';
import { formatMoney } from '@tote/validation/orders';
import type { Wallet } from '@tote/validation/wallet';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useWallet } from '../api/get-wallet';
import { formatDay } from '../format';
import { PayoutMethodSection } from './payout-method-section';
import { WithdrawForm } from './withdraw-form';

// The history and payouts sit last, with their tabs (Headless UI): their chunk comes once the balances and the
// Withdraw form have drawn (AfterFirstPaint), and their arrival moves nothing above them.
const WalletActivity = lazy(() =>
  import('./wallet-activity').then((module) => ({ default: module.WalletActivity })),
);
const activityLoading = <LoadingState label="Loading the wallet’s activity" />;

/**
 * docs/product/traveler.md, /wallet "Withdraw Wallet": the balances, what is pending and when each amount
 * frees, the bank account, Withdraw, and the history with every payout's state.
 */
export function WalletScreen() {
  const wallet = useWallet();
  return (
    <ContentLayout title="Withdraw Wallet" back={{ href: paths.home.getHref(), label: 'Back to Overview' }}>
      {wallet.isPending ? (
        <LoadingState label="Loading your wallet" />
      ) : wallet.isError ? (
        <LoadError error={wallet.error} onRetry={() => wallet.refetch()} retrying={wallet.isFetching} />
      ) : (
        <WalletContent wallet={wallet.data} />
      )}
    </ContentLayout>
  );
}

function WalletContent({ wallet }: { wallet: Wallet }) {
  const [methodOpen, setMethodOpen] = useState(false);
  return (
    <div className="flex min-w-0 flex-col gap-6 p-4 sm:p-6">
      <div className="grid gap-3 sm:grid-cols-3">
        <StatTile
          label="Available"
          tone="success"
          value={formatMoney(wallet.available)}
          description="Ready to withdraw"
        />
        <StatTile
          label="Pending"
          tone="accent"
          value={formatMoney(wallet.pending)}
          description="Frees after the hold on each delivery"
        />
        <StatTile
          label="In payout"
          tone="neutral"
          value={formatMoney(wallet.inPayout)}
          description="On its way to your bank"
        />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <WithdrawForm wallet={wallet} onAddPayoutMethod={() => setMethodOpen(true)} />
        <PayoutMethodSection method={wallet.payoutMethod} open={methodOpen} onOpenChange={setMethodOpen} />
      </div>
      <PendingEarnings wallet={wallet} />
      <AfterFirstPaint fallback={activityLoading}>
        <Suspense fallback={activityLoading}>
          <WalletActivity />
        </Suspense>
      </AfterFirstPaint>
    </div>
  );
}

/** Each pending amount and the day it becomes available, soonest first (the server's order). */
function PendingEarnings({ wallet }: { wallet: Wallet }) {
  return (
    <section aria-labelledby="pending-heading" className="flex flex-col gap-2">
      <h2 id="pending-heading" className="text-base font-semibold text-ink">
        Pending earnings
      </h2>
      {wallet.pendingEarnings.length === 0 ? (
        <p className="text-sm text-muted">
          Nothing pending. What you earn for a delivery stays pending for a short hold after hand-over, while
          the sender can still raise a problem, then becomes available.
        </p>
      ) : (
        <ul
          aria-labelledby="pending-heading"
          className="divide-y divide-grey-100 rounded-control border border-line"
        >
          {wallet.pendingEarnings.map((earning) => (
            <li
              key={`${earning.deliveryId}-${earning.availableAt}`}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-3 py-2 text-sm"
            >
              <p className="min-w-0">
                <span className="font-semibold text-ink">{formatMoney(earning.amount)}</span>{' '}
                <span className="text-muted">for</span>{' '}
                <Link
                  to={paths.deliveryTracking.getHref(earning.deliveryId)}
                  className="focus-ring rounded-sm font-mono font-semibold text-brand-700 hover:underline"
                >
                  {earning.deliveryId}
                </Link>
              </p>
              {earning.frozen ? (
                <p className="font-semibold text-accent-800">On hold: the sender opened a dispute</p>
              ) : (
                <p className="text-ink">Available on {formatDay(earning.availableAt)}</p>
              )}
            </li>
          ))}
        </ul>
      )}
      {wallet.inPayout.amountMinor > 0 && (
        <p className="text-sm text-muted">
          {formatMoney(wallet.inPayout)} is in payout: see where each withdrawal stands under Payouts.
        </p>
      )}
    </section>
  );
}
