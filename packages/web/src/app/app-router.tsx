import type { QueryClient } from '@tanstack/react-query';
import { NotFoundPage } from '@tote/ui/not-found-page';
import { RouteError, RoutePending } from '@tote/ui/route-fallbacks';
import { type ComponentType, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, type RouteObject, RouterProvider, redirect } from 'react-router-dom';
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
  // (issue 8: Lighthouse LCP). Tests render `routes` in a memory router and never come here.
  const router = createBrowserRouter(routes);
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}
