import { Button } from '@tote/ui/button';
import { EmptyState } from '@tote/ui/empty-state';
import { PlaneIcon } from '@tote/ui/icons';
import { LoadError, LoadingState } from '@tote/ui/load-states';
import { ContentLayout } from '@tote/ui/page-layout';
import { Pagination } from '@tote/ui/pagination';
import { FormAlert } from '@tote/ui/schema-form';
import type { TravelerCandidate } from '@tote/validation/matches';
import { formatMoney } from '@tote/validation/orders';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useCreateMatch } from '../api/create-match';
import { useTravelerCandidates } from '../api/get-candidates';
import { useOrder } from '../api/get-order';
import { airportTime, kg, tripRoute } from '../format';
import { useIdParam } from '../use-id-param';
import { OrderCard } from './cards';
import { CandidatesError, MissingId, Section } from './screen-parts';

export const CANDIDATES_PAGE_SIZE = 10;

/**
 * spec §2 /sender-m?id=<Delivery ID>: the order and its **Traveler in Sync** (trips on its route, departing
 * later, with room for its weight, soonest arrival first) with **Match With**. After a match, the order.
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
  if (order.isPending) return <LoadingState label="Loading the order" />;
  if (order.isError)
    return <LoadError error={order.error} onRetry={() => order.refetch()} retrying={order.isFetching} />;
  return (
    <>
      <OrderCard order={order.data} matchable={false}>
        <dt className="mt-2 text-xs text-muted min-[480px]:mt-0 min-[480px]:text-sm">Weight</dt>
        <dd className="text-ink">{kg(order.data.weightKg)}</dd>
      </OrderCard>
      <TravelersInSync deliveryId={order.data.deliveryId} />
    </>
  );
}

function TravelersInSync({ deliveryId }: { deliveryId: string }) {
  const [page, setPage] = useState(1);
  const candidates = useTravelerCandidates(deliveryId, { page, pageSize: CANDIDATES_PAGE_SIZE });
  const match = useCreateMatch();
  const navigate = useNavigate();

  let content: React.ReactNode;
  if (candidates.isPending) content = <LoadingState label="Finding travelers" />;
  else if (candidates.isError)
    content = (
      <CandidatesError
        error={candidates.error}
        onRetry={() => candidates.refetch()}
        retrying={candidates.isFetching}
      />
    );
  else if (candidates.data.candidates.length === 0 && page === 1)
    content = (
      <EmptyState
        icon={<PlaneIcon className="size-6" />}
        title="No travelers in sync"
        description="No approved trip on this route departs later with room for this order’s weight yet."
      />
    );
  else {
    const { candidates: rows, hasMore } = candidates.data;
    content = (
      <>
        <ul className="flex flex-col gap-3" aria-busy={candidates.isPlaceholderData || undefined}>
          {rows.map((candidate) => (
            <li key={candidate.tripId}>
              <TravelerCandidateRow
                candidate={candidate}
                matching={match.isPending && match.variables?.tripId === candidate.tripId}
                disabled={match.isPending}
                onMatch={() =>
                  match.mutate(
                    { deliveryId, tripId: candidate.tripId },
                    { onSuccess: (made) => navigate(paths.senderDelivery.getHref(made.deliveryId)) },
                  )
                }
              />
            </li>
          ))}
        </ul>
        {(page > 1 || hasMore) && (
          <Pagination
            label="Traveler in Sync pages"
            page={page}
            pageCount={hasMore ? page + 1 : page}
            onPageChange={setPage}
          />
        )}
      </>
    );
  }

  return (
    <Section id="traveler-in-sync" title="Traveler in Sync">
      <FormAlert>{match.error?.message}</FormAlert>
      {content}
    </Section>
  );
}

function TravelerCandidateRow({
  candidate,
  matching,
  disabled,
  onMatch,
}: {
  candidate: TravelerCandidate;
  matching: boolean;
  disabled: boolean;
  onMatch: () => void;
}) {
  const headingId = `candidate-${candidate.tripId}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4 sm:flex-row sm:items-center"
    >
      <div className="min-w-0 flex-1">
        <h3 id={headingId} className="font-semibold break-words text-ink">
          {candidate.travelerName}
        </h3>
        <p className="text-sm break-words text-muted">
          {candidate.airline} {candidate.flightNumber} · {tripRoute(candidate)}
        </p>
        <p className="text-sm text-muted">
          Departs {airportTime(candidate.departureAt)} · Arrives {airportTime(candidate.arrivalAt)}
        </p>
        <p className="text-sm text-muted">
          {kg(candidate.remainingKg)} left · <span className="font-mono">{candidate.bookingId}</span>
        </p>
      </div>
      <div className="flex items-center justify-between gap-3 sm:flex-col sm:items-end">
        <p className="text-sm text-muted">
          Cost <span className="text-base font-semibold text-ink">{formatMoney(candidate.cost)}</span>
        </p>
        <Button
          size="sm"
          loading={matching}
          disabled={disabled}
          aria-label={`Match With ${candidate.travelerName} (${candidate.bookingId})`}
          onClick={onMatch}
        >
          Match With
        </Button>
      </div>
    </article>
  );
}
