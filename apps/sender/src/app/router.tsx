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
          { path: paths.home.path, lazy: lazyRoute(() => import('./routes/home')) },
          { path: paths.request.path, lazy: lazyRoute(() => import('./routes/request')) },
          { path: paths.delivery.path, lazy: lazyRoute(() => import('./routes/delivery')) },
          { path: paths.deliveryTracking.path, lazy: lazyRoute(() => import('./routes/delivery-tracking')) },
          {
            path: paths.deliveryCancelled.path,
            lazy: lazyRoute(() => import('./routes/delivery-cancelled')),
          },
          {
            path: paths.deliveryCancelledAlt.path,
            lazy: lazyRoute(() => import('./routes/delivery-cancelled')),
          },
          { path: paths.changeAddress.path, lazy: lazyRoute(() => import('./routes/change-address')) },
          { path: paths.message.path, lazy: lazyRoute(() => import('./routes/message')) },
          { path: paths.profile.path, lazy: lazyRoute(() => import('./routes/sender-profile')) },
          { path: paths.accountSettings.path, lazy: lazyRoute(() => import('./routes/account-settings')) },
          { path: paths.main.path, lazy: lazyRoute(() => import('./routes/main')) },
          {
            path: paths.paymentSuccessful.path,
            lazy: lazyRoute(() => import('./routes/payment-successful')),
          },
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
