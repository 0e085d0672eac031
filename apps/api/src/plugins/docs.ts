import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const DOCS_PATH = '/api/v1/docs';
export const OPENAPI_PATH = '/api/v1/openapi.json';

// Swagger UI's own scripts and styles are files (no inline script), but it sets inline styles and shows
// its logo as a data: image; this policy replaces the app policy on its routes only.
const DOCS_CSP = [
  "default-src 'self'",
  "base-uri 'self'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "object-src 'none'",
].join('; ');

/** The OpenAPI document, generated from the routes' zod schemas, and a browsable reference. */
const docsPlugin: FastifyPluginAsync<{ version: string }> = async (app, { version }) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Tote API',
        description: 'The API behind the Tote shell, sender, traveler and admin apps.',
        version,
      },
    },
    transform: jsonSchemaTransform,
  });

  // Swagger UI takes no per-route config, so its routes are declared public here, in a scope of their own:
  // every /api route states its access (plugins/session.ts refuses to start otherwise).
  await app.register(async (ui) => {
    ui.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: 'public' };
    });
    await ui.register(swaggerUi, {
      routePrefix: DOCS_PATH,
      staticCSP: DOCS_CSP,
      // The validator badge would call validator.swagger.io.
      uiConfig: { validatorUrl: null } as Record<string, unknown>,
    });
  });

  app.get(OPENAPI_PATH, { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());
};

export default fp(docsPlugin, { name: 'docs' });
