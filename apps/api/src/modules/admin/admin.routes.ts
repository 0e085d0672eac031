import * as contract from '@tote/validation/contracts/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../contract-route';
import { currentUser } from '../../plugins/session';
import { createTravelerReview } from '../travelers/review';
import { createAdminService } from './admin.service';

/**
 * HTTP only: the contracts in @tote/validation/contracts/admin (staff only, docs/product/admin.md), answered
 * by admin.service.ts.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const log = app.log.child({ module: 'admin' });
  const travelers = createTravelerReview({ db: app.db, clock: app.clock, mailer: app.mailer, log });
  const admin = createAdminService({ db: app.db, clock: app.clock, log, travelers, payments: app.payments });

  app.route({
    ...routeOf(contract.getAdminStats),
    handler: async () => admin.stats(),
  });

  app.route({
    ...routeOf(contract.searchAdmin),
    handler: async (request) => admin.search(request.query.q),
  });

  app.route({
    ...routeOf(contract.listAdminOrders),
    handler: async (request) => admin.listOrders(request.query),
  });

  app.route({
    ...routeOf(contract.updateDeliveryStatus),
    handler: async (request) =>
      admin.updateDeliveryStatus(currentUser(request), request.params.deliveryId, request.body),
  });

  app.route({
    ...routeOf(contract.listAdminTrips),
    handler: async (request) => admin.listTrips(request.query),
  });

  app.route({
    ...routeOf(contract.listTravelerVerifications),
    handler: async (request) => admin.listVerifications(request.query),
  });

  app.route({
    ...routeOf(contract.approveTravelerVerification),
    handler: async (request) => admin.approveVerification(currentUser(request), request.params.userId),
  });

  app.route({
    ...routeOf(contract.rejectTravelerVerification),
    handler: async (request) =>
      admin.rejectVerification(currentUser(request), request.params.userId, request.body),
  });

  app.route({
    ...routeOf(contract.listAdminUsers),
    handler: async (request) => admin.listUsers(request.query),
  });

  app.route({
    ...routeOf(contract.getAdminUser),
    handler: async (request) => admin.getUser(request.params.userId),
  });

  app.route({
    ...routeOf(contract.deactivateUser),
    handler: async (request) =>
      admin.deactivateUser(currentUser(request), request.params.userId, request.body ?? {}),
  });

  app.route({
    ...routeOf(contract.reactivateUser),
    handler: async (request) => admin.reactivateUser(currentUser(request), request.params.userId),
  });
};
