import type { Clock } from '../src/plugins/clock';

/** A clock that only moves when told: `advance(61_000)` is a minute later without waiting a minute. */
export interface ManualClock extends Clock {
  advance(ms: number): void;
  set(time: Date): void;
}

export function createManualClock(start = new Date('2026-01-05T09:00:00.000Z')): ManualClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (time) => {
      current = time.getTime();
    },
  };
}
