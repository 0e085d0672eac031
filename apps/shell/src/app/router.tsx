import { type ComponentType, useState } from 'react';
import { createBrowserRouter, type RouteObject, RouterProvider } from 'react-router-dom';
import { RouteError, RoutePending } from '../components/route-fallbacks';
import { SiteLayout } from '../components/site-layout';
import { paths } from '../config/paths';

type RouteModule = { default: ComponentType };
/** Code-split route: the module's default export is the screen. */
const lazyRoute = (load: () => Promise<RouteModule>) => async () => ({ Component: (await load()).default });

const auth = paths.auth;

// Paths match case-insensitively (React Router's default; spec §2 spells /User-v and /user-v).
export const routes: RouteObject[] = [
  {
    HydrateFallback: RoutePending,
    ErrorBoundary: RouteError,
    children: [
      {
        Component: SiteLayout,
        children: [
          { path: paths.landing.path, lazy: lazyRoute(() => import('./routes/landing')) },
          { path: paths.land.path, lazy: lazyRoute(() => import('./routes/landing')) },
          ...Object.values(paths.info).map(({ path }) => ({
            path,
            lazy: lazyRoute(() => import('./routes/info')),
          })),
          { path: '*', lazy: lazyRoute(() => import('./routes/not-found')) },
        ],
      },
      { path: auth.login.path, lazy: lazyRoute(() => import('./routes/auth/login')) },
      { path: auth.signUp.path, lazy: lazyRoute(() => import('./routes/auth/sign-up')) },
      { path: auth.travelerSignUp.path, lazy: lazyRoute(() => import('./routes/auth/signup-t')) },
      { path: auth.forgotPassword.path, lazy: lazyRoute(() => import('./routes/auth/forgot-password')) },
      { path: auth.confirmAccount.path, lazy: lazyRoute(() => import('./routes/auth/confirm-account')) },
      { path: auth.newPassword.path, lazy: lazyRoute(() => import('./routes/auth/new-password')) },
      {
        path: auth.loginConfirmation.path,
        lazy: lazyRoute(() => import('./routes/auth/login-confirmation')),
      },
      { path: auth.travelerEmailCode.path, lazy: lazyRoute(() => import('./routes/auth/pass-t')) },
      { path: auth.roleChoice.path, lazy: lazyRoute(() => import('./routes/auth/user-o')) },
      { path: auth.travelerVerify.path, lazy: lazyRoute(() => import('./routes/auth/user-v')) },
      { path: auth.travelerSignIn.path, lazy: lazyRoute(() => import('./routes/auth/traveler-signin')) },
      { path: auth.verificationReceived.path, lazy: lazyRoute(() => import('./routes/auth/result')) },
      { path: paths.dev.mailbox.path, lazy: lazyRoute(() => import('./routes/dev/mailbox')) },
    ],
  },
];

export function AppRouter() {
  // Created once on mount (not at import time), so tests can render `routes` in a memory router.
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
