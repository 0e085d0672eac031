import { lazyRoute, roleAppRoutes } from '@tote/web/app-router';
import { paths } from '../config/paths';
import { AppLayout } from './layout/app-layout';

// Paths match case-insensitively (React Router's default): docs/product/admin.md spells them both ways
// (/admin-m and /Admin-m are one screen, docs/product/overview.md, The four apps).
export const routes = roleAppRoutes({
  layout: AppLayout,
  homeHref: paths.home.getHref(),
  homeLabel: 'Go to Home',
  screens: [
    { path: paths.home.path, lazy: lazyRoute(() => import('./routes/admin-home')) },
    { path: paths.users.path, lazy: lazyRoute(() => import('./routes/users')) },
    { path: paths.settings.path, lazy: lazyRoute(() => import('./routes/settings')) },
    { path: paths.messages.path, lazy: lazyRoute(() => import('./routes/admin-messages')) },
    { path: paths.orders.path, lazy: lazyRoute(() => import('./routes/admin-orders')) },
    { path: paths.profile.path, lazy: lazyRoute(() => import('./routes/admin-profile')) },
    { path: paths.payouts.path, lazy: lazyRoute(() => import('./routes/payouts')) },
    { path: paths.disputes.path, lazy: lazyRoute(() => import('./routes/disputes')) },
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
  ],
});
