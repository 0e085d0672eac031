import { type ApiReply, mockApi } from '@tote/testing/mock-api';
import { renderRoute as renderRouteTable, sessionAs } from '@tote/testing/render';
import type { Session } from '@tote/validation/accounts';
import { routes } from '../app/router';
import {
  buildAdminStats,
  buildMatchPage,
  buildOrderPage,
  buildProfile,
  buildTripPage,
  buildVerificationPage,
} from './admin';
import { buildUserPage } from './users';

type ApiRoutes = Parameters<typeof mockApi>[0];

/**
 * Renders the real route table at `path`, signed in as a staff member unless `session` says otherwise. The
 * home figures, the review queues, the Delivery Orders lists, the Users lists and the Active Log answer empty
 * unless `api` answers otherwise; the staff member's own profile is buildProfile().
 */
export function renderRoute(
  path: string,
  { session = sessionAs('staff'), api: answers = {} }: { session?: Session | ApiReply; api?: ApiRoutes } = {},
) {
  const api = mockApi({
    'GET /auth/session': 'user' in session ? { body: session } : session,
    'POST /auth/logout': { status: 204 },
    'GET /notifications': { body: { notifications: [], unread: 0 } },
    'POST /notifications/read-all': { status: 204 },
    'GET /conversations': { body: { conversations: [], unread: 0 } },
    'GET /admin/stats': { body: buildAdminStats() },
    'GET /admin/orders': { body: buildOrderPage([]) },
    'GET /admin/trips': { body: buildTripPage([]) },
    'GET /matches': { body: buildMatchPage([]) },
    'GET /admin/users': { body: buildUserPage([]) },
    'GET /traveler-verifications': { body: buildVerificationPage([]) },
    'GET /users/user-1/profile': { body: buildProfile() },
    ...answers,
  });
  return { ...renderRouteTable(routes, path), api };
}
