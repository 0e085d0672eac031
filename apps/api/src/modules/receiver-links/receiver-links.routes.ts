import * as contract from '@tote/validation/contracts/receiver-links';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../contract-route';
import { currentUser } from '../../plugins/session';
import {
  createReceiverLink,
  getReceiverLink,
  readReceiverTracking,
  revokeReceiverLink,
} from './receiver-links.service';

/** A person reading a page through the link: well above the page's refresh every 30 s, far below guessing. */
export const RECEIVER_TRACKING_RATE_LIMIT = { max: 30, timeWindow: 60_000 };

/** HTTP only: the contracts in @tote/validation/contracts/receiver-links, answered by receiver-links.service.ts. */
export const receiverLinksRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, clock: app.clock };

  app.route({
    ...routeOf(contract.getReceiverLink),
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return getReceiverLink(deps, currentUser(request), request.params.deliveryId);
    },
  });

  app.route({
    ...routeOf(contract.createReceiverLink),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const created = await createReceiverLink(deps, currentUser(request), request.params.deliveryId);
      return reply.code(201).send(created);
    },
  });

  app.route({
    ...routeOf(contract.revokeReceiverLink),
    handler: async (request, reply) => {
      await revokeReceiverLink(deps, currentUser(request), request.params.deliveryId);
      return reply.code(204).send(null);
    },
  });

  // The public read, in a scope of its own so its headers are on every answer it gives (the 404 and the 429
  // too): the link is a credential in the URL, so nothing may index it or pass it on as a Referer.
  await app.register(async (untyped) => {
    const scope = untyped.withTypeProvider<ZodTypeProvider>();
    scope.addHook('onRequest', async (_request, reply) => {
      reply.header('x-robots-tag', 'noindex, nofollow');
      reply.header('referrer-policy', 'no-referrer');
      reply.header('cache-control', 'no-store');
    });
    const route = routeOf(contract.getReceiverTracking);
    scope.route({
      ...route,
      // Per address (request.ip, as trustProxy sets it), like the rate-limited 404 (plugins/error-handler.ts).
      config: { ...route.config, rateLimit: RECEIVER_TRACKING_RATE_LIMIT },
      handler: async (request) => readReceiverTracking(deps, request.params.token),
    });
  });
};
