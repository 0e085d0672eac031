import { apiUrl } from '@tote/api-client/api-url';

// Loaded on first use, not with the app's entry: the auth calls bring the schemas and zod that parse their
// answers, which then download beside the first screen's own chunk instead of before it (the first-load JS
// budget, bench/size.mjs).
let authApiModule: Promise<typeof import('@tote/api-client/auth')> | undefined;
export const authApi = () => {
  authApiModule ??= import('@tote/api-client/auth');
  return authApiModule;
};

let earlySession: ReturnType<typeof fetchSession> | undefined;
export const fetchSession = async () => (await authApi()).getSession();

/**
 * Asks for the session before the app renders (a role app's main.tsx, never tests): the guard can only render
 * once the screen's lazy chunk is in, so waiting for it would put the session request one round trip later
 * (Lighthouse's LCP, bench/lighthouse.mjs). The request is a plain fetch sent at once; only its parsing waits
 * for the auth client and zod, which download meanwhile. The first session query takes this answer; later
 * ones ask again.
 */
export function prefetchSession() {
  const answer = fetch(apiUrl('auth/session'), {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  });
  // Handled by sessionFromResponse (a network error becomes an ApiError); this only stops the browser reporting
  // a rejection as unhandled while the auth client is still loading.
  answer.catch(() => {});
  earlySession = authApi().then((api) => api.sessionFromResponse(answer));
  // Handled here so that a 401 (signed out) is not reported as unhandled before the guard takes it.
  earlySession.catch(() => {});
}

/** The answer prefetchSession asked for, once: the first session query takes it; later ones ask again. */
export function takeEarlySession() {
  const early = earlySession;
  earlySession = undefined;
  return early;
}
