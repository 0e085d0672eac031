import { z } from 'zod';
import { defineRoute } from '../contract';
import { EventIdSchema, EventStreamQuerySchema, EventStreamSchema, eventErrors } from '../events';

// The signed-in person's live event stream (docs/decisions/010-live-events.md).
const tags = ['events'] as const;

export const openEventStream = defineRoute({
  operationId: 'openEventStream',
  method: 'GET',
  path: '/events',
  access: 'user',
  tags,
  summary: 'Live events for the signed-in person (Server-Sent Events)',
  description:
    'text/event-stream: `id:` (the event id), `event:` (its type, @tote/validation/events), `data:` (JSON ids). ' +
    'First `event: ready` with where the stream stands; `: heartbeat` comments every 15 s. ' +
    'A reconnect with the Last-Event-ID header (or ?lastEventId=) first receives what it missed. ' +
    'The stream ends when the session ends or the server restarts; EventSource reconnects by itself. ' +
    'Too many open streams from one network address: 429 with Retry-After.',
  query: EventStreamQuerySchema,
  // Loose: the other headers (cookie, accept, ...) stay as they are.
  headers: z.looseObject({ 'last-event-id': EventIdSchema.optional() }),
  status: 200,
  response: EventStreamSchema,
  errors: [eventErrors.shuttingDown, eventErrors.tooManyStreams],
});
