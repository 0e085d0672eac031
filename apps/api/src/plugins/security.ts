import helmet from '@fastify/helmet';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Security headers. The CSP fits the built Vite apps: scripts and styles only from the app's own origin
 * (no inline code), images also from data: and blob: (previews of picked photos), API calls to the same
 * origin (every origin serves /api/v1). Swagger UI gets its own policy on its routes (plugins/docs.ts).
 */
const securityPlugin: FastifyPluginAsync<{ production: boolean }> = async (app, { production }) => {
  await app.register(helmet, {
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
  });
};

export default fp(securityPlugin, { name: 'security' });
