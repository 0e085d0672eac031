import type { StreamRegistry } from './stream-registry';

/** The heartbeat interval is cut into this many ticks; each tick writes to one slice of the streams. */
const HEARTBEAT_SLICES = 60;
/** No tick shorter than this (the tests' intervals are a few tens of milliseconds). */
const MIN_TICK_MS = 10;

/** How many slices an interval of `heartbeatMs` is cut into (60 for the default 15 s: a tick every 250 ms). */
export const heartbeatSlices = (heartbeatMs: number) =>
  Math.max(1, Math.min(HEARTBEAT_SLICES, Math.floor(heartbeatMs / MIN_TICK_MS)));

/**
 * HEARTBEAT (docs/decisions/010-live-events.md): a comment line on every open stream once per `heartbeatMs`, so
 * proxies do not close a quiet connection. Spread over the interval: each tick writes to the streams whose serial
 * falls in its slice, so 10,000 streams get about 170 heartbeats every 250 ms rather than 10,000 at once. Writing
 * to every socket in one synchronous loop held up each event that arrived meanwhile by the whole loop (tens of
 * milliseconds at 10,000 streams on an idle machine, far more on a busy one).
 */
export function startHeartbeat(streams: StreamRegistry, heartbeatMs: number): { stop(): void } {
  const slices = heartbeatSlices(heartbeatMs);
  let tick = 0;
  const timer = setInterval(() => {
    const slice = tick % slices;
    tick += 1;
    for (const stream of streams.all()) {
      if (stream.serial % slices === slice) stream.write(': heartbeat\n\n');
    }
  }, heartbeatMs / slices);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
