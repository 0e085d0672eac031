import { routeRenderer } from '@tote/testing/render';
import { routes } from '../app/router';
// The layout is a lazy route (its own chunk in the build); loaded here with the test file, as it was before it
// became lazy, so a test waits for its screen's module alone.
import '../app/layout/app-layout';
import {
  buildAdminStats,
  buildMatchPage,
  buildOrderPage,
  buildProfile,
  buildTripPage,
  buildVerificationPage,
} from './admin';
import { buildPayoutPage } from './money';
import { buildUserPage } from './users';

/**
 * Renders the real route table at `path`, signed in as a staff member unless `session` says otherwise. The
 * home figures, the review queues, the Delivery Orders lists, the Users lists, the Payouts queue and the Active
 * Log answer empty unless `api` answers otherwise; the staff member's own profile is buildProfile().
 */
export const renderRoute = routeRenderer(routes, {
  signedInAs: 'staff',
  api: {
    'GET /conversations': { body: { conversations: [], unread: 0 } },
    'GET /admin/stats': { body: buildAdminStats() },
    'GET /admin/jobs/failing': { body: { jobs: [] } },
    'GET /admin/orders': { body: buildOrderPage([]) },
    'GET /admin/trips': { body: buildTripPage([]) },
    'GET /matches': { body: buildMatchPage([]) },
    'GET /admin/users': { body: buildUserPage([]) },
    'GET /traveler-verifications': { body: buildVerificationPage([]) },
    'GET /admin/payouts': { body: buildPayoutPage([]) },
    'GET /users/user-1/profile': { body: buildProfile() },
  },
});
