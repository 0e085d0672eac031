import { afterEach, describe, expect, it, vi } from 'vitest';
import { EventStream } from './event-stream';
import { heartbeatSlices, startHeartbeat } from './heartbeat';
import { StreamRegistry } from './stream-registry';

describe('heartbeat', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('cuts the default 15 s into 300 ticks of 50 ms, and an interval under 100 ms into one', () => {
    expect(heartbeatSlices(15_000)).toBe(300);
    expect(heartbeatSlices(60_000)).toBe(300);
    expect(heartbeatSlices(150)).toBe(3);
    expect(heartbeatSlices(30)).toBe(1);
  });

  it('writes to every stream once per interval, a slice of them per tick', () => {
    vi.useFakeTimers();
    const streams = new StreamRegistry(heartbeatSlices(15_000));
    const written = new Map<EventStream, number>();
    for (let i = 0; i < 3000; i += 1) {
      const stream = new EventStream(`person-${i}`, `session-${i}`, '127.0.0.1');
      stream.goLive(0, new Set());
      stream.write = () => written.set(stream, (written.get(stream) ?? 0) + 1);
      streams.add(stream);
    }
    // A closed stream leaves its slice.
    const closed = [...streams.of('person-0')][0] as EventStream;
    streams.remove(closed);
    const heartbeat = startHeartbeat(streams, 15_000);
    const perTick: number[] = [];
    for (let tick = 0; tick < 300; tick += 1) {
      const before = [...written.values()].reduce((sum, n) => sum + n, 0);
      vi.advanceTimersByTime(50);
      perTick.push([...written.values()].reduce((sum, n) => sum + n, 0) - before);
    }
    heartbeat.stop();
    // Every open stream once in the 15 s, and no tick writes to more than its share (3,000 / 300).
    expect(written.size).toBe(2999);
    expect(written.has(closed)).toBe(false);
    expect(new Set(written.values())).toEqual(new Set([1]));
    expect(Math.max(...perTick)).toBe(10);
  });
});
