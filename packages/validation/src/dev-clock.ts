import './zod-config';
import { z } from 'zod';

/**
 * The test clock (TEST_CLOCK, ADR 014): e2e journeys move the server's time forward. Never in production, and only
 * for this machine: anyone else gets the API's 404. The routes: contracts/dev-clock.ts.
 */

const HOUR = 3_600_000;

export const TestClockSchema = z.object({
  /** The server's time now, as every rule reads it. */
  now: z.string(),
  /** How far it is ahead of the real time. */
  offsetMs: z.number().int(),
});
export type TestClock = z.infer<typeof TestClockSchema>;

export const AdvanceClockSchema = z.object({
  // Forward only, at most a year: enough for every window of the product (24 hours to unmatch, 30-day
  // sessions).
  advanceMs: z
    .number({ error: 'Say how many milliseconds to move the clock forward.' })
    .int('Use a whole number of milliseconds.')
    .min(0, 'The test clock only moves forward; DELETE /dev/clock puts it back.')
    .max(366 * 24 * HOUR, 'Move it at most a year at a time.'),
});
export type AdvanceClock = z.input<typeof AdvanceClockSchema>;
