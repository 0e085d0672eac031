import { type ApiReply, mockApi } from '@tote/testing/mock-api';
import { renderRoute as renderRouteTable, sessionAs } from '@tote/testing/render';
import type { Session } from '@tote/validation/accounts';
import { routes } from '../app/router';
import { buildAdminStats, buildMatchPage, buildOrderPage, buildTripPage } from './admin';

type ApiRoutes = Parameters<typeof mockApi>[0];

/**
 * Renders the real route table at `path`, signed in as a staff member unless `session` says otherwise. The
 * home figures, the Delivery Orders lists and the Active Log answer empty unless `api` answers otherwise.
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
    ...answers,
  });
  return { ...renderRouteTable(routes, path), api };
}
