import { ApiErrorSchema } from '@tote/validation/errors';
import { NotificationListSchema } from '@tote/validation/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/session';
import { createNotificationsService } from './notifications.service';

/** HTTP only: the signed-in person's notices (the bell menu). */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const notifications = createNotificationsService({ db: app.db, clock: app.clock });

  app.get(
    '/notifications',
    {
      config: { access: 'user' },
      schema: {
        tags: ['notifications'],
        summary: 'The signed-in person’s notifications, newest first (at most 50), and the unread count',
        response: { 200: NotificationListSchema, 401: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return notifications.list(currentUser(request).id);
    },
  );

  app.post(
    '/notifications/read-all',
    {
      config: { access: 'user' },
      schema: {
        tags: ['notifications'],
        summary: 'Mark every notification of the signed-in person as read',
        body: z.object({}).optional(),
        response: { 204: z.undefined().describe('No content'), 401: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      await notifications.markAllRead(currentUser(request).id);
      return reply.code(204).send();
    },
  );
};
