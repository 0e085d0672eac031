import http from 'node:http';
import type { Readable } from 'node:stream';
import type { InjectOptions } from 'fastify';
import type { App } from '../src/app';

// Test helpers for GET /api/v1/events (Server-Sent Events): a tiny SSE client over node's http, and a way for
// the route-table tests (access matrix, fuzz) to call a streaming route without waiting for an end that never
// comes.

/** One block of the stream: an event (`id`, `event`, `data`), a `retry:` or a comment (`: heartbeat`). */
export interface SseFrame {
  id?: string;
  event?: string;
  data?: string;
  retry?: string;
  comment?: string;
}

export function parseFrame(block: string): SseFrame {
  const frame: SseFrame = {};
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) {
      frame.comment = line.slice(1).trim();
      continue;
    }
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'id' || field === 'event' || field === 'data' || field === 'retry') frame[field] = value;
  }
  return frame;
}

export interface SseConnection {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Every frame received so far, in order. */
  frames: SseFrame[];
  /** The first frame after the last one returned that matches (waits for it). */
  next(match?: (frame: SseFrame) => boolean): Promise<SseFrame>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** Opens the stream on a listening app, as a browser's EventSource would (cookie, optional Last-Event-ID). */
export function connectEvents(
  baseUrl: string,
  options: { token: string; lastEventId?: string; query?: string },
): Promise<SseConnection> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${baseUrl}/api/v1/events${options.query ?? ''}`,
      {
        headers: {
          accept: 'text/event-stream',
          cookie: `tote_session=${options.token}`,
          ...(options.lastEventId ? { 'last-event-id': options.lastEventId } : {}),
        },
      },
      (response) =>
        resolve(readStream(response, response.statusCode ?? 0, response.headers, () => request.destroy())),
    );
    request.on('error', reject);
  });
}

function readStream(
  body: Readable,
  status: number,
  headers: http.IncomingHttpHeaders,
  destroy: () => void,
): SseConnection {
  const frames: SseFrame[] = [];
  let read = 0;
  let buffer = '';
  let waiters: (() => void)[] = [];
  let done = false;
  const wake = () => {
    const current = waiters;
    waiters = [];
    for (const waiter of current) waiter();
  };
  body.setEncoding('utf8');
  body.on('data', (chunk: string) => {
    buffer += chunk;
    let end = buffer.indexOf('\n\n');
    while (end !== -1) {
      frames.push(parseFrame(buffer.slice(0, end)));
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf('\n\n');
    }
    wake();
  });
  const ended = new Promise<void>((resolve) => {
    const finish = () => {
      done = true;
      wake();
      resolve();
    };
    body.on('end', finish);
    body.on('close', finish);
    body.on('error', finish);
  });
  return {
    status,
    headers,
    frames,
    ended,
    async next(match = () => true) {
      for (;;) {
        while (read < frames.length) {
          const frame = frames[read] as SseFrame;
          read += 1;
          if (match(frame)) return frame;
        }
        if (done) throw new Error(`the stream ended; frames: ${JSON.stringify(frames)}`);
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
    },
    close: destroy,
  };
}

/**
 * app.inject for the route-table tests: a streaming route is asked with payloadAsStream (inject answers once the
 * headers are written), its status read, and the client then goes away, as a closed browser tab does.
 */
export async function injectAnswer(
  app: App,
  options: InjectOptions,
  stream: boolean | undefined,
): Promise<{ statusCode: number; body: string }> {
  if (!stream) {
    const response = await app.inject(options);
    return { statusCode: response.statusCode, body: response.body };
  }
  const response = await app.inject({ ...options, payloadAsStream: true });
  if (response.statusCode === 200) {
    (response.raw.res as http.ServerResponse).destroy();
    return { statusCode: 200, body: '' };
  }
  let body = '';
  for await (const chunk of response.stream()) body += String(chunk);
  return { statusCode: response.statusCode, body };
}
