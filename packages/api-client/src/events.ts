// The live event stream's client (GET /api/v1/events, docs/decisions/010-live-events.md). No zod and no ky:
// every app opens it on every page, so it stays out of the way of the first-load JS (bench/README.md). The
// server's events are typed by @tote/validation/events; only the names are checked here.

import { LIVE_EVENT_TYPES, READY_EVENT } from '@tote/validation/event-types';
import type { LiveEvent } from '@tote/validation/events';
import { apiUrl } from './api-url';

/** `live`: connected and caught up. `reconnecting`: the connection was lost; it recovers by itself. */
export type EventConnectionState = 'connecting' | 'live' | 'reconnecting';

/** What `subscribeToEvents` needs of EventSource (the browser's; tests pass a fake). */
export interface EventSourceLike {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
}
export type EventSourceFactory = (url: string) => EventSourceLike;

export interface SubscribeOptions {
  onEvent(event: LiveEvent, id: string): void;
  onStateChange?(state: EventConnectionState): void;
  /**
   * Connected again after a loss, with the missed events replayed. Events can still be missing (older than the
   * server keeps, or committed out of id order meanwhile): the caller refreshes what is on screen.
   */
  onReconnect?(): void;
  /** Default: the browser's EventSource on this origin's /api/v1/events, with cookies. */
  connect?: EventSourceFactory;
  /** Wait before opening a new EventSource after the browser gave up on one (an HTTP error such as 503). */
  retryDelayMs?(attempt: number): number;
}

const CLOSED = 2;
const KNOWN = new Set<string>(LIVE_EVENT_TYPES);

const defaultConnect: EventSourceFactory = (url) => new EventSource(url, { withCredentials: true });
/** 1 s, 2 s, 4 s ... at most 30 s, with jitter so a restarted server is not met by every client at once. */
const defaultRetryDelay = (attempt: number) =>
  Math.min(30_000, 1000 * 2 ** Math.min(attempt, 5)) * (0.75 + Math.random() * 0.5);

/**
 * Listens to the signed-in person's live events until the returned function is called.
 *
 * EventSource reconnects by itself after a network loss and sends Last-Event-ID, and the server replays what
 * was missed. When the browser gives up instead (an HTTP error answer, e.g. 503 while the server restarts, or
 * 401 after the session ended), a new EventSource is opened after a backoff with the last id in the query.
 */
export function subscribeToEvents(options: SubscribeOptions): () => void {
  const connect = options.connect ?? defaultConnect;
  const retryDelay = options.retryDelayMs ?? defaultRetryDelay;
  let source: EventSourceLike | null = null;
  let state: EventConnectionState | null = null;
  let lastEventId: string | null = null;
  let wasLive = false;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const setState = (next: EventConnectionState) => {
    if (next === state) return;
    state = next;
    options.onStateChange?.(next);
  };

  const open = () => {
    const query = lastEventId ? `?lastEventId=${encodeURIComponent(lastEventId)}` : '';
    const current = connect(apiUrl(`events${query}`));
    source = current;

    current.addEventListener(READY_EVENT, (message) => {
      if (message.lastEventId) lastEventId = message.lastEventId;
      attempt = 0;
      setState('live');
      if (wasLive) options.onReconnect?.();
      wasLive = true;
    });
    for (const type of LIVE_EVENT_TYPES) {
      current.addEventListener(type, (message) => {
        if (message.lastEventId) lastEventId = message.lastEventId;
        let event: unknown;
        try {
          event = JSON.parse(message.data);
        } catch {
          return; // Not ours to show; the next refetch brings the truth.
        }
        if (isLiveEvent(event)) options.onEvent(event, message.lastEventId);
      });
    }
    current.addEventListener('error', () => {
      if (stopped || source !== current) return;
      setState(wasLive ? 'reconnecting' : 'connecting');
      if (current.readyState !== CLOSED) return; // the browser reconnects by itself
      current.close();
      source = null;
      timer = setTimeout(open, retryDelay(attempt));
      attempt += 1;
    });
  };

  setState('connecting');
  open();
  return () => {
    stopped = true;
    clearTimeout(timer);
    source?.close();
    source = null;
  };
}

function isLiveEvent(value: unknown): value is LiveEvent {
  return (
    typeof value === 'object' && value !== null && KNOWN.has((value as { type?: unknown }).type as string)
  );
}
