import { lazyRoute, routeFallbacks } from '@tote/web/app-router';
import type { RouteObject } from 'react-router-dom';
import { SiteLayout } from '../components/site-layout';
import { paths } from '../config/paths';

const auth = paths.auth;

// Paths match case-insensitively (React Router's default; docs/product/accounts.md spells /User-v and
// /user-v).
export const routes: RouteObject[] = [
  {
    ...routeFallbacks,
    children: [
      {
        Component: SiteLayout,
        children: [
          { path: paths.landing.path, Component: lazyRoute(() => import('./routes/landing')) },
          { path: paths.land.path, Component: lazyRoute(() => import('./routes/landing')) },
          ...Object.values(paths.info).map(({ path }) => ({
            path,
            Component: lazyRoute(() => import('./routes/info')),
          })),
          {
            path: paths.prohibitedItems.path,
            Component: lazyRoute(() => import('./routes/prohibited-items')),
          },
          { path: '*', Component: lazyRoute(() => import('./routes/not-found')) },
        ],
      },
      { path: auth.login.path, Component: lazyRoute(() => import('./routes/auth/login')) },
      { path: auth.signUp.path, Component: lazyRoute(() => import('./routes/auth/sign-up')) },
      { path: auth.travelerSignUp.path, Component: lazyRoute(() => import('./routes/auth/signup-t')) },
      { path: auth.forgotPassword.path, Component: lazyRoute(() => import('./routes/auth/forgot-password')) },
      { path: auth.confirmAccount.path, Component: lazyRoute(() => import('./routes/auth/confirm-account')) },
      { path: auth.newPassword.path, Component: lazyRoute(() => import('./routes/auth/new-password')) },
      {
        path: auth.loginConfirmation.path,
        Component: lazyRoute(() => import('./routes/auth/login-confirmation')),
      },
      { path: auth.travelerEmailCode.path, Component: lazyRoute(() => import('./routes/auth/pass-t')) },
      { path: auth.roleChoice.path, Component: lazyRoute(() => import('./routes/auth/user-o')) },
      { path: auth.travelerVerify.path, Component: lazyRoute(() => import('./routes/auth/user-v')) },
      { path: auth.travelerSignIn.path, Component: lazyRoute(() => import('./routes/auth/traveler-signin')) },
      { path: auth.verificationReceived.path, Component: lazyRoute(() => import('./routes/auth/result')) },
      { path: auth.secondFactor.path, Component: lazyRoute(() => import('./routes/auth/second-factor')) },
      { path: auth.enrolment.path, Component: lazyRoute(() => import('./routes/auth/enrolment')) },
      { path: paths.testCheckout.path, Component: lazyRoute(() => import('./routes/test-checkout')) },
      { path: paths.receiverTracking.path, Component: lazyRoute(() => import('./routes/receiver-tracking')) },
      { path: paths.dev.mailbox.path, Component: lazyRoute(() => import('./routes/dev/mailbox')) },
    ],
  },
];
