import * as contract from '@tote/validation/contracts/contents';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../contract-route';
import { currentUser } from '../../plugins/session';
import { createContentsService } from './contents.service';

/** HTTP only: the contracts in @tote/validation/contracts/contents, answered by contents.service.ts. */
export const contentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const contents = createContentsService({
    db: app.db,
    clock: app.clock,
    log: app.log.child({ module: 'contents' }),
    payments: app.payments,
  });

  app.route({
    ...routeOf(contract.refuseAtPickUp),
    handler: async (request) =>
      contents.refuseAtPickUp(currentUser(request), request.params.deliveryId, request.body),
  });

  app.route({
    ...routeOf(contract.cancelForProhibitedContents),
    handler: async (request) =>
      contents.cancelForProhibitedContents(currentUser(request), request.params.deliveryId, request.body),
  });
};
