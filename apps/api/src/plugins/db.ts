import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, DatabaseConnection, DbEngine } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbEngine: DbEngine;
  }
}

/** Makes the database available as `app.db` and closes it when the app closes (PGlite flushes on close). */
const dbPlugin: FastifyPluginAsync<{ connection: DatabaseConnection }> = async (app, { connection }) => {
  app.decorate('db', connection.db);
  app.decorate('dbEngine', connection.engine);
  app.addHook('onClose', async () => {
    await connection.close();
  });
};

export default fp(dbPlugin, { name: 'db' });
