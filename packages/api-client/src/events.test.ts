import { openEventStream } from '@tote/validation/contracts/events';
import type { LiveEvent } from '@tote/validation/events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type EventConnectionState, type EventSourceLike, subscribeToEvents } from './events';

/** An EventSource double: the test plays the server's side (events, errors, the browser giving up). */
class FakeSource implements EventSourceLike {
  readyState = 0;
  closed = false;
  private listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  emit(type: string, data: unknown, lastEventId = '') {
    this.readyState = 1;
    const event = { data: JSON.stringify(data), lastEventId } as MessageEvent<string>;
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
  fail(readyState: 0 | 2) {
    this.readyState = readyState;
    for (const listener of this.listeners.get('error') ?? []) listener({} as MessageEvent<string>);
  }
}

function setup() {
  const sources: FakeSource[] = [];
  const received: [LiveEvent, string][] = [];
  const states: EventConnectionState[] = [];
  const onReconnect = vi.fn();
  const stop = subscribeToEvents({
    connect: (url) => {
      const source = new FakeSource(url);
      sources.push(source);
      return source;
    },
    onEvent: (event, id) => received.push([event, id]),
    onStateChange: (state) => states.push(state),
    onReconnect,
    retryDelayMs: () => 10,
  });
  return { sources, received, states, onReconnect, stop, current: () => sources.at(-1) as FakeSource };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('subscribeToEvents', () => {
  // The client opens EventSource itself (no zod, no ky on first load), so `call` cannot keep it on the contract.
  it('opens the route of the events contract', () => {
    const s = setup();
    expect(openEventStream.method).toBe('GET');
    expect(s.current().url).toBe(`http://localhost/api/v1${openEventStream.path}`);
    s.stop();
  });

  it('is live after the ready event and hands over known events', () => {
    const s = setup();
    expect(s.current().url).toBe('http://localhost/api/v1/events');
    s.current().emit('ready', { lastEventId: '4' }, '4');
    s.current().emit('order.changed', { type: 'order.changed', deliveryId: 'TT-1' }, '5');
    s.current().emit('order.changed', 'not an event', '6');
    expect(s.states).toEqual(['connecting', 'live']);
    expect(s.received).toEqual([[{ type: 'order.changed', deliveryId: 'TT-1' }, '5']]);
  });

  it('shows reconnecting while the browser reconnects, and asks for a refresh once back', () => {
    const s = setup();
    s.current().emit('ready', { lastEventId: '4' }, '4');
    s.current().fail(0);
    expect(s.states).toEqual(['connecting', 'live', 'reconnecting']);
    expect(s.sources).toHaveLength(1);
    s.current().emit('ready', { lastEventId: '9' }, '9');
    expect(s.states.at(-1)).toBe('live');
    expect(s.onReconnect).toHaveBeenCalledTimes(1);
  });

  it('opens a new stream from the last id when the browser gives up (e.g. 503 during a restart)', async () => {
    vi.useFakeTimers();
    const s = setup();
    s.current().emit('ready', { lastEventId: '4' }, '4');
    s.current().emit('trip.changed', { type: 'trip.changed', tripId: 't' }, '7');
    s.current().fail(2);
    expect(s.sources[0]?.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(10);
    expect(s.sources).toHaveLength(2);
    expect(s.current().url).toBe('http://localhost/api/v1/events?lastEventId=7');
  });

  it('stops for good when unsubscribed', async () => {
    vi.useFakeTimers();
    const s = setup();
    s.stop();
    expect(s.current().closed).toBe(true);
    s.current().fail(2);
    await vi.advanceTimersByTimeAsync(100);
    expect(s.sources).toHaveLength(1);
  });
});
