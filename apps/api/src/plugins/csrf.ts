import { accountErrorMessages } from '@tote/validation/accounts';
import type { SiteMap } from '@tote/validation/sites';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../errors';
import { isApiRequest } from './session';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery defence for the cookie session (OWASP CSRF Cheat Sheet: "Fetch Metadata" and
 * "Verifying Origin with standard headers"). A state-changing API request is refused when the browser says it
 * came from another site (Sec-Fetch-Site: cross-site) or names an Origin that is not one of our four apps.
 * Requests without these headers (curl, server-to-server, app.inject) carry no ambient browser cookie risk and
 * pass; SameSite=Lax on the cookie is the second layer.
 */
const csrfPlugin: FastifyPluginAsync<{ siteMap: SiteMap; devOrigins?: string[] }> = async (
  app,
  { siteMap, devOrigins = [] },
) => {
  // devOrigins: the Vite dev servers of `pnpm dev` (DEV_ORIGINS, refused in production by env.ts).
  const allowedOrigins = new Set([
    ...Object.values(siteMap).map((url) => new URL(url).origin),
    ...devOrigins,
  ]);

  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    // The matched route, not request.url: the router decodes `/%61pi/...` into an API route (plugins/session.ts).
    if (!isApiRequest(request)) return;
    const fetchSite = request.headers['sec-fetch-site'];
    const origin = request.headers.origin;
    if (fetchSite === 'cross-site' || (origin !== undefined && !allowedOrigins.has(origin))) {
      request.log.warn({ origin, fetchSite, url: request.url }, 'cross-site request refused');
      throw new HttpError(403, 'cross_site_request', accountErrorMessages.crossSiteRequest);
    }
  });
};

export default fp(csrfPlugin, { name: 'csrf' });
