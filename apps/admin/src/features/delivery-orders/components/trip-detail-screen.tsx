import { LoadError, LoadingState } from '@tote/ui/load-states';
import { ContentLayout } from '@tote/ui/page-layout';
import { countryName } from '@tote/validation/countries';
import { formatMoney } from '@tote/validation/orders';
import { type Trip, tripStatusLabels } from '@tote/validation/trips';
import { paths } from '../../../config/paths';
import { useTrip } from '../api/get-trip';
import { airportTime, kg } from '../format';
import { useIdParam } from '../use-id-param';
import { TripCard } from './cards';
import { DetailList } from './detail-list';
import { MissingId, Section } from './screen-parts';

/**
 * docs/product/admin.md, /tdev-d?id=<trip id>: Go Back to /admin-l, the trip's card with Match, and its
 * details.
 */
export function TripDetailScreen() {
  const tripId = useIdParam();
  return (
    <ContentLayout
      title="Traveler Delivery Detail"
      back={{ href: `${paths.orders.getHref()}?tab=travelers`, label: 'Go Back' }}
    >
      <div className="flex flex-col gap-6 p-3 sm:p-6">
        {tripId ? (
          <TripDetail tripId={tripId} />
        ) : (
          <MissingId
            title="Choose a trip"
            description="Open a trip under Travelers in Delivery Orders to see its details."
            tab="travelers"
          />
        )}
      </div>
    </ContentLayout>
  );
}

function TripDetail({ tripId }: { tripId: string }) {
  const trip = useTrip(tripId);
  if (trip.isPending) return <LoadingState label="Loading the trip" />;
  if (trip.isError)
    return <LoadError error={trip.error} onRetry={() => trip.refetch()} retrying={trip.isFetching} />;
  const data = trip.data;
  return (
    <>
      <TripCard trip={data} linked={false} matchable={data.status === 'approved'}>
        <dt className="mt-2 text-xs text-muted min-[480px]:mt-0 min-[480px]:text-sm">Status</dt>
        <dd className="text-ink">{tripStatusLabels[data.status]}</dd>
      </TripCard>
      <Section id="shipping-details" title="Shipping Details">
        <DetailList rows={travelerDetails(data)} />
      </Section>
    </>
  );
}

/**
 * The trip's details (docs/product/admin.md, /tdev-d), filled from the trip (the weight and the price each in
 * their own row).
 */
function travelerDetails(trip: Trip): [string, string][] {
  return [
    ['Airline Name', trip.airline],
    ['Flight Number', trip.flightNumber],
    ['Departure City', `${trip.departureCity}, ${countryName(trip.departureCountry)}`],
    ['Destination City', `${trip.arrivalCity}, ${countryName(trip.arrivalCountry)}`],
    ['Departure Date', airportTime(trip.departureAt, trip.departureTimeZone)],
    ['Arrival Time', airportTime(trip.arrivalAt, trip.arrivalTimeZone)],
    ['Arrival Address', trip.arrivalAddress],
    ['Weight available for item', `${kg(trip.remainingKg)} of ${kg(trip.weightKg)}`],
    ['Price', `${formatMoney(trip.feePerKg)} per kg`],
    [
      'Deliveries carried',
      trip.deliveryCount === 0
        ? 'None yet'
        : `${trip.deliveryCount} ${trip.deliveryCount === 1 ? 'order' : 'orders'}`,
    ],
  ];
}
