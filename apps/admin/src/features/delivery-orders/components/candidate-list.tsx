import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '@tote/ui/button';
import { EmptyState } from '@tote/ui/empty-state';
import { LoadingState } from '@tote/ui/load-states';
import { Pagination } from '@tote/ui/pagination';
import { FormAlert } from '@tote/ui/schema-form';
import type { CreateMatchInput } from '@tote/validation/matches';
import { formatMoney, type Money } from '@tote/validation/orders';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useCreateMatch } from '../api/create-match';
import { CandidatesError, Section } from './screen-parts';

export const CANDIDATES_PAGE_SIZE = 10;

/** What one candidate row shows: the match it makes and its lines. */
interface CandidateView {
  match: CreateMatchInput;
  /** Small capitals above the heading (the order's category). */
  eyebrow?: string;
  heading: string;
  lines: ReactNode[];
  cost: Money;
  /** Who or what Match With pairs with, for its accessible name: "Ada Obi (BK-…)". */
  matchWith: string;
}

interface CandidateListProps<C> {
  id: string;
  title: string;
  loadingLabel: string;
  empty: { icon: ReactNode; title: string; description: string };
  /** One page of candidates (1-based); the screen holds the page number and asks for it. */
  candidates: UseQueryResult<{ candidates: C[]; hasMore: boolean }>;
  page: number;
  onPageChange: (page: number) => void;
  view: (candidate: C) => CandidateView;
}

/**
 * Traveler in Sync (/sender-m) and Sender in Sync (/traveler-m): a page of candidates, each with its cost and
 * **Match With**. A match that succeeds opens the matched order; one the server refuses (409: taken, full,
 * departed) shows its message above the list, which is refetched either way.
 */
export function CandidateList<C>({
  id,
  title,
  loadingLabel,
  empty,
  candidates,
  page,
  onPageChange,
  view,
}: CandidateListProps<C>) {
  const match = useCreateMatch();
  const navigate = useNavigate();
  const pending = match.isPending ? match.variables : undefined;

  let content: ReactNode;
  if (candidates.isPending) content = <LoadingState label={loadingLabel} />;
  else if (candidates.isError)
    content = (
      <CandidatesError
        error={candidates.error}
        onRetry={() => candidates.refetch()}
        retrying={candidates.isFetching}
      />
    );
  else if (candidates.data.candidates.length === 0 && page === 1) content = <EmptyState {...empty} />;
  else {
    const { candidates: rows, hasMore } = candidates.data;
    content = (
      <>
        <ul className="flex flex-col gap-3" aria-busy={candidates.isPlaceholderData || undefined}>
          {rows.map((candidate) => {
            const row = view(candidate);
            return (
              <li key={`${row.match.deliveryId}:${row.match.tripId}`}>
                <CandidateRow
                  row={row}
                  matching={
                    pending?.deliveryId === row.match.deliveryId && pending.tripId === row.match.tripId
                  }
                  disabled={match.isPending}
                  onMatch={() =>
                    match.mutate(row.match, {
                      onSuccess: (made) => navigate(paths.senderDelivery.getHref(made.deliveryId)),
                    })
                  }
                />
              </li>
            );
          })}
        </ul>
        {(page > 1 || hasMore) && (
          <Pagination
            label={`${title} pages`}
            page={page}
            pageCount={hasMore ? page + 1 : page}
            onPageChange={onPageChange}
          />
        )}
      </>
    );
  }

  return (
    <Section id={id} title={title}>
      <FormAlert>{match.error?.message}</FormAlert>
      {content}
    </Section>
  );
}

function CandidateRow({
  row,
  matching,
  disabled,
  onMatch,
}: {
  row: CandidateView;
  matching: boolean;
  disabled: boolean;
  onMatch: () => void;
}) {
  const headingId = `candidate-${row.match.deliveryId}-${row.match.tripId}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4 sm:flex-row sm:items-center"
    >
      <div className="min-w-0 flex-1">
        {row.eyebrow && (
          <p className="truncate text-xs font-semibold tracking-wide text-brand-700 uppercase">
            {row.eyebrow}
          </p>
        )}
        <h3 id={headingId} className="font-semibold break-words text-ink">
          {row.heading}
        </h3>
        {row.lines.map((line, index) => (
          // The lines are fixed per screen and never reorder: their position is their identity.
          <p key={index} className="text-sm break-words text-muted">
            {line}
          </p>
        ))}
      </div>
      <div className="flex items-center justify-between gap-3 sm:flex-col sm:items-end">
        <p className="text-sm text-muted">
          Cost <span className="text-base font-semibold text-ink">{formatMoney(row.cost)}</span>
        </p>
        <Button
          size="sm"
          loading={matching}
          disabled={disabled}
          aria-label={`Match With ${row.matchWith}`}
          onClick={onMatch}
        >
          Match With
        </Button>
      </div>
    </article>
  );
}
