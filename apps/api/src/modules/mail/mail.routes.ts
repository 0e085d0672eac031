import * as contract from '@tote/validation/contracts/mail';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../contract-route';
import { createThisMachineCheck } from '../../loopback';
import { listOutbox } from './mail.repo';

const MAILBOX_LIMIT = 50;

/**
 * The development outbox, newest first. Registered only when asked for (DEV_MAILBOX, on with demo mode; never in
 * production: app.ts, env.ts), so otherwise it is a 404. The shell shows it at /dev/mailbox.
 */
export interface DevMailOptions {
  /** The site map's origins and the Vite dev origins: the hosts a request from this machine names. */
  origins: readonly string[];
}

export const devMailRoutes: FastifyPluginAsyncZod<DevMailOptions> = async (app, { origins }) => {
  // It shows every emailed code, so it answers only this machine (ADR 005): the socket's address (never
  // X-Forwarded-For, which the client writes), no proxy or tunnel in between, a Host of the site map.
  const isThisMachine = createThisMachineCheck(origins);
  app.addHook('onRequest', async (request, reply) => {
    if (!isThisMachine(request)) return reply.callNotFound();
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
