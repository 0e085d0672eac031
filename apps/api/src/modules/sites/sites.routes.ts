import * as contract from '@tote/validation/contracts/sites';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../contract-route';

/** HTTP only: the contract in @tote/validation/contracts/sites. */
export const sitesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(contract.getSiteMap),
    handler: async () => app.siteMap,
  });
};
