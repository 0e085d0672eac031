import './zod-config';
import { z } from 'zod';

export const DB_ENGINES = ['pglite', 'postgres'] as const;
export const DbEngineSchema = z.enum(DB_ENGINES);
export type DbEngine = z.infer<typeof DbEngineSchema>;

/** `GET /api/v1/health`: lets a deploy check (and a person) see the server, its database and its schema version. */
export const HealthSchema = z.object({
  status: z.literal('ok'),
  version: z.string().describe('Version of the API package'),
  database: z.object({
    engine: DbEngineSchema.describe('pglite: embedded, in-process; postgres: a PostgreSQL server'),
    migration: z.object({
      count: z.number().int().nonnegative().describe('How many migrations have been applied'),
      latest: z.string().nullable().describe('Tag of the latest applied migration, e.g. "0000_init"'),
    }),
  }),
});
export type Health = z.infer<typeof HealthSchema>;

export const healthMessages = {
  databaseUnavailable: 'The database does not answer; try again shortly.',
} as const;
