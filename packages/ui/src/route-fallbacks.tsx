import { useEffect } from 'react';
import { Button } from './button';
import { Spinner } from './spinner';

/** Shown while a lazy screen's code loads on first visit (the route frame's Suspense fallback). */
export function RoutePending() {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner size="lg" label="Loading page" />
    </div>
  );
}

/**
 * Last-resort error screen (the route frame's error boundary): says what happened and offers a retry instead of
 * a blank page. A failed lazy import usually means a new deploy, so reloading is the retry.
 */
export function RouteError({ error }: { error: unknown }) {
  useEffect(() => {
    console.error('Route failed to render', error);
  }, [error]);
  const message =
    error instanceof Error && /dynamically imported module|Importing a module script/.test(error.message)
      ? 'A new version of Tote is available. Reload the page to continue.'
      : 'Something went wrong while showing this page.';
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-bold text-ink">Sorry, this page failed to load</h1>
      <p className="text-muted">{message}</p>
      <Button onClick={() => window.location.reload()}>Reload</Button>
    </main>
  );
}
