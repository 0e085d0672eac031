import cookie from '@fastify/cookie';
import { accountErrorMessages } from '@tote/validation/accounts';
import { orderMessages } from '@tote/validation/orders';
import { tripMessages } from '@tote/validation/trips';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { hearAnnouncements } from '../db/announced-cache';
import type { DatabaseConnection } from '../db/client';
import type { SessionRow } from '../db/schema/sessions';
import { HttpError } from '../errors';
import { SESSION_COOKIE, SESSION_LIFETIMES } from '../modules/accounts/accounts.policy';
import {
  SESSION_CACHE_DEFAULTS,
  SESSION_NOTICES_CHANNEL,
  SessionCache,
  type SessionCacheOptions,
} from '../modules/accounts/session-cache';
import { resolveSession } from '../modules/accounts/sessions';
import type { SessionUser } from '../modules/accounts/users';

/**
 * Who is asking, and may they.
 *
 * Every API request (/api/...) is matched to its session cookie: `request.user` is the signed-in person or null,
 * `request.session` the session row. Access is declared per route and DENIED BY DEFAULT:
 *
 *   app.get('/orders', { config: { access: 'user' }, schema: {...} }, handler)   // signed-in people
 *   app.put('/admin/x', { config: { access: 'staff' }, ... })                     // staff (403 not_staff)
 *   app.get('/health', { config: { access: 'public' }, ... })                    // anyone
 *   app.post('/orders', { config: { access: 'sender' }, ... })                    // 403 sender_role_required
 *   app.get('/deliveries', { config: { access: 'traveler' }, ... })               // 403 traveler_role_required
 *   app.post('/trips', { config: { access: 'verified-traveler' }, ... })          // 403 traveler_not_verified
 *   app.get('/trips', { config: { access: ['traveler', 'staff'] }, ... })         // any one of them
 *
 * A route under /api that says nothing stops the app from starting (onReady; ASVS 4.1.3 least privilege and
 * 4.1.5 fail securely: every route states who may call it), so no route is public or private by accident of
 * registration order. Every route also needs a row in apps/api/test/access-matrix.table.ts.
 * The guard runs in onRequest, before the body is read, so anonymous callers cost no parsing. Ownership
 * ("is this your order?") is the service's job: answer 404 for other people's things, as national IDs do.
 *
 * "Is this an API request" is decided from the route Fastify matched, never from the raw URL: the router
 * decodes the path (`/%61pi/v1/auth/session` is `/api/v1/auth/session`), so a string test on request.url would
 * leave such a request without its session and outside the CSRF check while it still reaches the API route.
 */

export type AccessLevel = 'public' | 'user' | 'sender' | 'traveler' | 'verified-traveler' | 'staff';
/** One level, or a list of levels any one of which admits (e.g. ['sender', 'staff']). */
export type Access = AccessLevel | readonly AccessLevel[];
const ACCESS_LEVELS = new Set<AccessLevel>([
  'public',
  'user',
  'sender',
  'traveler',
  'verified-traveler',
  'staff',
]);
const isAccess = (value: unknown): value is Access =>
  Array.isArray(value)
    ? value.length > 0 && value.every((level) => ACCESS_LEVELS.has(level))
    : ACCESS_LEVELS.has(value as AccessLevel);

/** Whether a signed-in person has the level; 'public' and 'user' admit everyone who got this far. */
function admits(level: AccessLevel, user: SessionUser): boolean {
  switch (level) {
    case 'public':
    case 'user':
      return true;
    case 'sender':
      return user.isSender;
    case 'traveler':
      return user.isTraveler;
    case 'verified-traveler':
      return user.isTraveler && user.travelerStatus === 'verified';
    case 'staff':
      return user.isStaff;
  }
}

/** Why a person was refused: the first level the route names decides the answer. */
function refusal(level: AccessLevel, user: SessionUser): HttpError {
  switch (level) {
    case 'sender':
      return new HttpError(403, 'sender_role_required', orderMessages.senderRoleRequired);
    case 'verified-traveler':
      if (user.isTraveler) return new HttpError(403, 'traveler_not_verified', tripMessages.notVerified);
      return new HttpError(403, 'traveler_role_required', accountErrorMessages.travelerRoleRequired);
    case 'traveler':
      return new HttpError(403, 'traveler_role_required', accountErrorMessages.travelerRoleRequired);
    default:
      return new HttpError(403, 'not_staff', accountErrorMessages.notStaff);
  }
}

