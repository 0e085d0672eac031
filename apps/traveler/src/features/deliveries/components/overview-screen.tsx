import { ActionTile } from '@tote/ui/action-tile';
import { buttonClasses } from '@tote/ui/button';
import { useDocumentTitle } from '@tote/ui/document-title';
import { PackageIcon, PlaneIcon, UploadIcon } from '@tote/ui/icons';
import { LoadingState } from '@tote/ui/load-states';
import { StatTile, StatTileValueLoading } from '@tote/ui/stat-tile';
import type { TravelerOverview } from '@tote/validation/trips';
import { useSessionUser } from '@tote/web/session';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { VerificationStatus } from '../../../components/verification-status';
import { paths } from '../../../config/paths';
import { useTravelerOverview } from '../api/get-traveler-overview';
import { hoursAwayText } from '../format';
import { DeliveriesTable } from './deliveries-table';

/**
 * docs/product/traveler.md, Overview (/traveler-home): Upload Traveler Details, the next delivery ("You're N
 * Hours Away"), Monthly, Wallet and the Deliveries table. The Wallet tile belongs to the wallet feature: the route
 * passes it in, as features do not import each other.
 */
export function OverviewScreen({ walletTile }: { walletTile?: ReactNode }) {
  useDocumentTitle('Overview');
  const user = useSessionUser();
  const overview = useTravelerOverview();
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4 wide:gap-6">
      <h1 className="text-2xl font-bold tracking-tight text-ink">Overview</h1>
      {/* The session says where the ID check stands; a verified traveler sees a short note. */}
      <VerificationStatus status={user.travelerStatus} />
      {overview.isPending ? (
        // Until the tiles' answer is in (usually before the screen draws: the entry asked for it,
        // app/prefetch.ts), one loading state rather than tiles that grow when it lands and push the table
        // down (no layout shift: Lighthouse's CLS, bench/lighthouse.mjs). Nothing is drawn below it
        // meanwhile.
        <LoadingState label="Loading your overview" />
      ) : (
        <OverviewContent overview={overview.data} error={overview.error} walletTile={walletTile} />
      )}
    </div>
  );
}

/** The tiles and the Deliveries table, once the tiles' answer (or its error) is in. */
function OverviewContent({
  overview,
  error,
  walletTile,
}: {
  overview: TravelerOverview | undefined;
  error: Error | null;
  walletTile: ReactNode;
}) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <ActionTile
          to={paths.travelerRequest.getHref()}
          icon={<UploadIcon className="size-5" />}
          label="Upload Traveler Details"
          description="Share a flight and the weight you can carry."
        />
        <NextDeliveryTile overview={overview} error={error} />
        <StatTile
          label="Monthly"
          icon={<PackageIcon className="size-5" />}
          tone="success"
          value={overview ? overview.monthlyDelivered : <StatTileValueLoading error={error} />}
          description={`${overview?.monthlyDelivered === 1 ? 'Package' : 'Packages'} delivered this month`}
        />
        {walletTile}
      </div>
      <DeliveriesTable />
    </>
  );
}

function NextDeliveryTile({
  overview,
  error,
}: {
  overview: TravelerOverview | undefined;
  error: Error | null;
}) {
  const next = overview?.nextDelivery;
  const tile = { label: 'Next Delivery', icon: <PlaneIcon className="size-5" />, tone: 'accent' as const };
  if (!overview) return <StatTile {...tile} value={<StatTileValueLoading error={error} />} />;
  if (!next)
    return (
      <StatTile
        {...tile}
        value={<span className="text-base font-semibold">Nothing to carry right now</span>}
        description={
          <>
            Once you carry a sender’s items, you’ll see how far away you are.{' '}
            <Link
              to={paths.trips.getHref()}
              className="focus-ring rounded-sm font-semibold text-brand-700 hover:underline"
            >
              Your trips
            </Link>
          </>
        }
      />
    );
  return (
    <StatTile
      {...tile}
      value={hoursAwayText(next.hoursAway)}
      description={`${next.senderName}’s ${next.category}`}
      action={
        <Link
          to={paths.deliveryTracking.getHref(next.deliveryId)}
          className={buttonClasses({ variant: 'outline', size: 'sm' })}
        >
          Track {next.deliveryId}
        </Link>
      }
    />
  );
}
