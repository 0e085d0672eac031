import { PlaneIcon } from '@tote/ui/icons';
import { LoadError, LoadingState } from '@tote/ui/load-states';
import { ContentLayout } from '@tote/ui/page-layout';
import { useState } from 'react';
import { paths } from '../../../config/paths';
import { useTravelerCandidates } from '../api/get-candidates';
import { useOrder } from '../api/get-order';
import { airportTime, kg, tripRoute } from '../format';
import { useIdParam } from '../use-id-param';
import { CANDIDATES_PAGE_SIZE, CandidateList } from './candidate-list';
import { OrderCard } from './cards';
import { MissingId } from './screen-parts';

/**
 * docs/product/admin.md, /sender-m?id=<Delivery ID>: the order and its **Traveler in Sync** (trips on its
 * route, departing later, with room for its weight, soonest arrival first) with **Match With**. After a
 * match, the order.
 */
export function SenderMatchScreen() {
  const deliveryId = useIdParam();
  return (
    <ContentLayout
      title="Match Sender"
      back={{ href: paths.orders.getHref(), label: 'Back to Delivery Orders' }}
    >
      <div className="flex flex-col gap-6 p-3 sm:p-6">
        {deliveryId ? (
          <SenderMatch deliveryId={deliveryId} />
        ) : (
          <MissingId
            title="Choose an order to match"
            description="Open an order under Senders in Delivery Orders and press Match."
          />
        )}
      </div>
    </ContentLayout>
  );
}

function SenderMatch({ deliveryId }: { deliveryId: string }) {
  const order = useOrder(deliveryId);
  const [page, setPage] = useState(1);
  const candidates = useTravelerCandidates(deliveryId, { page, pageSize: CANDIDATES_PAGE_SIZE });
  if (order.isPending) return <LoadingState label="Loading the order" />;
  if (order.isError)
    return <LoadError error={order.error} onRetry={() => order.refetch()} retrying={order.isFetching} />;
  return (
    <>
      <OrderCard order={order.data} matchable={false}>
        <dt className="mt-2 text-xs text-muted min-[480px]:mt-0 min-[480px]:text-sm">Weight</dt>
        <dd className="text-ink">{kg(order.data.weightKg)}</dd>
      </OrderCard>
      <CandidateList
        id="traveler-in-sync"
        title="Traveler in Sync"
        loadingLabel="Finding travelers"
        empty={{
          icon: <PlaneIcon className="size-6" />,
          title: 'No travelers in sync',
          description: 'No approved trip on this route departs later with room for this order’s weight yet.',
        }}
        candidates={candidates}
        page={page}
        onPageChange={setPage}
        view={(candidate) => ({
          match: { deliveryId: order.data.deliveryId, tripId: candidate.tripId },
          heading: candidate.travelerName,
          lines: [
            `${candidate.airline} ${candidate.flightNumber} · ${tripRoute(candidate)}`,
            `Departs ${airportTime(candidate.departureAt)} · Arrives ${airportTime(candidate.arrivalAt)}`,
            <>
              {kg(candidate.remainingKg)} left · <span className="font-mono">{candidate.bookingId}</span>
            </>,
          ],
          cost: candidate.cost,
          matchWith: `${candidate.travelerName} (${candidate.bookingId})`,
        })}
      />
    </>
  );
}
