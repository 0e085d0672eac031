import { render } from '@testing-library/react';
import { AppProviders } from '@tote/ui/app-providers';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';

/** Stands in for every other screen: shows where the app navigated to, with its router state. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output aria-label="Current location" data-state={JSON.stringify(location.state ?? null)}>
      {`${location.pathname}${location.search}`}
    </output>
  );
}

/**
 * Renders one screen at `path` (its route pattern `pattern`) in the real providers and a memory router whose
 * other paths show a probe, so a test reads where a form navigated with `screen.getByRole('status')`.
 */
export function renderScreen(
  ui: ReactNode,
  { path, pattern = path.split('?')[0] ?? '/', state }: { path: string; pattern?: string; state?: unknown },
) {
  const [pathname = '/', search = ''] = path.split('?');
  const router = createMemoryRouter(
    [
      { path: pattern, element: ui },
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

/** The input labelled `label`, ignoring the required asterisk (which is hidden from assistive tech). */
export function fieldLabelled(label: string): RegExp {
  return new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`);
}
