import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { apiUrl } from '@tote/api-client/api-url';
import type { parseResponse } from '@tote/api-client/client';
import { NotFoundPage } from '@tote/ui/not-found-page';
import { RouteError, RoutePending } from '@tote/ui/route-fallbacks';
import { type ComponentType, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, type RouteObject, RouterProvider, redirect } from 'react-router-dom';
import { webQueryKeys } from '../query-keys';
import { AppProviders } from './app-providers';

type RouteModule = { default: ComponentType };

/** Code-split route: the module's default export is the screen. Use as `lazy: lazyRoute(() => import(…))`. */
export const lazyRoute = (load: () => Promise<RouteModule>) => async () => ({
  Component: (await load()).default,
});

/** Spread into an app's root route: the loading screen and the error screen with a retry. */
export const routeFallbacks = {
  HydrateFallback: RoutePending,
  ErrorBoundary: RouteError,
} satisfies RouteObject;

export interface RoleAppRoutesOptions {
  /** The layout every screen renders in (the app's RoleAppLayout). */
  layout: ComponentType;
  /** The app's home path: `/` redirects there and the not-found page links there. */
  homeHref: string;
  /** The not-found page's way home, e.g. "Go to Home". */
  homeLabel: string;
  /** The app's screens, each declared once with its path from config/paths.ts. */
  screens: RouteObject[];
}

/**
 * The frame every role app's route table shares (sender, traveler, admin): the loading and error screens,
 * `/` redirecting home, the screens inside the layout, and a not-found page for any other path.
 */
export function roleAppRoutes({ layout, homeHref, homeLabel, screens }: RoleAppRoutesOptions): RouteObject[] {
  return [
    {
      ...routeFallbacks,
      children: [
        { index: true, loader: () => redirect(homeHref) },
        {
          Component: layout,
          children: [
            ...screens,
            { path: '*', element: <NotFoundPage homeHref={homeHref} homeLabel={homeLabel} /> },
          ],
        },
      ],
    },
  ];
}

export interface MountAppOptions {
  /** The query cache, when the entry made it first to start requests before the first render. */
  queryClient?: QueryClient;
}

/** An app's entry point: renders its route table, inside the shared providers, into index.html's #root. */
export function mountApp(routes: RouteObject[], { queryClient }: MountAppOptions = {}) {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html must contain <div id="root"></div>');
  // Created before the first render, not inside it: the router starts loading the first screen's lazy chunk at
  // once instead of after React's first render pass, which on a throttled phone is a few hundred ms of CPU
  // (Lighthouse's LCP, bench/lighthouse.mjs). Tests render `routes` in a memory router and never come here.
  const router = createBrowserRouter(routes);
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

/**
 * Puts a GET into the query cache from an app's entry, under the key the screen's own query uses: the request
 * goes out at once, beside the session and the screen's chunk, instead of after the chunk has loaded and
 * rendered (Lighthouse's LCP, bench/lighthouse.mjs), and the screen draws once with its data (no layout shift
 * when it fills). The answer is parsed by the API client with the route's schema (`schema` loads it: a
 * dynamic import, so neither zod nor the schemas join the entry), exactly as the screen's query would parse
 * it. Later refetches use the screen's own query. Entries only (main.tsx and its prefetch module), never
 * screens.
 */
export function prefetchAnswer(
  queryClient: QueryClient,
  queryKey: QueryKey,
  path: string,
  schema: () => Promise<Parameters<typeof parseResponse>[0]>,
) {
  void queryClient.prefetchQuery({
    queryKey,
    queryFn: async () => {
      const answer = fetch(apiUrl(path), {
        credentials: 'same-origin',
        headers: { accept: 'application/json' },
      });
      // parseResponse handles a failure (as an ApiError); this only stops the browser reporting a rejection as
      // unhandled while the client is still loading.
      answer.catch(() => {});
      const [client, loaded] = await Promise.all([import('@tote/api-client/client'), schema()]);
      return client.parseResponse(loaded, answer);
    },
  });
}

/** The notifications every role app's layout lists in its bell, on every screen (see prefetchAnswer). */
export function prefetchNotifications(queryClient: QueryClient) {
  prefetchAnswer(
    queryClient,
    webQueryKeys.notifications.all,
    'notifications',
    async () => (await import('@tote/validation/orders')).NotificationListSchema,
  );
}

/** `path?page=…&pageSize=…` as the API clients write a list's query (undefined and empty values left out). */
export function pathWithQuery(path: string, query: Record<string, string | number | undefined>) {
  const searchParams = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') searchParams.set(name, String(value));
  }
  const search = searchParams.toString();
  return search ? `${path}?${search}` : path;
}
