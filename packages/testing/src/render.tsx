// Test-only: imported by the apps' tests, never by app code (it stubs fetch through mockApi).
import { render } from '@testing-library/react';
import type { Session } from '@tote/validation/accounts';
import { AppProviders } from '@tote/web/app-providers';
import type { SessionRole } from '@tote/web/session';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider, useLocation } from 'react-router-dom';
import { type ApiHandler, type ApiReply, buildSession, mockApi } from './mock-api';

/** A session for an account that is exactly one kind: a sender, a traveler or a staff member. */
export function sessionAs(role: SessionRole): Session {
  return buildSession({
    roles: { sender: role === 'sender', traveler: role === 'traveler', staff: role === 'staff' },
  });
}

export interface RenderRouteOptions {
  /**
   * What GET /auth/session answers: a session, or an ApiReply such as a 401 for a signed-out visitor.
   * Without it no API is mocked (the test mocks what it needs).
   */
  session?: Session | ApiReply;
  /** More stubbed routes, or other answers for the defaults (notifications); only with `session`. */
  api?: Record<string, ApiHandler>;
}

/** Renders an app's real route table at `path`, inside the real providers; with `session`, mocks the session API. */
export function renderRoute(
  routes: RouteObject[],
  path: string,
  options: { session: Session | ApiReply; api?: Record<string, ApiHandler> },
): RenderedRoute & { api: MockedApi };
export function renderRoute(
  routes: RouteObject[],
  path: string,
  options?: { session?: undefined },
): RenderedRoute;
export function renderRoute(
  routes: RouteObject[],
  path: string,
  { session, api: answers }: RenderRouteOptions = {},
) {
  // No `api` key without a session, so a caller can spread the result over its own mocked api.
  if (session === undefined) return renderAt(routes, path);
  const api = mockSession(session, answers);
  return { api, ...renderAt(routes, path) };
}

/**
 * An app's `renderRoute(path, { session?, api? })`, signed in as `signedInAs` unless the test passes another
 * session, so a role app's tests read `renderRoute('/home')`. `api` holds what the app's layout and screens ask
 * for on every page (its lists answering empty); a test's own `api` answers over it.
 */
export function routeRenderer(
  routes: RouteObject[],
  { signedInAs, api: defaults = {} }: { signedInAs: SessionRole; api?: Record<string, ApiHandler> },
) {
  return (path: string, { session = sessionAs(signedInAs), api: answers = {} }: RenderRouteOptions = {}) => {
    const api = mockSession(session, { ...defaults, ...answers });
    return { api, ...renderAt(routes, path) };
  };
}

/** Stands in for every other screen: shows where the app navigated to, with its router state. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output aria-label="Current location" data-state={JSON.stringify(location.state ?? null)}>
      {`${location.pathname}${location.search}`}
    </output>
  );
}

export interface RenderScreenOptions {
  /** Where the screen opens, with its query string, e.g. "/delivery?tab=delivered". */
  path: string;
  /** The screen's route pattern (e.g. "/delivery-tracking/:id"); `path` without its query unless told. */
  pattern?: string;
  /** Router state of the first entry (what a previous screen passed with navigate(…, { state })). */
  state?: unknown;
  /** Other screens that render at their own path (e.g. tracking after a cancel). */
  others?: Record<string, ReactNode>;
}

/**
 * Renders one screen at `path` in the real providers and a memory router whose other paths show a probe, so
 * a test reads where the screen navigated with `screen.getByRole('status', { name: 'Current location' })`.
 */
export function renderScreen(
  ui: ReactNode,
  { path, pattern = path.split('?')[0] ?? '/', state, others = {} }: RenderScreenOptions,
) {
  const [pathname = '/', search = ''] = path.split('?');
  const router = createMemoryRouter(
    [
      { path: pattern, element: ui },
      ...Object.entries(others).map(([otherPath, element]) => ({ path: otherPath, element })),
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [{ pathname, search: search ? `?${search}` : '', state }] },
  );
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, ...view };
}

type MockedApi = ReturnType<typeof mockApi>;
type RenderedRoute = ReturnType<typeof renderAt>;

function mockSession(session: Session | ApiReply, answers: Record<string, ApiHandler> = {}): MockedApi {
  return mockApi({
    'GET /auth/session': 'user' in session ? { body: session } : session,
    'POST /auth/logout': { status: 204 },
    // Every role app's layout shows the bell: an account with no notification unless a test says otherwise.
    'GET /notifications': { body: { notifications: [], unread: 0 } },
    'POST /notifications/read-all': { status: 204 },
    ...answers,
  });
}

function renderAt(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, ...view };
}

/** The input labelled `label`, ignoring the required asterisk (which is hidden from assistive tech). */
export function fieldLabelled(label: string): RegExp {
  return new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`);
}
