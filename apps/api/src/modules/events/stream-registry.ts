import type { EventStream } from './event-stream';

/** Open streams per person and instance (tabs, devices); a new one beyond this ends that person's oldest. */
export const MAX_STREAMS_PER_PERSON = 10;

/** The streams open on this instance, by recipient, by session, and in `slices` slices by serial (heartbeat.ts). */
export class StreamRegistry {
  private readonly streamsOf = new Map<string, Set<EventStream>>();
  private readonly slice: Set<EventStream>[];
  private readonly streamsOfSession = new Map<string, Set<EventStream>>();
  private readonly countOfIp = new Map<string, number>();
  private openCount = 0;

  constructor(readonly slices = 1) {
    this.slice = Array.from({ length: slices }, () => new Set());
  }

  get size() {
    return this.openCount;
  }

  *all(): Generator<EventStream> {
    for (const set of this.streamsOf.values()) yield* set;
  }

  of(userId: string): Iterable<EventStream> {
    return this.streamsOf.get(userId) ?? [];
  }

  /** The streams of one slice (`index` from 0 to slices - 1): each stream is in one. */
  inSlice(index: number): Iterable<EventStream> {
    return this.slice[index] ?? [];
  }

  /** How many streams one network address holds open on this instance. */
  openFrom(ip: string): number {
    return this.countOfIp.get(ip) ?? 0;
  }

  /** The streams opened with one session. */
  ofSession(sessionId: string): Iterable<EventStream> {
    return this.streamsOfSession.get(sessionId) ?? [];
  }

  add(stream: EventStream) {
    let set = this.streamsOf.get(stream.userId);
    if (!set) {
      set = new Set();
      this.streamsOf.set(stream.userId, set);
    }
    // Bounded memory per person: a forgotten tab's stream gives way (Sets keep insertion order).
    if (set.size >= MAX_STREAMS_PER_PERSON) {
      const oldest = set.values().next().value as EventStream;
      this.remove(oldest);
      oldest.end();
    }
    set.add(stream);
    let ofSession = this.streamsOfSession.get(stream.sessionId);
    if (!ofSession) {
      ofSession = new Set();
      this.streamsOfSession.set(stream.sessionId, ofSession);
    }
    ofSession.add(stream);
    this.slice[stream.serial % this.slices]?.add(stream);
    this.countOfIp.set(stream.ip, this.openFrom(stream.ip) + 1);
    this.openCount += 1;
  }

  remove(stream: EventStream) {
    const set = this.streamsOf.get(stream.userId);
    if (!set?.delete(stream)) return;
    this.openCount -= 1;
    if (set.size === 0) this.streamsOf.delete(stream.userId);
    const ofSession = this.streamsOfSession.get(stream.sessionId);
    ofSession?.delete(stream);
    if (ofSession?.size === 0) this.streamsOfSession.delete(stream.sessionId);
    this.slice[stream.serial % this.slices]?.delete(stream);
    const fromIp = this.openFrom(stream.ip) - 1;
    if (fromIp > 0) this.countOfIp.set(stream.ip, fromIp);
    else this.countOfIp.delete(stream.ip);
  }
}
