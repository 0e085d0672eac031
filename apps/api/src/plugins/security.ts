import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Security headers. The CSP fits the built Vite apps: scripts and styles only from the app's own origin
 * (no inline code), images also from data: and blob: (previews of picked photos), API calls to the same
 * origin (every origin serves /api/v1). Swagger UI gets its own policy on its routes (plugins/docs.ts).
 */
function securityOptions(production: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        // Locally the apps run on plain http://localhost; upgrading would break them.
        ...(production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // The four apps are one site (same registrable domain locally and in production), so allow same-site loads.
    crossOriginResourcePolicy: { policy: 'same-site' },
    strictTransportSecurity: production ? { maxAge: 31536000, includeSubDomains: true } : false,
  };
}

/**
 * The headers helmet sets for these options, worked out once. Nothing in them depends on the request (no
 * nonces, no per-request directives), and @fastify/helmet built helmet's middleware, CSP parsing included, on
 * every request: a visible share of the API's CPU per request (the CPU profile, bench/profile.mjs).
 */
function helmetHeaders(options: HelmetOptions): [name: string, value: string][] {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader(name: string, value: string) {
      headers.set(name, value);
    },
    removeHeader(name: string) {
      headers.delete(name);
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return [...headers];
}

const securityPlugin: FastifyPluginAsync<{ production: boolean }> = async (app, { production }) => {
  const headers = helmetHeaders(securityOptions(production));
  // On the raw response, as helmet does: a route that sets its own (Swagger UI's CSP) still wins.
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
};

export default fp(securityPlugin, { name: 'security' });
