import { lazyRoute, roleAppRoutes } from '@tote/web/app-router';
import { Navigate } from 'react-router-dom';
import { paths } from '../config/paths';

// Paths match case-insensitively (React Router's default): docs/product/overview.md, The four apps.
export const routes = roleAppRoutes({
  // The layout (top bar, menus, bell, session guard) is a chunk of its own, asked for with the first screen's
  // (mountApp preloads every route the URL matches): the entry only has to draw the loading screen.
  layout: lazyRoute(() => import('./layout/app-layout').then(({ AppLayout }) => ({ default: AppLayout }))),
  homeHref: paths.home.getHref(),
  homeLabel: 'Go to Home',
  screens: [
    { path: paths.home.path, Component: lazyRoute(() => import('./routes/home')) },
    { path: paths.request.path, Component: lazyRoute(() => import('./routes/request')) },
    { path: paths.delivery.path, Component: lazyRoute(() => import('./routes/delivery')) },
    { path: paths.deliveryTracking.path, Component: lazyRoute(() => import('./routes/delivery-tracking')) },
    {
      path: paths.deliveryCancelled.path,
      Component: lazyRoute(() => import('./routes/delivery-cancelled')),
    },
    {
      path: paths.deliveryCancelledAlt.path,
      Component: lazyRoute(() => import('./routes/delivery-cancelled')),
    },
    { path: paths.changeAddress.path, Component: lazyRoute(() => import('./routes/change-address')) },
    { path: paths.message.path, Component: lazyRoute(() => import('./routes/message')) },
    { path: paths.profile.path, Component: lazyRoute(() => import('./routes/sender-profile')) },
    { path: paths.travelerProfile.path, Component: lazyRoute(() => import('./routes/traveler-p')) },
    { path: paths.accountSettings.path, Component: lazyRoute(() => import('./routes/account-settings')) },
    // /main (docs/product/sender.md, Screens) is a dashboard, which the home screen already is: it lands there
    // rather than on a placeholder.
    { path: paths.main.path, element: <Navigate replace to={paths.home.getHref()} /> },
    {
      path: paths.paymentSuccessful.path,
      Component: lazyRoute(() => import('./routes/payment-successful')),
    },
    { path: paths.receipt.path, Component: lazyRoute(() => import('./routes/receipt')) },
  ],
});
