import * as contract from '@tote/validation/contracts/mail';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../contract-route';
import { isLoopback } from '../../loopback';
import { listOutbox } from './mail.repo';

const MAILBOX_LIMIT = 50;

/**
 * The development outbox, newest first. Registered only when asked for (DEV_MAILBOX, on with demo mode; never in
 * production: app.ts, env.ts), so otherwise it is a 404. The shell shows it at /dev/mailbox.
 */
export const devMailRoutes: FastifyPluginAsyncZod = async (app) => {
  // It shows every emailed code, so it answers only this machine (ADR 005). Judged by the socket's address:
  // X-Forwarded-For is written by the client, and request.ip follows it when TRUST_PROXY is set.
  app.addHook('onRequest', async (request, reply) => {
    if (!isLoopback(request.socket.remoteAddress)) return reply.callNotFound();
  });

  app.route({
    ...routeOf(contract.getMailbox),
    handler: async (request) => {
      const rows = await listOutbox(app.db, { to: request.query.to, limit: MAILBOX_LIMIT });
      return {
        messages: rows.map((row) => ({
          id: String(row.id),
          to: row.to,
          subject: row.subject,
          text: row.text,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
  });
};
