import * as contract from '@tote/validation/contracts/jobs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../contract-route';

/**
 * HTTP only: the job queue's failures for staff (@tote/validation/contracts/jobs), read from the queue itself
 * (platform/jobs, docs/decisions/023-job-queue.md).
 */
export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(contract.listFailingJobs),
    handler: async () => ({ jobs: await app.jobs.failing() }),
  });
};
