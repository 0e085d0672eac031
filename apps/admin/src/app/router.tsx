import { lazyRoute, roleAppRoutes } from '@tote/web/app-router';
import { paths } from '../config/paths';

// Paths match case-insensitively (React Router's default): docs/product/admin.md spells them both ways
// (/admin-m and /Admin-m are one screen, docs/product/overview.md, The four apps).
export const routes = roleAppRoutes({
  // The layout (top bar, menus, bell, session guard) is a chunk of its own, asked for with the first screen's
  // (mountApp preloads every route the URL matches): the entry only has to draw the loading screen.
  layout: lazyRoute(() => import('./layout/app-layout').then(({ AppLayout }) => ({ default: AppLayout }))),
  homeHref: paths.home.getHref(),
  homeLabel: 'Go to Home',
  screens: [
    { path: paths.home.path, Component: lazyRoute(() => import('./routes/admin-home')) },
    { path: paths.users.path, Component: lazyRoute(() => import('./routes/users')) },
    { path: paths.settings.path, Component: lazyRoute(() => import('./routes/settings')) },
    { path: paths.messages.path, Component: lazyRoute(() => import('./routes/admin-messages')) },
    { path: paths.orders.path, Component: lazyRoute(() => import('./routes/admin-orders')) },
    { path: paths.profile.path, Component: lazyRoute(() => import('./routes/admin-profile')) },
    { path: paths.payouts.path, Component: lazyRoute(() => import('./routes/payouts')) },
    { path: paths.disputes.path, Component: lazyRoute(() => import('./routes/disputes')) },
    {
      path: paths.senderDelivery.path,
      Component: lazyRoute(() => import('./routes/sender-delivery-detail')),
    },
    {
      path: paths.travelerDelivery.path,
      Component: lazyRoute(() => import('./routes/traveler-delivery-detail')),
    },
    { path: paths.senderMatch.path, Component: lazyRoute(() => import('./routes/sender-match')) },
    { path: paths.travelerMatch.path, Component: lazyRoute(() => import('./routes/traveler-match')) },
  ],
});
