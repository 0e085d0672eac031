import { PassThrough } from 'node:stream';
import { type LiveEvent, LiveEventSchema, READY_EVENT } from '@tote/validation/events';
import type { EventRow } from '../../db/schema/events';

/** One event as a stream sends it. */
export interface StoredEvent {
  id: number;
  userId: string;
  event: LiveEvent;
}

/** A client that has not read this much is too slow: its stream ends, it reconnects and catches up by id. */
const MAX_BUFFERED_BYTES = 256 * 1024;

export const frameOf = ({ id, event }: StoredEvent) =>
  `id: ${id}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;

/** An events row as a stream sends it; null for a row whose type or data this version cannot read. */
export const toStored = (row: EventRow): StoredEvent | null => {
  const parsed = LiveEventSchema.safeParse({ ...row.data, type: row.type });
  return parsed.success ? { id: row.id, userId: row.userId, event: parsed.data } : null;
};

/** Streams created by this process so far: each stream's serial (heartbeat.ts spreads the heartbeats by it). */
let created = 0;

/** One client's connection (a text/event-stream body). Live events wait in `pending` until its catch-up has been written. */
export class EventStream {
  readonly body = new PassThrough();
  readonly serial = created++;
  private pending: StoredEvent[] | null = [];

  constructor(
    readonly userId: string,
    readonly sessionId: string,
    /** The client's network address (request.ip): streams are capped per address too. */
    readonly ip = '',
  ) {}

  get open() {
    return !this.body.destroyed && !this.body.writableEnded;
  }

  write(text: string) {
    if (!this.open) return;
    if (this.body.writableLength > MAX_BUFFERED_BYTES) {
      this.end();
      return;
    }
    this.body.write(text);
  }

  deliver(event: StoredEvent) {
    if (this.pending) this.pending.push(event);
    else this.write(frameOf(event));
  }

  /** After the catch-up: where the client now stands, then the live events that arrived meanwhile. */
  goLive(cursor: number, replayed: ReadonlySet<number>) {
    this.write(
      `id: ${cursor}\nevent: ${READY_EVENT}\ndata: ${JSON.stringify({ lastEventId: String(cursor) })}\n\n`,
    );
    const waiting = this.pending ?? [];
    this.pending = null;
    for (const event of waiting) if (!replayed.has(event.id)) this.write(frameOf(event));
  }

  end() {
    if (this.open) this.body.end();
  }
}
