import { afterEach, describe, expect, it, vi } from 'vitest';
import { EventStream } from './event-stream';
import { heartbeatSlices, startHeartbeat } from './heartbeat';
import { StreamRegistry } from './stream-registry';

describe('heartbeat', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('cuts the default 15 s into 60 ticks, and a short interval into ticks of at least 10 ms', () => {
    expect(heartbeatSlices(15_000)).toBe(60);
    expect(heartbeatSlices(30)).toBe(3);
    expect(heartbeatSlices(5)).toBe(1);
  });

  it('writes to every stream once per interval, a slice of them per tick', () => {
    vi.useFakeTimers();
    const streams = new StreamRegistry();
    const written = new Map<EventStream, number>();
    for (let i = 0; i < 600; i += 1) {
      const stream = new EventStream(`person-${i}`, `session-${i}`, '127.0.0.1');
      stream.goLive(0, new Set());
      stream.write = () => written.set(stream, (written.get(stream) ?? 0) + 1);
      streams.add(stream);
    }
    const heartbeat = startHeartbeat(streams, 15_000);
    const perTick: number[] = [];
    for (let tick = 0; tick < 60; tick += 1) {
      const before = [...written.values()].reduce((sum, n) => sum + n, 0);
      vi.advanceTimersByTime(250);
      perTick.push([...written.values()].reduce((sum, n) => sum + n, 0) - before);
    }
    heartbeat.stop();
    // Every stream once in the 15 s, and no tick writes to more than its share (600 / 60).
    expect(written.size).toBe(600);
    expect(new Set(written.values())).toEqual(new Set([1]));
    expect(Math.max(...perTick)).toBe(10);
  });
});
