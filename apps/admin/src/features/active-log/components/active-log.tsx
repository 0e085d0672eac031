import { Button } from '@tote/ui/button';
import { EmptyState } from '@tote/ui/empty-state';
import { AlertIcon, SwitchIcon } from '@tote/ui/icons';
import { LoadError, LoadingState } from '@tote/ui/load-states';
import { Pagination, pageCountOf } from '@tote/ui/pagination';
import { FormAlert } from '@tote/ui/schema-form';
import { countryName } from '@tote/validation/countries';
import { type Match, matchMessages } from '@tote/validation/matches';
import { useState } from 'react';
import { useMatches } from '../api/get-matches';
import { useUnmatch } from '../api/unmatch';
import { matchedAgo, timeLeft } from '../format';
import { useNow } from '../use-now';

const ACTIVE_LOG_PAGE_SIZE = 10;

/**
 * docs/product/admin.md, The Active Log: the Active Log tab of the staff member's own profile (/admin-p): the
 * matches this staff member made, newest first, each counting down the 24 hours in which it can be undone.
 * The server decides (canUnmatch, and a 409 after the window); the live countdown only greys Unmatch as soon
 * as the window passes on screen.
 */
export function ActiveLog() {
  const [page, setPage] = useState(1);
  const matches = useMatches({ mine: 'true', page, pageSize: ACTIVE_LOG_PAGE_SIZE });
  const now = useNow();

  let content: React.ReactNode;
  if (matches.isPending) content = <LoadingState label="Loading your matches" />;
  else if (matches.isError)
    content = (
      <LoadError error={matches.error} onRetry={() => matches.refetch()} retrying={matches.isFetching} />
    );
  else if (matches.data.total === 0)
    content = (
      <EmptyState
        icon={<SwitchIcon className="size-6" />}
        title="Your activity log is empty"
        description="Matches you make are logged here; a match can be undone within 24 hours."
      />
    );
  else
    content = (
      <>
        <ul className="grid gap-3 md:grid-cols-2" aria-busy={matches.isPlaceholderData || undefined}>
          {matches.data.matches.map((match) => (
            <li key={match.id}>
              <MatchCard match={match} now={now} />
            </li>
          ))}
        </ul>
        <Pagination
          label="Active Log pages"
          page={matches.data.page}
          pageCount={pageCountOf(matches.data.total, matches.data.pageSize)}
          onPageChange={setPage}
        />
      </>
    );

  return (
    <section aria-labelledby="active-log" className="flex flex-col gap-4">
      <h2 id="active-log" className="text-lg font-semibold text-ink">
        Active Log
      </h2>
      <p className="flex items-start gap-2 text-sm font-medium text-danger-700">
        <AlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {matchMessages.unmatchWindowPassed}
      </p>
      {content}
    </section>
  );
}

function MatchCard({ match, now }: { match: Match; now: number }) {
  const unmatch = useUnmatch();
  const left = match.unmatchedAt ? null : timeLeft(match.unmatchDeadline, now);
  const canUnmatch = match.canUnmatch && left !== null;
  const headingId = `match-${match.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-3 rounded-card border border-line bg-surface p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <div className="min-w-0">
          <p className="font-mono text-xs font-semibold text-brand-700">{match.deliveryId}</p>
          <h3 id={headingId} className="mt-1 font-semibold break-words text-ink">
            {match.itemNames.join(', ')}
          </h3>
        </div>
        <span
          className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${
            left ? 'bg-accent-50 text-accent-800' : 'bg-grey-100 text-grey-700'
          }`}
        >
          {match.unmatchedAt ? 'Unmatched' : (left ?? 'Window closed')}
        </span>
      </div>
      <dl className="grid gap-x-3 text-sm min-[480px]:grid-cols-[auto_1fr] min-[480px]:gap-y-1">
        <dt className="mt-2 text-xs text-muted first:mt-0 min-[480px]:mt-0 min-[480px]:text-sm">
          Sender from
        </dt>
        <dd className="min-w-0 break-words text-ink">
          {countryName(match.sender.country)} · {match.sender.name}
        </dd>
        <dt className="mt-2 text-xs text-muted min-[480px]:mt-0 min-[480px]:text-sm">Traveler to</dt>
        <dd className="min-w-0 break-words text-ink">
          {countryName(match.traveler.country)} · {match.traveler.name}
        </dd>
        <dt className="mt-2 text-xs text-muted min-[480px]:mt-0 min-[480px]:text-sm">Items</dt>
        <dd className="min-w-0 break-words text-ink">
          {match.category}: {match.itemNames.join(', ')}
        </dd>
      </dl>
      <FormAlert>{unmatch.error?.message}</FormAlert>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted">{matchedAgo(match.matchedAt, now)}</p>
        <Button
          variant="outline"
          size="sm"
          disabled={!canUnmatch || unmatch.isError}
          loading={unmatch.isPending}
          aria-label={`Unmatch ${match.deliveryId}`}
          onClick={() => unmatch.mutate(match.id)}
        >
          Unmatch
        </Button>
      </div>
    </article>
  );
}
