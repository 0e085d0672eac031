import { routeRenderer } from '@tote/testing/render';
import { buildPayoutPage, buildWallet, buildWalletHistoryPage } from '@tote/testing/wallet';
import { routes } from '../app/router';
// The layout is a lazy route (its own chunk in the build); loaded here with the test file, as it was before it
// became lazy, so a test waits for its screen's module alone.
import '../app/layout/app-layout';
import { buildDeliveryPage, buildTravelerOverview, buildTripPage } from './trips';

/**
 * Renders the real route table at `path`, signed in as a traveler unless `session` says otherwise. The
 * screens load trips, deliveries and the wallet: an account with none unless `api` answers otherwise.
 */
export const renderRoute = routeRenderer(routes, {
  signedInAs: 'traveler',
  api: {
    'GET /conversations': { body: { conversations: [], unread: 0 } },
    'GET /trips': { body: buildTripPage([]) },
    'GET /deliveries': { body: buildDeliveryPage([]) },
    'GET /deliveries/overview': { body: buildTravelerOverview() },
    'GET /wallet': { body: buildWallet() },
    'GET /wallet/history': { body: buildWalletHistoryPage([]) },
    'GET /wallet/payouts': { body: buildPayoutPage([]) },
  },
});
