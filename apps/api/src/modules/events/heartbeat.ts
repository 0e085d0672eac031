import type { StreamRegistry } from './stream-registry';

/** A tick this often: each writes to one slice of the streams, so the writes come in small bunches. */
const TICK_MS = 50;
/** At most this many slices (the default 15 s: 300 ticks of 50 ms). */
const MAX_SLICES = 300;

/** How many slices an interval of `heartbeatMs` is cut into (300 for the default 15 s; 1 under 100 ms). */
export const heartbeatSlices = (heartbeatMs: number) =>
  Math.max(1, Math.min(MAX_SLICES, Math.floor(heartbeatMs / TICK_MS)));

/**
 * HEARTBEAT (docs/decisions/010-live-events.md): a comment line on every open stream once per `heartbeatMs`, so
 * proxies do not close a quiet connection. Spread over the interval: the registry keeps the streams in
 * `streams.slices` slices (by serial) and each tick writes to one, so 10,000 streams get about 33 heartbeats
 * every 50 ms rather than 10,000 at once. One synchronous loop over every socket held up each event that
 * arrived meanwhile by the whole loop (a write is a system call: tens of milliseconds at 10,000 streams on an
 * idle machine, far more on a busy one).
 */
export function startHeartbeat(streams: StreamRegistry, heartbeatMs: number): { stop(): void } {
  const { slices } = streams;
  let tick = 0;
  const timer = setInterval(() => {
    const slice = tick % slices;
    tick += 1;
    for (const stream of streams.inSlice(slice)) stream.write(': heartbeat\n\n');
  }, heartbeatMs / slices);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
