import { Button, buttonClasses } from '@tote/ui/button';
import { Dialog } from '@tote/ui/dialog';
import { EmptyState } from '@tote/ui/empty-state';
import { PlaneIcon } from '@tote/ui/icons';
import { LoadError, LoadingState } from '@tote/ui/load-states';
import { ContentLayout } from '@tote/ui/page-layout';
import { Pagination, pageCountOf } from '@tote/ui/pagination';
import { FormAlert } from '@tote/ui/schema-form';
import { Tabs } from '@tote/ui/tabs';
import {
  TRIP_FILTERS,
  type Trip,
  type TripFilter,
  TripFilterSchema,
  tripFilterDescriptions,
  tripFilterLabels,
} from '@tote/validation/trips';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useCancelTrip } from '../api/cancel-trip';
import { useTrips } from '../api/get-trips';
import { airportTime, feeText, route, tripStatusLabels } from '../trip-format';

const TRIPS_PAGE_SIZE = 10;

/**
 * Your Trips (docs/product/traveler.md, /trips): pending, approved and closed, with the weight left and Cancel.
 */
export function TripsScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = TripFilterSchema.catch('pending').parse(searchParams.get('filter') ?? undefined);
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);

  function select(next: { filter?: TripFilter; page?: number }) {
    const params = new URLSearchParams({ filter: next.filter ?? filter });
    if ((next.page ?? 1) > 1) params.set('page', String(next.page));
    setSearchParams(params, { replace: next.filter === undefined });
  }

  return (
    <ContentLayout
      title="Your Trips"
      back={{ href: paths.home.getHref(), label: 'Back to Overview' }}
      actions={
        <Link to={paths.travelerRequest.getHref()} className={buttonClasses({ size: 'sm' })}>
          Upload Traveler Details
        </Link>
      }
    >
      <div className="p-3 sm:p-6">
        <Tabs
          label="Trip status"
          selectedId={filter}
          onChange={(id) => select({ filter: TripFilterSchema.parse(id) })}
          tabs={TRIP_FILTERS.map((id) => ({
            id,
            label: tripFilterLabels[id],
            content: <TripCards filter={id} page={page} onPageChange={(next) => select({ page: next })} />,
          }))}
        />
      </div>
    </ContentLayout>
  );
}

function TripCards({
  filter,
  page,
  onPageChange,
}: {
  filter: TripFilter;
  page: number;
  onPageChange: (page: number) => void;
}) {
  const trips = useTrips({ filter, page, pageSize: TRIPS_PAGE_SIZE });
  if (trips.isPending) return <LoadingState label="Loading trips" />;
  if (trips.isError)
    return <LoadError error={trips.error} onRetry={() => trips.refetch()} retrying={trips.isFetching} />;
  const { trips: rows, total, pageSize } = trips.data;
  if (total === 0)
    return (
      <EmptyState
        icon={<PlaneIcon className="size-6" />}
        title={`No ${tripFilterLabels[filter].toLowerCase()} trips`}
        description={tripFilterDescriptions[filter]}
      />
    );
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">{tripFilterDescriptions[filter]}</p>
      <ul className="grid gap-3 md:grid-cols-2" aria-busy={trips.isPlaceholderData || undefined}>
        {rows.map((trip) => (
          <li key={trip.id} className="min-w-0">
            <TripCard trip={trip} />
          </li>
        ))}
      </ul>
      <Pagination
        label={`${tripFilterLabels[filter]} trips pages`}
        page={trips.data.page}
        pageCount={pageCountOf(total, pageSize)}
        onPageChange={onPageChange}
      />
    </div>
  );
}

const statusTones: Record<Trip['status'], string> = {
  pending: 'bg-accent-50 text-accent-800 ring-accent-200',
  approved: 'bg-success-50 text-success-700 ring-success-100',
  rejected: 'bg-danger-50 text-danger-700 ring-danger-200',
  completed: 'bg-grey-100 text-grey-700 ring-grey-200',
  cancelled: 'bg-grey-100 text-grey-700 ring-grey-200',
};

