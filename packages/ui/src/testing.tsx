// Test-only: imported by the apps' tests, never by app code (it stubs fetch through mockApi).
import { render } from '@testing-library/react';
import type { Session } from '@tote/validation/accounts';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router-dom';
import { AppProviders } from './app-providers';
import { type ApiReply, buildSession, mockApi } from './mock-api';
import type { SessionRole } from './session';

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
}

/** Renders an app's real route table at `path`, inside the real providers; with `session`, mocks the session API. */
export function renderRoute(
  routes: RouteObject[],
  path: string,
  options: { session: Session | ApiReply },
): RenderedRoute & { api: MockedApi };
export function renderRoute(
  routes: RouteObject[],
  path: string,
  options?: { session?: undefined },
): RenderedRoute;
export function renderRoute(routes: RouteObject[], path: string, { session }: RenderRouteOptions = {}) {
  // No `api` key without a session, so a caller can spread the result over its own mocked api.
  if (session === undefined) return renderAt(routes, path);
  const api = mockSession(session);
  return { api, ...renderAt(routes, path) };
}

/**
 * An app's `renderRoute(path, { session? })`, signed in as `signedInAs` unless the test passes another
 * session, so a role app's tests read `renderRoute('/home')`.
 */
export function routeRenderer(routes: RouteObject[], { signedInAs }: { signedInAs: SessionRole }) {
  return (path: string, { session = sessionAs(signedInAs) }: RenderRouteOptions = {}) => {
    const api = mockSession(session);
    return { api, ...renderAt(routes, path) };
  };
}

type MockedApi = ReturnType<typeof mockApi>;
type RenderedRoute = ReturnType<typeof renderAt>;

function mockSession(session: Session | ApiReply): MockedApi {
  return mockApi({
    'GET /auth/session': 'user' in session ? { body: session } : session,
    'POST /auth/logout': { status: 204 },
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
