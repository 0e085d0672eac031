import * as contract from '@tote/validation/contracts/dev-clock';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../contract-route';
import { createThisMachineCheck } from '../../loopback';
import type { AdjustableClock } from '../../plugins/clock';

/**
 * The test clock (ADR 014): registered only with TEST_CLOCK=true (never in production: app.ts, env.ts), so
 * otherwise a 404. The e2e server turns it on so a journey can see "24 hours later" (the unmatch window).
 * Moving it moves every time rule of the server, sessions included: staff must sign in again afterwards. Work
 * that falls due by the clock (captures when the unmatch window closes, earnings after their hold) runs at once.
 */
export interface DevClockOptions {
  clock: AdjustableClock;
  /** Runs the work the moved clock made due (captures, releases), so the server is where those hours lead. */
  afterAdvance?: () => Promise<void>;
  /** The site map's origins and the Vite dev origins: the hosts a request from this machine names. */
  origins: readonly string[];
}

export const devClockRoutes: FastifyPluginAsyncZod<DevClockOptions> = async (
  app,
  { clock, afterAdvance, origins },
) => {
  // Like /dev/mailbox (ADR 005): only this machine, judged by the socket's address (never X-Forwarded-For),
  // with no proxy or tunnel in between and a Host of the site map (loopback.ts).
  const isThisMachine = createThisMachineCheck(origins);
  app.addHook('onRequest', async (request, reply) => {
    if (!isThisMachine(request)) return reply.callNotFound();
  });

  const answer = () => ({ now: clock.now().toISOString(), offsetMs: clock.offsetMs });

  app.route({
    ...routeOf(contract.getTestClock),
    handler: async () => answer(),
  });

  app.route({
    ...routeOf(contract.advanceTestClock),
    handler: async (request) => {
      clock.advance(request.body.advanceMs);
      request.log.warn({ offsetMs: clock.offsetMs }, 'test clock moved forward');
      await afterAdvance?.();
      return answer();
    },
  });

  app.route({
    ...routeOf(contract.resetTestClock),
    handler: async () => {
      clock.reset();
      return answer();
    },
  });
};