/**
 * The trip's card, as on the admin's Travelers tab (docs/product/admin.md, /admin-l): weight, airline, route,
 * date and time, booking ID; plus what is left and the fee.
 */
function TripCard({ trip }: { trip: Trip }) {
  const headingId = `trip-${trip.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-3 rounded-card border border-line bg-surface p-4"
    >
      <div>
        {/* Wraps at phone widths: the booking ID and a long status ("Pending approval") never push the card wider. */}
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <p className="font-mono text-xs font-semibold whitespace-nowrap text-brand-700">{trip.bookingId}</p>
          <span
            className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${statusTones[trip.status]}`}
          >
            {tripStatusLabels[trip.status]}
          </span>
        </div>
        <h2 id={headingId} className="mt-1 font-semibold break-words text-ink">
          {route(trip)}
        </h2>
      </div>
      <dl className="grid gap-x-3 text-sm min-[480px]:grid-cols-[auto_1fr] min-[480px]:gap-y-1">
        <dt className="mt-2 text-xs text-muted first:mt-0 min-[480px]:mt-0 min-[480px]:text-sm">Flight</dt>
        <dd className="min-w-0 break-words text-ink">
          {trip.airline} {trip.flightNumber}
        </dd>
        <dt className="mt-2 text-xs text-muted min-[480px]:mt-0 min-[480px]:text-sm">Departs</dt>
        <dd className="min-w-0 break-words text-ink">
          {airportTime(trip.departureAt, trip.departureTimeZone)}
        </dd>
        <dt className="mt-2 text-xs text-muted min-[480px]:mt-0 min-[480px]:text-sm">Arrives</dt>
        <dd className="min-w-0 break-words text-ink">{airportTime(trip.arrivalAt, trip.arrivalTimeZone)}</dd>
        <dt className="mt-2 text-xs text-muted min-[480px]:mt-0 min-[480px]:text-sm">Space left</dt>
        <dd className="text-ink">
          {trip.remainingKg} of {trip.weightKg} kg
          {trip.deliveryCount > 0 &&
            ` · carries ${trip.deliveryCount} ${trip.deliveryCount === 1 ? 'delivery' : 'deliveries'}`}
        </dd>
        <dt className="mt-2 text-xs text-muted min-[480px]:mt-0 min-[480px]:text-sm">Price</dt>
        <dd className="text-ink">{feeText(trip)}</dd>
      </dl>
      {trip.status === 'rejected' && trip.rejectionReason && (
        <p className="rounded-control bg-danger-50 px-3 py-2 text-sm text-danger-700">
          Not approved: {trip.rejectionReason}
        </p>
      )}
      {trip.canCancel && (
        <div className="mt-auto flex justify-end">
          <CancelTrip trip={trip} />
        </div>
      )}
    </article>
  );
}

function CancelTrip({ trip }: { trip: Trip }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelTrip();

  function close() {
    if (cancel.isPending) return;
    setOpen(false);
    cancel.reset();
  }

  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="text-danger-700 hover:bg-danger-50"
        aria-label={`Cancel trip ${trip.bookingId}`}
        onClick={() => setOpen(true)}
      >
        Cancel
      </Button>
      <Dialog
        open={open}
        onClose={close}
        title={`Cancel trip ${trip.bookingId}?`}
        description="Senders’ items can no longer be matched to this flight. This cannot be undone."
        size="sm"
      >
        <div className="flex flex-col gap-3">
          <FormAlert>{cancel.error?.message}</FormAlert>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={close} disabled={cancel.isPending}>
              Keep trip
            </Button>
            <Button
              variant="danger"
              loading={cancel.isPending}
              disabled={cancel.isError}
              onClick={() => cancel.mutate(trip.id, { onSuccess: () => setOpen(false) })}
            >
              Cancel trip
            </Button>
          </div>
        </div>
      </Dialog>
    </>
  );
}
