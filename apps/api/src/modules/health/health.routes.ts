import { commonErrors } from '@tote/validation/contract';
import * as contract from '@tote/validation/contracts/health';
import { HealthSchema } from '@tote/validation/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../contract-route';
import { getMigrationStatus } from '../../db/migrate';
import { raise } from '../../errors';

/**
 * Liveness and readiness (ADR 012). `GET /health` answers from memory: the engine and the applied migrations
 * are read once when the app starts (migrations only run at start), so a probe or a load balancer polling it
 * costs no database round trip. `GET /health/ready` asks the database each time: 503 when it does not answer.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ version: string }> = async (app, { version }) => {
  const started = {
    status: 'ok' as const,
    version,
    database: { engine: app.dbEngine, migration: await getMigrationStatus(app.db) },
  };
  // The liveness body never changes: checked against its schema and serialized once, sent as is.
  const startedJson = JSON.stringify(HealthSchema.parse(started));

  app.route({
    ...routeOf(contract.getHealth),
    handler: async (_request, reply) => {
      // A string with its content type is sent without serializing again (the same bytes the schema produced).
      reply.type('application/json; charset=utf-8');
      return startedJson as unknown as typeof started;
    },
  });

  app.route({
    ...routeOf(contract.getReadiness),
    handler: async (request) => {
      try {
        return {
          ...started,
          database: { engine: app.dbEngine, migration: await getMigrationStatus(app.db) },
        };
      } catch (error) {
        request.log.error({ err: error }, 'readiness: the database does not answer');
        throw raise(commonErrors.databaseUnavailable);
      }
    },
  });
};