/** One method of one registered /api route; `route` is what Fastify registered (config, schema, ...). */
export interface ApiRoute {
  method: string;
  url: string;
  route: RouteOptions;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    user: SessionUser | null;
    session: SessionRow | null;
  }
  interface FastifyInstance {
    /** The sessions this instance answers from memory (docs/decisions/024-session-cache.md). */
    sessionCache: SessionCache;
    /** Every registered /api route (see the onRoute hook in plugins/session.ts). */
    apiRoutes: readonly ApiRoute[];
    sessionCookie: {
      /** Sets the cookie for a new session (persistent: "Keep me logged in"). */
      set(reply: FastifyReply, token: string, persistent: boolean): void;
      clear(reply: FastifyReply): void;
    };
  }
}

export interface SessionOptions {
  /** The database, for the session notices' listener (docs/decisions/024-session-cache.md). */
  connection: DatabaseConnection;
  /** The session cache's bounds (tests shrink them). */
  cache?: Partial<SessionCacheOptions> & {
    /** The listener's first wait before reconnecting after a loss (default 500 ms). */
    reconnectMs?: number;
  };
  /** Secure cookies (production: HTTPS only). */
  secure: boolean;
  /**
   * Production: PUBLIC_DOMAIN, so example.com and its sender./traveler./admin. subdomains share the session.
   * Locally none: cookies ignore ports, so localhost:3000-3003 share it anyway.
   */
  domain: string | undefined;
}

/** The signed-in user in a route that declared any access but 'public' (the guard already ran). */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new HttpError(401, 'not_signed_in', accountErrorMessages.notSignedIn);
  return request.user;
}

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/');

/** Whether the route Fastify matched for this request is an API route (undefined url: no route matched). */
export const isApiRequest = (request: FastifyRequest) => isApiPath(request.routeOptions.url ?? '');

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

  // The session cache (docs/decisions/024-session-cache.md): trusted only while this instance hears the
  // session notices, which the database sends at commit whenever a session or its account changes.
  const { connection } = options;
  const cache = new SessionCache({ ...SESSION_CACHE_DEFAULTS, ...options.cache }, false);
  app.decorate('sessionCache', cache);
  const announcements = await hearAnnouncements(connection, SESSION_NOTICES_CHANNEL, cache, app.log, {
    name: 'tote-sessions-listener',
    firstRetryMs: options.cache?.reconnectMs ?? 500,
  });
  app.addHook('preClose', () => announcements.close());

  // The session, then the guard the matched route's `config.access` names, in one hook so their order cannot
  // drift. Per request rather than attached in onRoute: the config is final only once the app is ready.
  app.addHook('onRequest', async (request, reply) => {
    if (!isApiRequest(request)) return;
    const token = request.cookies[SESSION_COOKIE];
    if (token) {
      const found = await resolveSession(app.db, app.clock, token, cache);
      if (found) {
        request.user = found.user;
        request.session = found.session;
      } else {
        // Unknown, expired or ended: drop the stale cookie so the browser stops sending it.
        app.sessionCookie.clear(reply);
      }
    }
    const access = request.routeOptions.config.access;
    const levels: readonly AccessLevel[] = Array.isArray(access) ? access : [access ?? 'user'];
    if (levels.includes('public')) return;
    // Anything else is at least 'user' (deny by default; the start-up check below refuses a missing access).
    if (!request.user) throw new HttpError(401, 'not_signed_in', accountErrorMessages.notSignedIn);
    const user = request.user;
    if (!levels.some((level) => admits(level, user))) throw refusal(levels[0] ?? 'user', user);
  });

  // Every route under /api, as Fastify registers it (HEAD twins of GET routes included). Kept for the start-up
  // check below and for the tests that walk the route table (test/access-matrix.test.ts, test/fuzz.test.ts).
  const apiRoutes: ApiRoute[] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (route) => {
    const url = route.url ?? route.path;
    if (!isApiPath(url)) return;
    for (const method of [route.method].flat()) apiRoutes.push({ method, url, route });
  });

  // Read when the app is ready, not in onRoute: a plugin may set a route's config in its own onRoute hook,
  // which runs after this one (plugins/docs.ts does for Swagger UI's routes).
  app.addHook('onReady', async () => {
    const undeclared = apiRoutes.filter(({ route }) => !isAccess(route.config?.access));
    if (undeclared.length > 0) {
      const list = undeclared.map(({ method, url }) => `${method} ${url}`).join(', ');
      throw new Error(
        `Every /api route must declare config: { access: ${[...ACCESS_LEVELS].map((l) => `'${l}'`).join(' | ')} } or a list of them (plugins/session.ts); none on: ${list}`,
      );
    }
  });
};

export default fp(sessionPlugin, { name: 'session', dependencies: ['db', 'clock'] });
