// Plain JavaScript, beside vite-preset.js, which writes it into every app's index.html (Node loads that file
// without a TypeScript step). Types: loading-screen.d.ts.

/**
 * The loading screen every app draws first, as HTML: RoutePending's markup (src/route-fallbacks.tsx). Its test
 * (src/route-fallbacks.test.tsx) renders the component and compares, so the two cannot drift apart.
 */
export const LOADING_SCREEN_HTML =
  '<div class="flex min-h-dvh items-center justify-center"><span role="status" aria-label="Loading page" class="inline-flex text-brand-600"><svg aria-hidden="true" viewBox="0 0 24 24" fill="none" class="shrink-0 animate-spin size-10"><circle cx="12" cy="12" r="10" stroke="currentColor" stroke-width="3" class="opacity-25"></circle><path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" stroke-width="3" stroke-linecap="round"></path></svg></span></div>';
