import * as contract from '@tote/validation/contracts/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../contract-route';
import { currentUser } from '../../plugins/session';
import { createNotificationsService } from './notifications.service';

/** HTTP only: the contracts in @tote/validation/contracts/notifications (the bell menu). */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const notifications = createNotificationsService({ db: app.db, clock: app.clock });

  app.route({
    ...routeOf(contract.listNotifications),
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return notifications.list(currentUser(request).id);
    },
  });

  app.route({
    ...routeOf(contract.markNotificationsRead),
    handler: async (request, reply) => {
      await notifications.markAllRead(currentUser(request).id);
      return reply.code(204).send(null);
    },
  });
};
