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
          { path: paths.landing.path, lazy: lazyRoute(() => import('./routes/landing')) },
          { path: paths.land.path, lazy: lazyRoute(() => import('./routes/landing')) },
          ...Object.values(paths.info).map(({ path }) => ({
            path,
            lazy: lazyRoute(() => import('./routes/info')),
          })),
          { path: paths.prohibitedItems.path, lazy: lazyRoute(() => import('./routes/prohibited-items')) },
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
      { path: auth.secondFactor.path, lazy: lazyRoute(() => import('./routes/auth/second-factor')) },
      { path: auth.enrolment.path, lazy: lazyRoute(() => import('./routes/auth/enrolment')) },
      { path: paths.testCheckout.path, lazy: lazyRoute(() => import('./routes/test-checkout')) },
      { path: paths.receiverTracking.path, lazy: lazyRoute(() => import('./routes/receiver-tracking')) },
      { path: paths.dev.mailbox.path, lazy: lazyRoute(() => import('./routes/dev/mailbox')) },
    ],
  },
];
