import { Button } from '@tote/ui/button';
import { PlaneIcon } from '@tote/ui/icons';
import { FormAlert } from '@tote/ui/schema-form';
import { formatMoney } from '@tote/validation/orders';
import { RejectTripSchema, type Trip } from '@tote/validation/trips';
import { useState } from 'react';
import { airportTime, kg, tripRoute } from '../../../lib/format';
import { RequiredReasonDialog } from '../../../lib/required-reason-dialog';
import { usePendingTrips } from '../api/get-pending-trips';
import { useReviewTrip } from '../api/review-trip';
import { QUEUE_PAGE_SIZE } from '../home-first-page';
import { PagedQueue } from './paged-queue';

/**
 * Trips awaiting approval (a review queue): route, dates, weight, fee per kg and traveler; Approve, or
 * Reject with a reason. The traveler is notified either way.
 */
export function TripQueue() {
  const [page, setPage] = useState(1);
  const trips = usePendingTrips(page, QUEUE_PAGE_SIZE);
  return (
    <PagedQueue
      id="trips-awaiting-approval"
      title="Trips awaiting approval"
      query={trips}
      itemsOf={(data) => data.trips}
      keyOf={(trip) => trip.id}
      renderItem={(trip) => <TripRow trip={trip} />}
      onPageChange={setPage}
      loadingLabel="Loading trips awaiting approval"
      empty={{
        icon: <PlaneIcon className="size-6" />,
        title: 'No trip is waiting',
        description: 'Trips verified travelers post appear here until you approve or reject them.',
      }}
    />
  );
}

function TripRow({ trip }: { trip: Trip }) {
  const review = useReviewTrip();
  const [rejecting, setRejecting] = useState(false);
  const headingId = `pending-trip-${trip.id}`;
  const route = tripRoute(trip);
  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-3 rounded-card border border-line p-3">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <div className="min-w-0">
          <p className="font-mono text-xs font-semibold text-brand-700">{trip.bookingId}</p>
          <h3 id={headingId} className="font-medium break-words text-ink">
            {route}
          </h3>
        </div>
        <p className="text-sm text-muted">
          Traveler: <span className="text-ink">{trip.travelerName}</span>
        </p>
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <div className="min-w-0">
          <dt className="text-xs text-muted">Departs</dt>
          <dd className="break-words text-ink">{airportTime(trip.departureAt, trip.departureTimeZone)}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs text-muted">Arrives</dt>
          <dd className="break-words text-ink">{airportTime(trip.arrivalAt, trip.arrivalTimeZone)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted">Weight</dt>
          <dd className="text-ink">{kg(trip.weightKg)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted">Fee per kg</dt>
          <dd className="text-ink">{formatMoney(trip.feePerKg)}</dd>
        </div>
      </dl>
      {!rejecting && review.error && <FormAlert>{review.error.message}</FormAlert>}
      <div className="flex flex-wrap gap-2 sm:justify-end">
        <Button
          size="sm"
          aria-label={`Approve trip ${trip.bookingId}`}
          loading={review.isPending && !rejecting}
          disabled={review.isPending}
          onClick={() => review.mutate({ tripId: trip.id, approve: true })}
        >
          Approve
        </Button>
        <Button
          size="sm"
          variant="outline"
          aria-label={`Reject trip ${trip.bookingId}`}
          disabled={review.isPending}
          onClick={() => {
            review.reset();
            setRejecting(true);
          }}
        >
          Reject
        </Button>
      </div>
      <RequiredReasonDialog
        open={rejecting}
        onClose={() => setRejecting(false)}
        title={`Reject trip ${trip.bookingId}`}
        description={`Say why; ${trip.travelerName} reads it in a notification.`}
        schema={RejectTripSchema}
        pending={review.isPending}
        error={review.error?.message}
        onSubmit={(reason) =>
          review.mutate({ tripId: trip.id, reason }, { onSuccess: () => setRejecting(false) })
        }
      />
    </article>
  );
}
