import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { SiteMap } from '@tote/validation/sites';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { SESSION_SECURITY } from '../contract-route';
import { SESSION_COOKIE } from '../modules/accounts/accounts.policy';

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
const docsPlugin: FastifyPluginAsync<{ version: string; siteMap: SiteMap }> = async (
  app,
  { version, siteMap },
) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Tote API',
        description: 'The API behind the Tote shell, sender, traveler and admin apps.',
        version,
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      // Every app's origin serves the same API under /api/v1 (the paths below carry the prefix).
      servers: [
        { url: siteMap.shell, description: 'the shell (landing, sign-in)' },
        { url: siteMap.sender, description: 'the sender app' },
        { url: siteMap.traveler, description: 'the traveler app' },
        { url: siteMap.admin, description: 'the staff console' },
      ],
      // Every operation's tag, in the order the reference page lists them (test/openapi.test.ts checks each
      // operation's tags are here).
      tags: [
        {
          name: 'accounts',
          description: 'Sign-up, sign-in, sessions, passwords, roles and the staff second factor',
        },
        {
          name: 'orders',
          description: 'A sender’s delivery requests: create, follow, change the address, cancel',
        },
        { name: 'trips', description: 'A traveler’s trips, and staff approving or rejecting them' },
        { name: 'deliveries', description: 'The orders a traveler carries: pick-up and hand-over' },
        {
          name: 'receiver-links',
          description:
            'The receiver’s private tracking link: its sender makes and ends it, the receiver reads it',
        },
        {
          name: 'contents',
          description: 'Declared contents: refusal at pick-up, cancellation for prohibited contents',
        },
        { name: 'matches', description: 'Staff matching orders with trips, and undoing a match' },
        {
          name: 'payments',
          description:
            'Paying for a delivery (held in escrow until the hand-over), receipts, the provider’s webhooks and the test provider’s checkout page',
        },
        {
          name: 'wallet',
          description: 'A traveler’s earnings, bank account and withdrawals, and staff paying them out',
        },
        {
          name: 'disputes',
          description:
            'A sender’s dispute about a delivery (the traveler’s earning on hold), its thread, and staff’s refund or release',
        },
        { name: 'admin', description: 'The staff console: stats, lists, search, verifications, accounts' },
        { name: 'messages', description: 'Support and delivery chats' },
        { name: 'notifications', description: 'The bell: a person’s notices' },
        {
          name: 'profiles',
          description: 'A person’s profile, photo and reviews, and a traveler’s public profile',
        },
        {
          name: 'reviews',
          description:
            'Reviews both ways after a delivery (double-blind, 14 days), replies, reports, staff hiding, a sender’s profile',
        },
        { name: 'events', description: 'The signed-in person’s live event stream (Server-Sent Events)' },
        { name: 'platform', description: 'Health probes and the origin of every app' },
        {
          name: 'development',
          description: 'The test clock and the outbox: never in production, this machine only',
        },
      ],
      components: {
        securitySchemes: {
          // The session cookie set by sign-in; each operation lists it unless it is public. Which people the
          // session must belong to is the operation's `x-access` (public, user, sender, traveler,
          // verified-traveler, staff).
          [SESSION_SECURITY]: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
        },
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
