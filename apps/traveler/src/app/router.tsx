import { lazyRoute, roleAppRoutes } from '@tote/web/app-router';
import { Navigate } from 'react-router-dom';
import { paths } from '../config/paths';
import { AppLayout } from './layout/app-layout';

// Paths match case-insensitively (React Router's default): docs/product/overview.md, The four apps.
export const routes = roleAppRoutes({
  layout: AppLayout,
  homeHref: paths.home.getHref(),
  homeLabel: 'Go to Overview',
  screens: [
    { path: paths.home.path, lazy: lazyRoute(() => import('./routes/traveler-home')) },
    { path: paths.travelerRequest.path, lazy: lazyRoute(() => import('./routes/traveler-request')) },
    { path: paths.trips.path, lazy: lazyRoute(() => import('./routes/trips')) },
    { path: paths.deliveryOrder.path, lazy: lazyRoute(() => import('./routes/delivery-order')) },
    { path: paths.deliveryTracking.path, lazy: lazyRoute(() => import('./routes/delivery-tracking')) },
    {
      path: paths.deliveryCancelled.path,
      lazy: lazyRoute(() => import('./routes/delivery-cancelled')),
    },
    { path: paths.wallet.path, lazy: lazyRoute(() => import('./routes/wallet')) },
    { path: paths.messages.path, lazy: lazyRoute(() => import('./routes/message-t')) },
    { path: paths.profile.path, lazy: lazyRoute(() => import('./routes/profile-t')) },
    { path: paths.travelerProfile.path, lazy: lazyRoute(() => import('./routes/traveler-p')) },
    { path: paths.senderProfile.path, lazy: lazyRoute(() => import('./routes/sender-p')) },
    { path: paths.accountSettings.path, lazy: lazyRoute(() => import('./routes/account-settings')) },
    // /formlayout (the trip details form) and /main (the dashboard), docs/product/traveler.md, Screens: both
    // stand for screens that exist under other paths, so they land there rather than on placeholders.
    { path: paths.formLayout.path, element: <Navigate replace to={paths.travelerRequest.getHref()} /> },
    { path: paths.main.path, element: <Navigate replace to={paths.home.getHref()} /> },
  ],
});
