import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The time every rule reads (code expiry, cooldowns, sessions, rate limits). Tests pass a clock they move, so
 * "60 seconds later" takes no time (STYLE.md: fake only what lies outside, like the clock).
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
  }
}

const clockPlugin: FastifyPluginAsync<{ clock: Clock }> = async (app, { clock }) => {
  app.decorate('clock', clock);
};

export default fp(clockPlugin, { name: 'clock' });
