import { buttonClasses } from '@tote/ui/button';
import { useDocumentTitle } from '@tote/ui/document-title';
import { ChevronRightIcon, PackageIcon, PlaneIcon, TruckIcon } from '@tote/ui/icons';
import { StatTile, StatTileValueLoading } from '@tote/ui/stat-tile';
import type { SenderOverview } from '@tote/validation/orders';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useOrderOverview } from '../api/get-order-overview';
import { DeliveriesTable } from './deliveries-table';

/** spec §2 Sender home (/home): Request Delivery, On the Way!, Monthly, and the Deliveries table. */
export function HomeScreen() {
  useDocumentTitle('Home');
  const overview = useOrderOverview();
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4 wide:gap-6">
      <h1 className="text-2xl font-bold tracking-tight text-ink">Home</h1>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <RequestDeliveryTile />
        <OnTheWayTile overview={overview.data} loading={overview.isPending} error={overview.error} />
        <StatTile
          label="Monthly"
          icon={<PackageIcon className="size-5" />}
          tone="success"
          value={overview.data ? overview.data.monthlyCount : <StatTileValueLoading error={overview.error} />}
          description="Deliveries requested this month"
        />
      </div>
      <DeliveriesTable />
    </div>
  );
}

function RequestDeliveryTile() {
  return (
    <Link
      to={paths.request.getHref()}
      className="focus-ring group flex flex-col gap-3 rounded-card bg-brand-600 p-4 text-white shadow-sm hover:bg-brand-700"
    >
      <span
        aria-hidden="true"
        className="flex size-10 items-center justify-center rounded-control bg-white/15"
      >
        <TruckIcon className="size-5" />
      </span>
      <span className="flex items-center gap-1 text-lg font-bold">
        Request Delivery
        <ChevronRightIcon
          aria-hidden="true"
          className="size-5 transition-transform group-hover:translate-x-0.5"
        />
      </span>
      <span className="text-sm text-brand-100">
        Tell us what to send and where, and we match you with a traveler.
      </span>
    </Link>
  );
}

function hoursAwayText(hours: number): string {
  if (hours <= 0) return 'Landing now';
  return `${hours} ${hours === 1 ? 'Hour' : 'Hours'} Away`;
}

function OnTheWayTile({
  overview,
  loading,
  error,
}: {
  overview: SenderOverview | undefined;
  loading: boolean;
  error: Error | null;
}) {
  const onTheWay = overview?.onTheWay;
  if (loading || !overview) {
    return (
      <StatTile
        label="On the Way!"
        icon={<PlaneIcon className="size-5" />}
        tone="accent"
        value={<StatTileValueLoading error={error} />}
        // Holds the line the answer fills, so the tiles and the table below do not move when it lands
        // (issue 8: layout shift).
        description={
          error ? undefined : (
            <span
              aria-hidden="true"
              className="block h-5 w-48 max-w-full animate-pulse rounded-control bg-grey-200"
            />
          )
        }
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
