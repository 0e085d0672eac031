import { PackageIcon } from '@tote/ui/icons';
import { LoadError, LoadingState } from '@tote/ui/load-states';
import { ContentLayout } from '@tote/ui/page-layout';
import { formatMoney } from '@tote/validation/orders';
import { useState } from 'react';
import { paths } from '../../../config/paths';
import { useSenderCandidates } from '../api/get-candidates';
import { useTrip } from '../api/get-trip';
import { kg, orderRoute } from '../format';
import { useIdParam } from '../use-id-param';
import { CANDIDATES_PAGE_SIZE, CandidateList } from './candidate-list';
import { TripCard } from './cards';
import { MissingId } from './screen-parts';

/**
 * docs/product/admin.md, /traveler-m?id=<trip id>: the trip and its **Sender in Sync** (orders waiting on its
 * route that fit its room, oldest first) with **Match With**. After a match, the order.
 */
export function TravelerMatchScreen() {
  const tripId = useIdParam();
  return (
    <ContentLayout
      title="Match Traveler"
      back={{ href: `${paths.orders.getHref()}?tab=travelers`, label: 'Back to Delivery Orders' }}
    >
      <div className="flex flex-col gap-6 p-3 sm:p-6">
        {tripId ? (
          <TravelerMatch tripId={tripId} />
        ) : (
          <MissingId
            title="Choose a trip to match"
            description="Open a trip under Travelers in Delivery Orders and press Match."
            tab="travelers"
          />
        )}
      </div>
    </ContentLayout>
  );
}

function TravelerMatch({ tripId }: { tripId: string }) {
  const trip = useTrip(tripId);
  const [page, setPage] = useState(1);
  const candidates = useSenderCandidates(tripId, { page, pageSize: CANDIDATES_PAGE_SIZE });
  if (trip.isPending) return <LoadingState label="Loading the trip" />;
  if (trip.isError)
    return <LoadError error={trip.error} onRetry={() => trip.refetch()} retrying={trip.isFetching} />;
  return (
    <>
      <TripCard trip={trip.data} matchable={false}>
        <dt className="mt-2 text-xs text-muted min-[480px]:mt-0 min-[480px]:text-sm">Fee</dt>
        <dd className="text-ink">{formatMoney(trip.data.feePerKg)} per kg</dd>
      </TripCard>
      <CandidateList
        id="sender-in-sync"
        title="Sender in Sync"
        loadingLabel="Finding senders"
        empty={{
          icon: <PackageIcon className="size-6" />,
          title: 'No senders in sync',
          description: 'No order waiting on this route fits the room left on this trip yet.',
        }}
        candidates={candidates}
        page={page}
        onPageChange={setPage}
        view={(candidate) => ({
          match: { deliveryId: candidate.deliveryId, tripId: trip.data.id },
          eyebrow: candidate.category,
          heading: candidate.itemNames.join(', '),
          lines: [
            `${candidate.senderName} · ${orderRoute(candidate)}`,
            <>
              {kg(candidate.weightKg)} · <span className="font-mono">{candidate.deliveryId}</span>
            </>,
          ],
          cost: candidate.cost,
          matchWith: `${candidate.senderName} (${candidate.deliveryId})`,
        })}
      />
    </>
  );
}
