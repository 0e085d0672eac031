import cookie from '@fastify/cookie';
import { accountErrorMessages } from '@tote/validation/accounts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionRow } from '../db/schema/sessions';
import { HttpError } from '../errors';
import { SESSION_COOKIE, SESSION_LIFETIMES } from '../modules/accounts/accounts.policy';
import { resolveSession, type SessionUser } from '../modules/accounts/accounts.service';

/**
 * Who is asking, and may they.
 *
 * Every API request (/api/...) is matched to its session cookie: `request.user` is the signed-in person or null,
 * `request.session` the session row. Access is declared per route and DENIED BY DEFAULT:
 *
 *   app.get('/orders', { config: { access: 'user' }, schema: {...} }, handler)   // signed-in people
 *   app.put('/admin/x', { config: { access: 'staff' }, ... })                     // staff (403 not_staff)
 *   app.get('/health', { config: { access: 'public' }, ... })                    // anyone
 *
 * A route under /api that says nothing gets 'user': forgetting the line locks a route, it never opens one.
 * The guard runs in onRequest, before the body is read, so anonymous callers cost no parsing. Ownership
 * ("is this your order?") is the service's job: answer 404 for other people's things, as national IDs do.
 */

export type Access = 'public' | 'user' | 'staff';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    user: SessionUser | null;
    session: SessionRow | null;
  }
  interface FastifyInstance {
    sessionCookie: {
      /** Sets the cookie for a new session (persistent: "Keep me logged in"). */
      set(reply: FastifyReply, token: string, persistent: boolean): void;
      clear(reply: FastifyReply): void;
    };
  }
}

export interface SessionOptions {
  /** Secure cookies (production: HTTPS only). */
  secure: boolean;
  /**
   * Production: PUBLIC_DOMAIN, so example.com and its sender./traveler./admin. subdomains share the session.
   * Locally none: cookies ignore ports, so localhost:3000-3003 share it anyway.
   */
  domain: string | undefined;
}

export const requireUser: onRequestHookHandler = async (request) => {
  if (!request.user) throw new HttpError(401, 'not_signed_in', accountErrorMessages.notSignedIn);
};

export const requireStaff: onRequestHookHandler = async (request) => {
  if (!request.user) throw new HttpError(401, 'not_signed_in', accountErrorMessages.notSignedIn);
  if (!request.user.isStaff) throw new HttpError(403, 'not_staff', accountErrorMessages.notStaff);
};

/** The signed-in user in a route that declared access 'user' or 'staff' (the guard already ran). */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new HttpError(401, 'not_signed_in', accountErrorMessages.notSignedIn);
  return request.user;
}

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/');

const sessionPlugin: FastifyPluginAsync<SessionOptions> = async (app, options) => {
  await app.register(cookie);

  const base = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: options.secure };
  const attributes = options.domain ? { ...base, domain: options.domain } : base;

  app.decorate('sessionCookie', {
    set(reply: FastifyReply, token: string, persistent: boolean) {
      const maxAgeMs = persistent ? SESSION_LIFETIMES.persistent.cookieMaxAgeMs : null;
      // Without "Keep me logged in" no Max-Age: the cookie ends with the browser session.
      reply.setCookie(
        SESSION_COOKIE,
        token,
        maxAgeMs ? { ...attributes, maxAge: maxAgeMs / 1000 } : attributes,
      );
    },
    clear(reply: FastifyReply) {
      reply.clearCookie(SESSION_COOKIE, attributes);
    },
  });

  app.decorateRequest('user', null);
  app.decorateRequest('session', null);

  app.addHook('onRequest', async (request, reply) => {
    if (!isApiPath(request.url)) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const found = await resolveSession(app.db, app.clock, token);
    if (!found) {
      // Unknown, expired or ended: drop the stale cookie so the browser stops sending it.
      app.sessionCookie.clear(reply);
      return;
    }
    request.user = found.user;
    request.session = found.session;
  });

  // Deny by default: every route under /api gets the guard its `config.access` names ('user' if none).
  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url ?? route.path)) return;
    const access: Access = route.config?.access ?? 'user';
    if (access === 'public') return;
    const guard = access === 'staff' ? requireStaff : requireUser;
    const existing = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [guard, ...existing];
  });
};

export default fp(sessionPlugin, { name: 'session', dependencies: ['db', 'clock'] });
