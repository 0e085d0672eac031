// Apart from client.ts so that a request started before the HTTP client loads (the session, from a role app's
// entry) uses the same address without bringing ky and zod into the first-load JS (budget: bench/size.mjs).

/** Absolute URL of an API path (`auth/session`): every app serves the API at /api/v1 on its own origin. */
export function apiUrl(path: string): string {
  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  return new URL(`/api/v1/${path}`, origin).href;
}
