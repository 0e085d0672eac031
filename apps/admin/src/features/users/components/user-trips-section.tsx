import { type Trip, tripStatusLabels } from '@tote/validation/trips';
import { paths } from '../../../config/paths';
import { dateOf } from '../format';
import { RowsSection } from './latest-rows-section';
import { badgeClasses } from './user-card';

/** A traveler's latest trips, each a link to /tdev-d. */
export function TripsSection({ trips }: { trips: Trip[] }) {
  return (
    <RowsSection
      id="trips"
      title="Trips"
      empty="No trips yet."
      rows={trips.map((trip) => ({
        id: trip.id,
        href: paths.travelerDelivery.getHref(trip.id),
        title: `${trip.departureCity} to ${trip.arrivalCity}`,
        detail: (
          <>
            <span className="font-mono">{trip.bookingId}</span> · {trip.airline} {trip.flightNumber} ·{' '}
            {dateOf(trip.departureAt)}
          </>
        ),
        status: (
          <span className={`${badgeClasses} bg-grey-100 text-grey-700`}>{tripStatusLabels[trip.status]}</span>
        ),
      }))}
    />
  );
}
