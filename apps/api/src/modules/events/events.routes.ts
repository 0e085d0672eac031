import { ApiErrorSchema } from '@tote/validation/errors';
import { EventIdSchema, EventStreamQuerySchema } from '@tote/validation/events';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/session';

/** HTTP only: the signed-in person's live event stream (plugins/events.ts does the work). */
export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/events',
    {
      config: { access: 'user' },
      // A HEAD twin would open a stream that never ends and sends no body.
      exposeHeadRoute: false,
      schema: {
        tags: ['events'],
        summary: 'Live events for the signed-in person (Server-Sent Events)',
        description:
          'text/event-stream: `id:` (the event id), `event:` (its type, @tote/validation/events), `data:` (JSON ids). ' +
          'First `event: ready` with where the stream stands; `: heartbeat` comments every 15 s. ' +
          'A reconnect with the Last-Event-ID header (or ?lastEventId=) first receives what it missed. ' +
          'The stream ends when the session ends or the server restarts; EventSource reconnects by itself.',
        querystring: EventStreamQuerySchema,
        // Loose: the other headers (cookie, accept, ...) stay as they are.
        headers: z.looseObject({ 'last-event-id': EventIdSchema.optional() }),
        response: {
          200: z.string().describe('text/event-stream'),
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          503: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      // The header (what EventSource sends on a reconnect) wins over the query parameter.
      const lastEventId = request.headers['last-event-id'] ?? request.query.lastEventId ?? null;
      const body = await app.events.open({
        userId: user.id,
        sessionId: (request.session as { id: string }).id,
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
  );
};
