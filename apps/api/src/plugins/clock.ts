import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The time every rule reads (code expiry, cooldowns, sessions, rate limits). Tests pass a clock they move, so
 * "60 seconds later" takes no time (docs/style.md: fake only what lies outside, like the clock).
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * A clock a browser journey can move forward (TEST_CLOCK=true, never in production: env.ts, ADR 014): another
 * clock plus an offset, so time still runs while it is moved.
 */
export interface AdjustableClock extends Clock {
  readonly offsetMs: number;
  advance(ms: number): void;
  reset(): void;
}

export function adjustableClock(base: Clock): AdjustableClock {
  let offsetMs = 0;
  return {
    get offsetMs() {
      return offsetMs;
    },
    now: () => new Date(base.now().getTime() + offsetMs),
    advance(ms) {
      offsetMs += ms;
    },
    reset() {
      offsetMs = 0;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
  }
}

const clockPlugin: FastifyPluginAsync<{ clock: Clock }> = async (app, { clock }) => {
  app.decorate('clock', clock);
};

export default fp(clockPlugin, { name: 'clock' });
