import { Button } from '@tote/ui/button';
import { EmptyState } from '@tote/ui/empty-state';
import { PackageIcon } from '@tote/ui/icons';
import { LoadError, LoadingState } from '@tote/ui/load-states';
import { ContentLayout } from '@tote/ui/page-layout';
import { Pagination } from '@tote/ui/pagination';
import { FormAlert } from '@tote/ui/schema-form';
import type { SenderCandidate } from '@tote/validation/matches';
import { formatMoney } from '@tote/validation/orders';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useCreateMatch } from '../api/create-match';
import { useSenderCandidates } from '../api/get-candidates';
import { useTrip } from '../api/get-trip';
import { kg, orderRoute } from '../format';
import { useIdParam } from '../use-id-param';
import { TripCard } from './cards';
import { CandidatesError, MissingId, Section } from './screen-parts';

export const CANDIDATES_PAGE_SIZE = 10;

/**
 * spec §2 /traveler-m?id=<trip id>: the trip and its **Sender in Sync** (orders waiting on its route that fit
 * its room, oldest first) with **Match With**. After a match, the order.
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
  if (trip.isPending) return <LoadingState label="Loading the trip" />;
  if (trip.isError)
    return <LoadError error={trip.error} onRetry={() => trip.refetch()} retrying={trip.isFetching} />;
  return (
    <>
      <TripCard trip={trip.data} matchable={false}>
        <dt className="mt-2 text-xs text-muted min-[480px]:mt-0 min-[480px]:text-sm">Fee</dt>
        <dd className="text-ink">{formatMoney(trip.data.feePerKg)} per kg</dd>
      </TripCard>
      <SendersInSync tripId={trip.data.id} />
    </>
  );
}

function SendersInSync({ tripId }: { tripId: string }) {
  const [page, setPage] = useState(1);
  const candidates = useSenderCandidates(tripId, { page, pageSize: CANDIDATES_PAGE_SIZE });
  const match = useCreateMatch();
  const navigate = useNavigate();

  let content: React.ReactNode;
  if (candidates.isPending) content = <LoadingState label="Finding senders" />;
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
        icon={<PackageIcon className="size-6" />}
        title="No senders in sync"
        description="No order waiting on this route fits the room left on this trip yet."
      />
    );
  else {
    const { candidates: rows, hasMore } = candidates.data;
    content = (
      <>
        <ul className="flex flex-col gap-3" aria-busy={candidates.isPlaceholderData || undefined}>
          {rows.map((candidate) => (
            <li key={candidate.deliveryId}>
              <SenderCandidateRow
                candidate={candidate}
                matching={match.isPending && match.variables?.deliveryId === candidate.deliveryId}
                disabled={match.isPending}
                onMatch={() =>
                  match.mutate(
                    { deliveryId: candidate.deliveryId, tripId },
                    { onSuccess: (made) => navigate(paths.senderDelivery.getHref(made.deliveryId)) },
                  )
                }
              />
            </li>
          ))}
        </ul>
        {(page > 1 || hasMore) && (
          <Pagination
            label="Sender in Sync pages"
            page={page}
            pageCount={hasMore ? page + 1 : page}
            onPageChange={setPage}
          />
        )}
      </>
    );
  }

  return (
    <Section id="sender-in-sync" title="Sender in Sync">
      <FormAlert>{match.error?.message}</FormAlert>
      {content}
    </Section>
  );
}

function SenderCandidateRow({
  candidate,
  matching,
  disabled,
  onMatch,
}: {
  candidate: SenderCandidate;
  matching: boolean;
  disabled: boolean;
  onMatch: () => void;
}) {
  const headingId = `candidate-${candidate.deliveryId}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4 sm:flex-row sm:items-center"
    >
      <div className="min-w-0 flex-1">
        <p className="truncate text-xs font-semibold tracking-wide text-brand-700 uppercase">
          {candidate.category}
        </p>
        <h3 id={headingId} className="font-semibold break-words text-ink">
          {candidate.itemNames.join(', ')}
        </h3>
        <p className="text-sm break-words text-muted">
          {candidate.senderName} · {orderRoute(candidate)}
        </p>
        <p className="text-sm text-muted">
          {kg(candidate.weightKg)} · <span className="font-mono">{candidate.deliveryId}</span>
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
          aria-label={`Match With ${candidate.senderName} (${candidate.deliveryId})`}
          onClick={onMatch}
        >
          Match With
        </Button>
      </div>
    </article>
  );
}
