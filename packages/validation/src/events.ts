import './zod-config';
import { z } from 'zod';
import { defineErrors } from './errors';
import type { LiveEventName } from './event-types';

/**
 * The live event stream (docs/decisions/010-live-events.md): `GET /api/v1/events` sends the signed-in
 * person Server-Sent Events, one per change that concerns them. An event names WHAT changed by its ids only;
 * the client refetches through the ordinary routes (TanStack Query invalidation), so an event never carries
 * data its recipient could not read anyway, and a missed event costs a refetch, never wrong data.
 *
 * Wire format of one event:
 *   id: 42                               (increasing per database; the client's Last-Event-ID)
 *   event: order.changed                 (LiveEvent['type'])
 *   data: {"type":"order.changed","deliveryId":"TT-7K3Q9M"}
 * plus `event: ready` once per connection (data { lastEventId }) and comment lines (`: heartbeat`).
 */

// Ids as the API shows them: uuids, numeric strings, delivery ids. Bounded: events travel in NOTIFY payloads.
const Id = z.string().min(1).max(64);

export const LiveEventSchema = z.discriminatedUnion('type', [
  /** A new notice for the bell (its list and unread count). */
  z.object({ type: z.literal('notification.created'), notificationId: Id }),
  /** An order's status, address, match or timeline changed. */
  z.object({ type: z.literal('order.changed'), deliveryId: Id }),
  /** An order was matched with a trip, or the match was undone. */
  z.object({ type: z.literal('match.changed'), deliveryId: Id, tripId: Id.nullable() }),
  /** A new chat message in a conversation the recipient takes part in (or staff reads). */
  z.object({ type: z.literal('message.created'), conversationId: Id, messageId: Id }),
  /** Someone read a conversation up to a message (unread counts, read marks). */
  z.object({ type: z.literal('message.read'), conversationId: Id, upToId: Id }),
  /** A trip was approved, rejected, cancelled or its capacity changed. */
  z.object({ type: z.literal('trip.changed'), tripId: Id }),
  /** A traveler asked for verification, or staff decided it (the traveler's status, staff's queue and stats). */
  z.object({ type: z.literal('verification.changed'), userId: Id }),
  /**
   * A traveler's wallet changed (an earning became available, a payout was asked for or decided): the traveler's
   * balances and history, and with a payout the staff's Payouts queue.
   */
  z.object({ type: z.literal('wallet.changed'), travelerId: Id, payoutId: Id.nullable() }),
  /**
   * An order's reviews changed (docs/decisions/018-reviews.md): written, shown, replied to, reported or hidden;
   * the order's review box, the profiles' ratings and, for staff, the reported reviews.
   */
  z.object({ type: z.literal('review.changed'), deliveryId: Id.nullable() }),
]);
export type LiveEvent = z.infer<typeof LiveEventSchema>;
export type LiveEventType = LiveEvent['type'];
// The names in event-types.ts and the union above are the same set.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type AssertTrue<T extends true> = T;
export type LiveEventNamesMatch = AssertTrue<Same<LiveEventType, LiveEventName>>;

export { LIVE_EVENT_TYPES, READY_EVENT } from './event-types';
export const ReadyEventSchema = z.object({ lastEventId: z.string() });
export type ReadyEvent = z.infer<typeof ReadyEventSchema>;

/** An event id as the stream sends it and Last-Event-ID echoes it back: a positive bigint in decimal. */
export const EventIdSchema = z
  .string()
  .regex(/^\d{1,15}$/, 'Last-Event-ID must be the id of an event this stream sent (digits only).');

export const EventStreamQuerySchema = z.object({
  /** For clients that cannot set the Last-Event-ID header (it wins when both are sent). */
  lastEventId: EventIdSchema.optional(),
});
export type EventStreamQuery = z.infer<typeof EventStreamQuerySchema>;

/**
 * The stream itself, for the route's contract (contracts/events.ts): text, not JSON, so it names its media type
 * (the OpenAPI document shows it as text/event-stream). Each event is the wire format above.
 */
export const EventStreamSchema = z.string().meta({
  description: 'Server-Sent Events: `id:`, `event:` (a LiveEvent type or ready), `data:` (JSON)',
  content: { 'text/event-stream': { schema: { type: 'string' } } },
});

/** What opening the stream answers when it refuses (the route in contracts/events.ts lists which). */
export const eventErrors = defineErrors({
  // A server that is stopping takes no new stream; EventSource tries again (another instance, or this one back).
  shuttingDown: {
    status: 503,
    code: 'shutting_down',
    message: 'The server is restarting. The stream reconnects by itself.',
  },
  // Live streams are capped per network address too (docs/decisions/010-live-events.md), not only per person.
  tooManyStreams: {
    status: 429,
    code: 'too_many_streams',
    message:
      'Too many live connections from your network. Close some Tote tabs or windows; live updates come back shortly.',
  },
});
