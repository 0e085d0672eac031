import * as contract from '@tote/validation/contracts/events';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../contract-route';
import { currentUser } from '../../plugins/session';

/** HTTP only: the live event stream of @tote/validation/contracts/events (plugins/events.ts does the work). */
export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(contract.openEventStream),
    // A HEAD twin would open a stream that never ends and sends no body.
    exposeHeadRoute: false,
    handler: async (request, reply) => {
      const user = currentUser(request);
      // The header (what EventSource sends on a reconnect) wins over the query parameter.
      const lastEventId = request.headers['last-event-id'] ?? request.query.lastEventId ?? null;
      const body = await app.events.open({
        userId: user.id,
        sessionId: (request.session as { id: string }).id,
        ip: request.ip,
        lastEventId: lastEventId === null ? null : Number(lastEventId),
      });
      // No buffering anywhere on the way (nginx: X-Accel-Buffering; others: no-transform), never cached.
      reply
        .code(200)
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-store, no-transform')
        .header('x-accel-buffering', 'no');
      return reply.send(body as unknown as string);
    },
  });
};
