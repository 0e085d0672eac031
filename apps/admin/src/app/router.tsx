import { type ComponentType, useState } from 'react';
import { createBrowserRouter, type RouteObject, RouterProvider, redirect } from 'react-router-dom';
import { RouteError, RoutePending } from '../components/route-fallbacks';
import { paths } from '../config/paths';
import { AppLayout } from './layout/app-layout';

type RouteModule = { default: ComponentType };
/** Code-split route: the module's default export is the screen. */
const lazyRoute = (load: () => Promise<RouteModule>) => async () => ({ Component: (await load()).default });

// Paths match case-insensitively (React Router's default), as the spec spells them both ways.
export const routes: RouteObject[] = [
  {
    HydrateFallback: RoutePending,
    ErrorBoundary: RouteError,
    children: [
      { index: true, loader: () => redirect(paths.home.getHref()) },
      {
        Component: AppLayout,
        children: [
          { path: paths.home.path, lazy: lazyRoute(() => import('./routes/admin-home')) },
          { path: paths.users.path, lazy: lazyRoute(() => import('./routes/users')) },
          { path: paths.settings.path, lazy: lazyRoute(() => import('./routes/settings')) },
          { path: paths.messages.path, lazy: lazyRoute(() => import('./routes/admin-messages')) },
          { path: paths.orders.path, lazy: lazyRoute(() => import('./routes/admin-orders')) },
          { path: paths.profile.path, lazy: lazyRoute(() => import('./routes/admin-profile')) },
          {
            path: paths.senderDelivery.path,
            lazy: lazyRoute(() => import('./routes/sender-delivery-detail')),
          },
          {
            path: paths.travelerDelivery.path,
            lazy: lazyRoute(() => import('./routes/traveler-delivery-detail')),
          },
          { path: paths.senderMatch.path, lazy: lazyRoute(() => import('./routes/sender-match')) },
          { path: paths.travelerMatch.path, lazy: lazyRoute(() => import('./routes/traveler-match')) },
          { path: '*', lazy: lazyRoute(() => import('./routes/not-found')) },
        ],
      },
    ],
  },
];

export function AppRouter() {
  // Created once on mount (not at import time), so tests can render `routes` in a memory router.
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
