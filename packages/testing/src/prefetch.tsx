// Test-only: imported by the apps' tests of their entry's prefetch (src/app/prefetch.test.tsx), never by app code.
import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { AppProviders, createQueryClient } from '@tote/web/app-providers';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router-dom';
import { type ApiHandler, lastSearchOf, mockApi } from './mock-api';

/** An app's `prefetchFirstScreen(queryClient, pathname, search)` (src/app/prefetch.ts). */
type PrefetchFirstScreen = (queryClient: QueryClient, pathname: string, search: string) => unknown;

export interface PrefetchAtOptions {
  /** More stubbed routes, or other answers for the app's defaults. */
  api?: Record<string, ApiHandler>;
  /** Then renders the app's real route table at the address around the prefetched cache, as mountApp does. */
  render?: boolean;
}

/**
 * An app's `prefetchAt(url, { api?, render? })`: stubs the API (the app's `api` defaults, a test's own `api`
 * over them), runs the entry's prefetch for `url` (a path with its query string) into a fresh query client and,
 * with `render`, draws the app at `url` from that cache. `asked()` lists the requests made so far as sorted
 * "METHOD /path" lines, so a test sees that the screen did not ask again for what the entry asked for, and
 * `askedByEntry` those the entry made at once (a screen that asks for the same data would hide their absence).
 */
export function firstScreenPrefetcher(
  prefetchFirstScreen: PrefetchFirstScreen,
  { routes, api: defaults }: { routes: RouteObject[]; api: Record<string, ApiHandler> },
) {
  return (url: string, { api: answers = {}, render: drawn = false }: PrefetchAtOptions = {}) => {
    const api = mockApi({ ...defaults, ...answers });
    const queryClient = createQueryClient();
    const { pathname, search } = new URL(url, 'http://localhost');
    prefetchFirstScreen(queryClient, pathname, search);
    const asked = () => api.calls.map((call) => `${call.method} ${call.path}`).sort();
    // Before the app draws, so a rendered test still tells the entry's requests from the screen's.
    const askedByEntry = asked();
    if (drawn) {
      render(
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={createMemoryRouter(routes, { initialEntries: [url] })} />
        </AppProviders>,
      );
    }
    return {
      ...api,
      queryClient,
      asked,
      /** What the entry asked for at once, before the app was drawn (sorted like `asked()`). */
      askedByEntry,
      /** The query string of the last request to `path`, as a string ('' for none). */
      searchOf: (path: string) => lastSearchOf(api.fetchMock, path)?.toString(),
    };
  };
}
