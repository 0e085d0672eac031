import { routeRenderer } from '@tote/testing/render';
import { routes } from '../app/router';
// The layout is a lazy route (its own chunk in the build); loaded here with the test file, as it was before it
// became lazy, so a test waits for its screen's module alone.
import '../app/layout/app-layout';
import { buildOrderPage, buildOverview } from './orders';

/**
 * Renders the real route table at `path`, signed in as a sender unless `session` says otherwise. The layout
 * and screens load notifications and orders: an account with none unless `api` answers otherwise.
 */
export const renderRoute = routeRenderer(routes, {
  signedInAs: 'sender',
  api: {
    'GET /conversations': { body: { conversations: [], unread: 0 } },
    'GET /orders': { body: buildOrderPage([]) },
    'GET /orders/overview': { body: buildOverview() },
  },
});
