import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyState } from '@tote/ui/empty-state';
import { LoadError, LoadingState } from '@tote/ui/load-states';
import { Pagination, pageCountOf } from '@tote/ui/pagination';
import type { ReactNode } from 'react';

interface Page {
  total: number;
  page: number;
  pageSize: number;
}

interface PagedQueueProps<P extends Page, T> {
  id: string;
  title: string;
  query: UseQueryResult<P>;
  itemsOf: (page: P) => T[];
  keyOf: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  onPageChange: (page: number) => void;
  loadingLabel: string;
  empty: { icon: ReactNode; title: string; description: string };
}

/** A review queue of /admin: a titled, server-paged list with its count, loading, error and empty states. */
export function PagedQueue<P extends Page, T>({
  id,
  title,
  query,
  itemsOf,
  keyOf,
  renderItem,
  onPageChange,
  loadingLabel,
  empty,
}: PagedQueueProps<P, T>) {
  let content: ReactNode;
  if (query.isPending) content = <LoadingState label={loadingLabel} />;
  else if (query.isError)
    content = <LoadError error={query.error} onRetry={() => query.refetch()} retrying={query.isFetching} />;
  else if (query.data.total === 0) content = <EmptyState {...empty} />;
  else
    content = (
      <>
        <ul className="flex flex-col gap-2" aria-busy={query.isPlaceholderData || undefined}>
          {itemsOf(query.data).map((item) => (
            <li key={keyOf(item)}>{renderItem(item)}</li>
          ))}
        </ul>
        <Pagination
          label={`${title} pages`}
          page={query.data.page}
          pageCount={pageCountOf(query.data.total, query.data.pageSize)}
          onPageChange={onPageChange}
        />
      </>
    );
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-lg font-semibold text-ink">
        {title}
        {query.data && query.data.total > 0 && (
          <span className="ml-2 text-sm font-normal text-muted">({query.data.total} pending)</span>
        )}
      </h2>
      {content}
    </section>
  );
}
