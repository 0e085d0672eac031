import { useDebouncedValue } from '@tote/ui/use-debounced-value';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A tabbed list searched and paged on the server (/admin-l, /user): the tab, the search and the page (with where a
 * keyset page starts) live in the URL, so Back returns to them. A tab change is a new history entry; a page or a
 * search refinement replaces it. `q` is the search as sent to the server, debounced; a new search starts on its
 * first page.
 */
export function useListParams<Tab extends string>(tabs: readonly Tab[], defaultTab: Tab) {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab = tabs.find((id) => id === requested) ?? defaultTab;
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  // Where a keyset page starts (the last row of the page before), for a list that pages so (/admin-l's orders).
  const after = (page > 1 && searchParams.get('after')) || undefined;
  const [search, setSearch] = useState(searchParams.get('q') ?? '');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);

  function select(next: { tab?: string; page?: number; q?: string; after?: string | undefined }) {
    const params = new URLSearchParams({ tab: tabs.find((id) => id === next.tab) ?? tab });
    const nextQ = next.q ?? search.trim();
    if (nextQ) params.set('q', nextQ);
    if ((next.page ?? 1) > 1) params.set('page', String(next.page));
    if ((next.page ?? 1) > 1 && next.after) params.set('after', next.after);
    setSearchParams(params, { replace: next.tab === undefined });
  }

  return {
    tab,
    page,
    after,
    search,
    q,
    selectTab: (id: string) => select({ tab: id }),
    /** `after`: where a keyset page starts, kept in the URL with its number. */
    selectPage: (next: number, after?: string) => select({ page: next, after }),
    changeSearch(value: string) {
      setSearch(value);
      // Kept in the URL too (replacing the entry), so Back from a card finds the same search.
      select({ page: 1, q: value.trim() });
    },
  };
}
