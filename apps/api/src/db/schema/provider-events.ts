import { bigint, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Every verified webhook event, stored by the provider's id before it is applied: the unique (provider, event_id)
 * makes a redelivered event a no-op, and `processed_at` says it was applied (docs/decisions/017).
 */
export const providerEvents = pgTable(
  'provider_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamptz('received_at').notNull(),
    processedAt: timestamptz('processed_at'),
    payload: jsonb('payload').$type<unknown>().notNull(),
  },
  (table) => [uniqueIndex('provider_events_provider_event_id_key').on(table.provider, table.eventId)],
);

export type ProviderEventRow = typeof providerEvents.$inferSelect;
