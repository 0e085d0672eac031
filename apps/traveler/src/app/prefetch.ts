import type { QueryClient } from '@tanstack/react-query';
import { pathWithQuery, prefetchAnswer, prefetchNotifications } from '@tote/web/app-router';
import { deliveriesFirstPage } from '@tote/web/deliveries-first-page';
import { matchPath } from 'react-router-dom';
import { paths } from '../config/paths';
import { homeFirstPage } from '../features/deliveries/home-deliveries';
import { queryKeys } from '../lib/query-keys';

const tripSchemas = () => import('@tote/validation/trips');
const walletSchemas = () => import('@tote/validation/wallet');

/** The Overview's Wallet tile and the Wallet screen read the balances under one key. */
function prefetchWalletBalances(queryClient: QueryClient) {
  prefetchAnswer(
    queryClient,
    queryKeys.wallet.balances(),
    'wallet',
    async () => (await walletSchemas()).WalletSchema,
  );
}

/**
 * Asks for what the first screen shows before the app renders (main.tsx, never tests), as the sender's entry
 * does: on the Overview its tiles and the first page of its Deliveries table, and on every screen the
 * notifications the layout's bell lists. The Overview then draws once with its data: its Next Delivery tile
 * no longer grows under the table when the answer arrives (no layout shift, a sooner LCP: Lighthouse,
 * bench/lighthouse.mjs). Likewise the Wallet's balances and the first page of its history, and the first page
 * of Deliveries when opened without a tab or page in the address. A visitor who is not signed in gets 401s,
 * and the session guard sends them to sign in as before.
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
      queryKeys.deliveries.overview(),
      'deliveries/overview',
      async () => (await tripSchemas()).TravelerOverviewSchema,
    );
    prefetchAnswer(
      queryClient,
      queryKeys.deliveries.list(homeFirstPage),
      pathWithQuery('deliveries', homeFirstPage),
      async () => (await tripSchemas()).DeliveryPageSchema,
    );
    // The Wallet tile's balance, so it draws with the other tiles.
    prefetchWalletBalances(queryClient);
  }
  if (matchPath(paths.wallet.path, pathname)) {
    prefetchWalletBalances(queryClient);
    prefetchAnswer(
      queryClient,
      queryKeys.wallet.history(1),
      pathWithQuery('wallet/history', { page: 1 }),
      async () => (await walletSchemas()).WalletHistoryPageSchema,
    );
  }
  if (matchPath(paths.deliveryOrder.path, pathname) && search === '') {
    prefetchAnswer(
      queryClient,
      queryKeys.deliveries.list(deliveriesFirstPage),
      pathWithQuery('deliveries', deliveriesFirstPage),
      async () => (await tripSchemas()).DeliveryPageSchema,
    );
  }
  // Last: the bell's list is the least urgent.
  prefetchNotifications(queryClient);
}
