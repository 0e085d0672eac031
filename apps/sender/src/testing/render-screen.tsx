// Test-only.
import { render } from '@testing-library/react';
import { AppProviders } from '@tote/ui/app-providers';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';

/** Stands in for every other screen: shows where the app navigated to. */
function LocationProbe() {
  const location = useLocation();
  return <output aria-label="Current location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders one screen at `path` in the real providers and a memory router whose other paths show a probe, so
 * a test reads where the screen navigated with `screen.getByRole('status', { name: 'Current location' })`.
 * Screens listed in `others` render at their own path (e.g. tracking after a cancel).
 */
export function renderScreen(
  ui: ReactNode,
  {
    path,
    pattern = path.split('?')[0] ?? '/',
    others = {},
  }: { path: string; pattern?: string; others?: Record<string, ReactNode> },
) {
  const router = createMemoryRouter(
    [
      { path: pattern, element: ui },
      ...Object.entries(others).map(([otherPath, element]) => ({ path: otherPath, element })),
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [path] },
  );
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

/** The query string of the last request to `path` (the shared mock records the path without it). */
export function lastSearchOf(
  fetchMock: { mock: { calls: unknown[][] } },
  path: string,
): URLSearchParams | undefined {
  const urls = fetchMock.mock.calls
    .map(([input]) => new URL(input instanceof Request ? input.url : String(input)))
    .filter((url) => url.pathname === `/api/v1${path}`);
  return urls.at(-1)?.searchParams;
}
