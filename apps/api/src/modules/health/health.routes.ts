import { HealthSchema } from '@tote/validation/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getMigrationStatus } from '../../db/migrate';

export const healthRoutes: FastifyPluginAsyncZod<{ version: string }> = async (app, { version }) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['platform'],
        summary: 'Server, database engine and applied migrations',
        params: z.object({}),
        querystring: z.object({}),
        response: { 200: HealthSchema },
      },
    },
    async () => ({
      status: 'ok' as const,
      version,
      database: { engine: app.dbEngine, migration: await getMigrationStatus(app.db) },
    }),
  );
};
