import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isLoopback } from '../../loopback';
import type { AdjustableClock } from '../../plugins/clock';

const HOUR = 3_600_000;

const TestClockSchema = z.object({
  /** The server's time now, as every rule reads it. */
  now: z.string(),
  /** How far it is ahead of the real time. */
  offsetMs: z.number().int(),
});

const AdvanceClockSchema = z.object({
  // Forward only, at most a year: enough for every window of the spec (24 hours to unmatch, 30-day sessions).
  advanceMs: z
    .number({ error: 'Say how many milliseconds to move the clock forward.' })
    .int('Use a whole number of milliseconds.')
    .min(0, 'The test clock only moves forward; DELETE /dev/clock puts it back.')
    .max(366 * 24 * HOUR, 'Move it at most a year at a time.'),
});

/**
 * The test clock (ADR 014): registered only with TEST_CLOCK=true (never in production: app.ts, env.ts), so
 * otherwise a 404. The e2e server turns it on so a journey can see "24 hours later" (the unmatch window).
 * Moving it moves every time rule of the server, sessions included: staff must sign in again afterwards.
 */
export const devClockRoutes: FastifyPluginAsyncZod<{ clock: AdjustableClock }> = async (app, { clock }) => {
  // Like /dev/mailbox (ADR 005): only this machine, judged by the socket's address, never X-Forwarded-For.
  app.addHook('onRequest', async (request, reply) => {
    if (!isLoopback(request.socket.remoteAddress)) return reply.callNotFound();
  });

  const answer = () => ({ now: clock.now().toISOString(), offsetMs: clock.offsetMs });

  app.get(
    '/dev/clock',
    {
      config: { access: 'public' },
      schema: {
        tags: ['development'],
        summary: 'The test clock: the server time and its offset (TEST_CLOCK only, not in production)',
        response: { 200: TestClockSchema },
      },
    },
    async () => answer(),
  );

  app.post(
    '/dev/clock',
    {
      config: { access: 'public' },
      schema: {
        tags: ['development'],
        summary: 'Moves the test clock forward (TEST_CLOCK only, not in production)',
        body: AdvanceClockSchema,
        response: { 200: TestClockSchema },
      },
    },
    async (request) => {
      clock.advance(request.body.advanceMs);
      request.log.warn({ offsetMs: clock.offsetMs }, 'test clock moved forward');
      return answer();
    },
  );

  app.delete(
    '/dev/clock',
    {
      config: { access: 'public' },
      schema: {
        tags: ['development'],
        summary: 'Puts the test clock back to the real time (TEST_CLOCK only, not in production)',
        response: { 200: TestClockSchema },
      },
    },
    async () => {
      clock.reset();
      return answer();
    },
  );
};
