// The live event stream's names without zod (events.ts has the schemas), so the client that listens on every
// page can name them without bringing zod into the first-load JS (bench/README.md).

export const LIVE_EVENT_TYPES = [
  'notification.created',
  'order.changed',
  'match.changed',
  'message.created',
  'message.read',
  'trip.changed',
  'verification.changed',
  'wallet.changed',
  'review.changed',
] as const;
export type LiveEventName = (typeof LIVE_EVENT_TYPES)[number];

/** The first event of every connection: where the stream starts (the client's Last-Event-ID from here on). */
export const READY_EVENT = 'ready';
