import { lazyRoute, roleAppRoutes } from '@tote/web/app-router';
import { Navigate } from 'react-router-dom';
import { paths } from '../config/paths';

// Paths match case-insensitively (React Router's default): docs/product/overview.md, The four apps.
export const routes = roleAppRoutes({
  // The layout (top bar, menus, bell, session guard) is a chunk of its own, asked for with the first screen's
  // (mountApp preloads every route the URL matches): the entry only has to draw the loading screen.
  layout: lazyRoute(() => import('./layout/app-layout').then(({ AppLayout }) => ({ default: AppLayout }))),
  homeHref: paths.home.getHref(),
  homeLabel: 'Go to Overview',
  screens: [
    { path: paths.home.path, Component: lazyRoute(() => import('./routes/traveler-home')) },
    { path: paths.travelerRequest.path, Component: lazyRoute(() => import('./routes/traveler-request')) },
    { path: paths.trips.path, Component: lazyRoute(() => import('./routes/trips')) },
    { path: paths.deliveryOrder.path, Component: lazyRoute(() => import('./routes/delivery-order')) },
    { path: paths.deliveryTracking.path, Component: lazyRoute(() => import('./routes/delivery-tracking')) },
    {
      path: paths.deliveryCancelled.path,
      Component: lazyRoute(() => import('./routes/delivery-cancelled')),
    },
    { path: paths.wallet.path, Component: lazyRoute(() => import('./routes/wallet')) },
    { path: paths.messages.path, Component: lazyRoute(() => import('./routes/message-t')) },
    { path: paths.profile.path, Component: lazyRoute(() => import('./routes/profile-t')) },
    { path: paths.travelerProfile.path, Component: lazyRoute(() => import('./routes/traveler-p')) },
    { path: paths.senderProfile.path, Component: lazyRoute(() => import('./routes/sender-p')) },
    { path: paths.accountSettings.path, Component: lazyRoute(() => import('./routes/account-settings')) },
    // /formlayout (the trip details form) and /main (the dashboard), docs/product/traveler.md, Screens: both
    // stand for screens that exist under other paths, so they land there rather than on placeholders.
    { path: paths.formLayout.path, element: <Navigate replace to={paths.travelerRequest.getHref()} /> },
    { path: paths.main.path, element: <Navigate replace to={paths.home.getHref()} /> },
  ],
});
