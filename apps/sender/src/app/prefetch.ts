import type { QueryClient } from '@tanstack/react-query';
import { pathWithQuery, prefetchAnswer, prefetchNotifications } from '@tote/web/app-router';
import { matchPath } from 'react-router-dom';
import { paths } from '../config/paths';
import { homeFirstPage } from '../features/orders/home-orders';
import { queryKeys } from '../lib/query-keys';

const orderSchemas = () => import('@tote/validation/orders');

/**
 * Asks for what the first screen shows before the app renders (main.tsx, never tests): on the home screen its
 * tiles and the first page of its table, and on every screen the notifications the layout's bell lists.
 * A visitor who is not signed in gets 401s, and the session guard sends them to sign in as before.
 */
export function prefetchFirstScreen(queryClient: QueryClient, pathname = window.location.pathname) {
  // `/` redirects home.
  if (matchPath('/', pathname) || matchPath(paths.home.path, pathname)) {
    prefetchAnswer(
      queryClient,
      queryKeys.orders.overview(),
      'orders/overview',
      async () => (await orderSchemas()).SenderOverviewSchema,
    );
    prefetchAnswer(
      queryClient,
      queryKeys.orders.list(homeFirstPage),
      pathWithQuery('orders', homeFirstPage),
      async () => (await orderSchemas()).OrderPageSchema,
    );
  }
  // Last: the bell's list is the least urgent.
  prefetchNotifications(queryClient);
}
