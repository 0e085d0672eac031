import { buttonClasses } from '@tote/ui/button';
import { WalletIcon } from '@tote/ui/icons';
import { StatTile, StatTileValueLoading } from '@tote/ui/stat-tile';
import { formatMoney } from '@tote/validation/orders';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useWallet } from '../api/get-wallet';

/**
 * docs/product/traveler.md, /traveler-home: the Wallet tile, a balance and Withdraw. The balance is what can be
 * withdrawn now; money still in its hold shows underneath, so a traveler who just delivered sees it arrived.
 */
export function WalletTile() {
  const wallet = useWallet();
  const tile = { label: 'Wallet', icon: <WalletIcon className="size-5" />, tone: 'success' as const };
  const withdraw = (
    <Link to={paths.wallet.getHref()} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
      Withdraw
    </Link>
  );
  if (!wallet.data)
    return (
      <StatTile
        {...tile}
        value={<StatTileValueLoading error={wallet.error} />}
        // The line is there from the start, so the tile does not grow when the balance arrives.
        description="Available to withdraw"
        action={withdraw}
      />
    );
  const { available, pending } = wallet.data;
  return (
    <StatTile
      {...tile}
      value={formatMoney(available)}
      description={
        <>
          <span className="block">Available to withdraw</span>{' '}
          {pending.amountMinor > 0 && (
            <span className="block font-medium text-ink">{formatMoney(pending)} pending</span>
          )}
        </>
      }
      action={withdraw}
    />
  );
}
