import type { App } from '../src/app';
import type { ApiRoute } from '../src/plugins/session';

/**
 * Every registered /api route (Fastify's route table, as plugins/session.ts records it) but the HEAD twins of
 * GET routes, which share their GET's handler; a HEAD registered without a GET is kept. Keys "METHOD /url".
 */
export function apiRoutesOf(app: App): (ApiRoute & { key: string })[] {
  const gets = new Set(app.apiRoutes.filter((r) => r.method === 'GET').map((r) => r.url));
  return app.apiRoutes
    .filter((r) => !(r.method === 'HEAD' && gets.has(r.url)))
    .map((r) => ({ ...r, key: `${r.method} ${r.url}` }));
}

/** URLs of the HEAD routes that are twins of a GET route. */
export function headTwinsOf(app: App): Set<string> {
  const gets = new Set(app.apiRoutes.filter((r) => r.method === 'GET').map((r) => r.url));
  return new Set(app.apiRoutes.filter((r) => r.method === 'HEAD' && gets.has(r.url)).map((r) => r.url));
}
