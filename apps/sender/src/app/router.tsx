import { lazyRoute, roleAppRoutes } from '@tote/web/app-router';
import { Navigate } from 'react-router-dom';
import { paths } from '../config/paths';
import { AppLayout } from './layout/app-layout';

// Paths match case-insensitively (React Router's default): docs/product/overview.md, The four apps.
export const routes = roleAppRoutes({
  layout: AppLayout,
  homeHref: paths.home.getHref(),
  homeLabel: 'Go to Home',
  screens: [
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
    { path: paths.travelerProfile.path, lazy: lazyRoute(() => import('./routes/traveler-p')) },
    { path: paths.accountSettings.path, lazy: lazyRoute(() => import('./routes/account-settings')) },
    // /main (docs/product/sender.md, Screens) is a dashboard, which the home screen already is: it lands there
    // rather than on a placeholder.
    { path: paths.main.path, element: <Navigate replace to={paths.home.getHref()} /> },
    {
      path: paths.paymentSuccessful.path,
      lazy: lazyRoute(() => import('./routes/payment-successful')),
    },
    { path: paths.receipt.path, lazy: lazyRoute(() => import('./routes/receipt')) },
  ],
});
