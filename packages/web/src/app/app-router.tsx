import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { apiUrl } from '@tote/api-client/api-url';
import type { parseResponse } from '@tote/api-client/client';
import { RouteError, RoutePending } from '@tote/ui/route-fallbacks';
import { Component, type ComponentType, lazy, type ReactNode, StrictMode, Suspense, useState } from 'react';
import { createRoot } from 'react-dom/client';
import {
  BrowserRouter,
  matchRoutes,
  Navigate,
  Outlet,
  type RouteObject,
  useLocation,
  useRoutes,
} from 'react-router-dom';
import { webQueryKeys } from '../query-keys';
import { AppProviders } from './app-providers';

type RouteModule = { default: ComponentType };

/** A code-split screen (React.lazy until its chunk is in), plus `preload` to ask for the chunk before React renders it. */
export type LazyScreen = ComponentType & { preload: () => Promise<RouteModule> };

/**
 * Code-split route: the module's default export is the screen. Use as
 * `{ path, Component: lazyRoute(() => import(…)) }`.
 *
 * The apps run on React Router's declarative router (`<BrowserRouter>` + `useRoutes`), not its data router
 * (`createBrowserRouter`, route `lazy`, loaders): the data router's code is about 16 KiB gzipped of every app's
 * first-load JS, and no screen uses loaders, actions or fetchers (bench/README.md, First-load JS). So a screen
 * is a React.lazy component, and the route frame (`routeFallbacks`) gives it its loading and error screens.
 */
export function lazyRoute(load: () => Promise<RouteModule>): LazyScreen {
  let loading: Promise<RouteModule> | undefined;
  let loaded: ComponentType | undefined;
  const preload = () => {
    loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    });
    return loading;
  };
  const Lazy = lazy(preload);
  // A screen whose chunk is in when it mounts (preloaded before the first render, or shown before) renders at
  // once: a React.lazy that has not rendered yet suspends even when its chunk is loaded, and React holds back the
  // reveal of a Suspense boundary's content for 300 ms after its fallback was shown. Chosen once per mount: a
  // different component in the same place on a later render would remount the screen and lose its state.
  // biome-ignore lint/correctness/noComponentHookFactories: made once per route when the route table loads, as React.lazy is
  function Screen(props: object) {
    const [Chosen] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Chosen {...props} />;
  }
  return Object.assign(Screen, { preload });
}

interface RouteErrorBoundaryProps {
  /** The location: a navigation clears the error, as it would leave a broken screen. */
  resetKey: string;
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  failed: boolean;
  error: unknown;
  resetKey: string;
}

class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = {
    failed: false,
    error: undefined,
    resetKey: this.props.resetKey,
  };

  static getDerivedStateFromError(error: unknown): Partial<RouteErrorBoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: RouteErrorBoundaryState,
  ): Partial<RouteErrorBoundaryState> | null {
    if (props.resetKey === state.resetKey) return null;
    return { failed: false, error: undefined, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/** The root route's element: the loading screen while a lazy screen's code loads, the error screen if it fails. */
function RouteFrame() {
  const location = useLocation();
  return (
    <RouteErrorBoundary resetKey={location.key}>
      <Suspense fallback={<RoutePending />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}

/** Spread into an app's root route: the loading screen and the error screen with a retry. */
export const routeFallbacks = {
  element: <RouteFrame />,
} satisfies RouteObject;

// Any other path of a role app: rare, so its page loads when needed rather than with the entry.
const NotFoundPage = lazy(() =>
  import('@tote/ui/not-found-page').then(({ NotFoundPage }) => ({ default: NotFoundPage })),
);

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
        { index: true, element: <Navigate replace to={homeHref} /> },
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
  // The first screen's chunk is asked for now, before React's first render pass, which on a throttled phone is
  // a few hundred ms of CPU (Lighthouse's LCP, bench/lighthouse.mjs). Tests render `routes` in a memory router
  // and never come here.
  const chunks = (matchRoutes(routes, window.location) ?? []).map((match) =>
    (match.route.Component as Partial<LazyScreen> | undefined)?.preload?.(),
  );
  const root = createRoot(container);
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <BrowserRouter>
          <AppRoutes routes={routes} />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );
  // The loading screen at once, then the app when the first screen's chunks are in: rendered into a tree that has
  // not suspended, so React shows it as soon as it has rendered (a failed chunk is the route frame's to show).
  root.render(<RoutePending />);
  void Promise.allSettled(chunks).then(() => root.render(app));
}

function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** Loads the route's response schema (a dynamic import: neither zod nor the schemas join the entry). */
type SchemaLoader = () => Promise<Parameters<typeof parseResponse>[0]>;

/**
 * Puts a GET into the query cache from an app's entry, under the key the screen's own query uses: the request
 * goes out at once, beside the session and the screen's chunk, instead of after the chunk has loaded and
 * rendered (Lighthouse's LCP, bench/lighthouse.mjs), and the screen draws once with its data (no layout shift
 * when it fills). The answer is parsed by the API client with the route's schema (`schema` loads it: a
 * dynamic import, so neither zod nor the schemas join the entry), exactly as the screen's query would parse
 * it. Later refetches use the screen's own query. Entries only (main.tsx and its prefetch module), never
 * screens. The promise settles once the answer is in the cache (never rejects: prefetchQuery keeps the error),
 * for a request that depends on it.
 */
export function prefetchAnswer(
  queryClient: QueryClient,
  queryKey: QueryKey,
  path: string,
  schema: SchemaLoader,
): Promise<void> {
  return queryClient.prefetchQuery({ queryKey, queryFn: () => answerOf(path, schema) });
}

/**
 * prefetchAnswer for an infinite query (pages of a list): its first page, under the key the screen's
 * useInfiniteQuery uses, whose own `initialPageParam` is undefined.
 */
export function prefetchFirstPage(
  queryClient: QueryClient,
  queryKey: QueryKey,
  path: string,
  schema: SchemaLoader,
): Promise<void> {
  return queryClient.prefetchInfiniteQuery({
    queryKey,
    queryFn: () => answerOf(path, schema),
    initialPageParam: undefined,
  });
}

/** GET `path` from the API, parsed as the API client parses it (see prefetchAnswer). */
async function answerOf(path: string, schema: SchemaLoader) {
  const answer = fetch(apiUrl(path), {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  });
  // parseResponse handles a failure (as an ApiError); this only stops the browser reporting a rejection as
  // unhandled while the client is still loading.
  answer.catch(() => {});
  const [client, loaded] = await Promise.all([import('@tote/api-client/client'), schema()]);
  return client.parseResponse(loaded, answer);
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
