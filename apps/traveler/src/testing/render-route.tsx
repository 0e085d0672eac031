import { render } from '@testing-library/react';
import { type ApiReply, buildSession, mockApi } from '@tote/ui/mock-api';
import type { Session } from '@tote/validation/accounts';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProvider } from '../app/provider';
import { routes } from '../app/router';

export const travelerSession = () => buildSession({ roles: { sender: false, traveler: true, staff: false } });

/**
 * Renders the real route table at `path`, inside the real providers, signed in as a traveler unless `session`
 * says otherwise (an ApiReply such as a 401 for a signed-out visitor).
 */
export function renderRoute(
  path: string,
  { session = travelerSession() }: { session?: Session | ApiReply } = {},
) {
  const api = mockApi({
    'GET /auth/session': 'user' in session ? { body: session } : session,
    'POST /auth/logout': { status: 204 },
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { router, api, ...view };
}
