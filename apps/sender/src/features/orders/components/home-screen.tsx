import { ActionTile } from '@tote/ui/action-tile';
import { buttonClasses } from '@tote/ui/button';
import { useDocumentTitle } from '@tote/ui/document-title';
import { PackageIcon, PlaneIcon, TruckIcon } from '@tote/ui/icons';
import { LoadingState } from '@tote/ui/load-states';
import { StatTile, StatTileValueLoading } from '@tote/ui/stat-tile';
import type { SenderOverview } from '@tote/validation/orders';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useOrderOverview } from '../api/get-order-overview';
import { DeliveriesTable } from './deliveries-table';

/** docs/product/sender.md, Home (/home): Request Delivery, On the Way!, Monthly, and the Deliveries table. */
export function HomeScreen() {
  useDocumentTitle('Home');
  const overview = useOrderOverview();
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4 wide:gap-6">
      <h1 className="text-2xl font-bold tracking-tight text-ink">Home</h1>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <ActionTile
          to={paths.request.getHref()}
          icon={<TruckIcon className="size-5" />}
          label="Request Delivery"
          description="Tell us what to send and where, and we match you with a traveler."
        />
        {/* The tiles that show the answer, and the table below them, wait for it (usually there before the screen
            draws: the entry asked for it, app/prefetch.ts): drawn earlier, the On the Way! tile grew when it
            landed and pushed the table down (a layout shift, as Lighthouse counts: bench/lighthouse.mjs). */}
        {!overview.isPending && (
          <>
            <OnTheWayTile overview={overview.data} error={overview.error} />
            <StatTile
              label="Monthly"
              icon={<PackageIcon className="size-5" />}
              tone="success"
              value={
                overview.data ? overview.data.monthlyCount : <StatTileValueLoading error={overview.error} />
              }
              description={`${overview.data?.monthlyCount === 1 ? 'Delivery' : 'Deliveries'} requested this month`}
            />
          </>
        )}
      </div>
      {overview.isPending ? <LoadingState label="Loading your deliveries" /> : <DeliveriesTable />}
    </div>
  );
}

function hoursAwayText(hours: number): string {
  if (hours <= 0) return 'Landing now';
  return `${hours} ${hours === 1 ? 'Hour' : 'Hours'} Away`;
}

function OnTheWayTile({ overview, error }: { overview: SenderOverview | undefined; error: Error | null }) {
  const onTheWay = overview?.onTheWay;
  // Drawn once the answer is in (HomeScreen): without an overview, the request failed.
  if (!overview) {
    return (
      <StatTile
        label="On the Way!"
        icon={<PlaneIcon className="size-5" />}
        tone="accent"
        value={<StatTileValueLoading error={error} />}
      />
    );
  }
  if (!onTheWay) {
    return (
      <StatTile
        label="On the Way!"
        icon={<PlaneIcon className="size-5" />}
        tone="accent"
        value={<span className="text-base font-semibold">Nothing on the way right now</span>}
        description="Once a traveler is flying with your items, you'll see how far away they are."
      />
    );
  }
  return (
    <StatTile
      label="On the Way!"
      icon={<PlaneIcon className="size-5" />}
      tone="accent"
      value={hoursAwayText(onTheWay.hoursAway)}
      description={`${onTheWay.travelerName} is carrying your ${onTheWay.category}`}
      action={
        <Link
          to={paths.deliveryTracking.getHref(onTheWay.deliveryId)}
          className={buttonClasses({ variant: 'outline', size: 'sm' })}
        >
          Track {onTheWay.deliveryId}
        </Link>
      }
    />
  );
}
