import type { QueryClient } from '@tanstack/react-query';
import { pathWithQuery, prefetchAnswer, prefetchNotifications } from '@tote/web/app-router';
import { matchPath } from 'react-router-dom';
import { paths } from '../config/paths';
import { senderOrdersFirstPage } from '../features/delivery-orders/first-page';
import { deliveryStatusesFirstPage } from '../features/home/home-first-page';
import { queryKeys } from '../lib/query-keys';

const adminSchemas = () => import('@tote/validation/admin');

/**
 * Asks for what the first screen shows before the app renders (main.tsx, never tests), as the sender's entry
 * does: on /admin its three figures and the first page of Update Delivery Status, and on every screen the
 * notifications the layout's bell lists. The home screen then draws once with its data, instead of loading
 * placeholders that the figures and the list push down (no layout shift, a sooner LCP: Lighthouse,
 * bench/lighthouse.mjs). Not the review queues and Background jobs below the list: asked for here too, their
 * four requests took connections from the first screen's chunks (Lighthouse's FCP went from 1.6 s to 2.0 s).
 * On /admin-l opened without a tab, page or search, the Senders tab's first page. A visitor who is not signed
 * in gets 401s (a traveler or sender 403s), and the session guard answers as before.
 */
export function prefetchFirstScreen(
  queryClient: QueryClient,
  pathname = window.location.pathname,
  search = window.location.search,
) {
  // `/` redirects home.
  if (matchPath('/', pathname) || matchPath(paths.home.path, pathname)) {
    prefetchAnswer(
      queryClient,
      queryKeys.stats,
      'admin/stats',
      async () => (await adminSchemas()).AdminStatsSchema,
    );
    prefetchAnswer(
      queryClient,
      queryKeys.orders.list(deliveryStatusesFirstPage),
      pathWithQuery('admin/orders', deliveryStatusesFirstPage),
      async () => (await adminSchemas()).AdminOrderPageSchema,
    );
  }
  if (matchPath(paths.orders.path, pathname) && search === '') {
    prefetchAnswer(
      queryClient,
      queryKeys.orders.list(senderOrdersFirstPage),
      pathWithQuery('admin/orders', senderOrdersFirstPage),
      async () => (await adminSchemas()).AdminOrderPageSchema,
    );
  }
  // Last: the bell's list is the least urgent.
  prefetchNotifications(queryClient);
}
