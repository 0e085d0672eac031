import { type ApiReply, mockApi } from '@tote/testing/mock-api';
import { renderRoute as renderRouteTable, sessionAs } from '@tote/testing/render';
import type { Session } from '@tote/validation/accounts';
import { routes } from '../app/router';
import { buildDeliveryPage, buildTravelerOverview, buildTripPage } from './trips';
import { buildPayoutPage, buildWallet, buildWalletHistoryPage } from './wallet';

type ApiRoutes = Parameters<typeof mockApi>[0];

/**
 * Renders the real route table at `path`, signed in as a traveler unless `session` says otherwise. The
 * screens load trips, deliveries and the wallet: an account with none unless `api` answers otherwise.
 */
export function renderRoute(
  path: string,
  {
    session = sessionAs('traveler'),
    api: answers = {},
  }: { session?: Session | ApiReply; api?: ApiRoutes } = {},
) {
  const api = mockApi({
    'GET /auth/session': 'user' in session ? { body: session } : session,
    'POST /auth/logout': { status: 204 },
    'GET /notifications': { body: { notifications: [], unread: 0 } },
    'POST /notifications/read-all': { status: 204 },
    'GET /conversations': { body: { conversations: [], unread: 0 } },
    'GET /trips': { body: buildTripPage([]) },
    'GET /deliveries': { body: buildDeliveryPage([]) },
    'GET /deliveries/overview': { body: buildTravelerOverview() },
    'GET /wallet': { body: buildWallet() },
    'GET /wallet/history': { body: buildWalletHistoryPage([]) },
    'GET /wallet/payouts': { body: buildPayoutPage([]) },
    ...answers,
  });
  return { ...renderRouteTable(routes, path), api };
}
