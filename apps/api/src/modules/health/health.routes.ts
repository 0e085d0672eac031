import { HealthSchema, healthMessages } from '@tote/validation/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getMigrationStatus } from '../../db/migrate';
import { HttpError } from '../../errors';

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
  const schema = {
    tags: ['platform'],
    params: z.object({}),
    querystring: z.object({}),
    response: { 200: HealthSchema },
  };

  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        ...schema,
        summary: 'Liveness: server, database engine and the migrations applied at start (no database query)',
      },
    },
    async (_request, reply) => {
      // A string with its content type is sent without serializing again (the same bytes the schema produced).
      reply.type('application/json; charset=utf-8');
      return startedJson as unknown as typeof started;
    },
  );

  app.get(
    '/health/ready',
    {
      config: { access: 'public' },
      schema: {
        ...schema,
        summary: 'Readiness: the database answers now (503 when it does not), with its applied migrations',
      },
    },
    async (request) => {
      try {
        return {
          ...started,
          database: { engine: app.dbEngine, migration: await getMigrationStatus(app.db) },
        };
      } catch (error) {
        request.log.error({ err: error }, 'readiness: the database does not answer');
        throw new HttpError(503, 'database_unavailable', healthMessages.databaseUnavailable);
      }
    },
  );
};
