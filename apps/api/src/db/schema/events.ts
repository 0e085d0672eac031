import type { LiveEvent, LiveEventType } from '@tote/validation/events';
import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The live event stream's outbox (plugins/events.ts, docs/decisions/010-live-events.md): one row per recipient
 * and change, written in the transaction of the change, so it exists exactly when the change committed. A
 * client that reconnects with Last-Event-ID reads what it missed from here; rows older than a day are pruned.
 */
export const events = pgTable(
  'events',
  {
    /** Increasing: the SSE `id:` and the Last-Event-ID a client catches up from. */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<LiveEventType>().notNull(),
    /** The event's ids (LiveEvent without its type): small, it travels in a NOTIFY payload. */
    data: jsonb('data').$type<Omit<LiveEvent, 'type'>>().notNull(),
    // Database time, not the app's clock: events are transport, pruned by real age.
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().default(sql`now()`),
  },
  (table) => [
    index('events_user_id_id_idx').on(table.userId, table.id),
    index('events_created_at_idx').on(table.createdAt),
  ],
);

export type EventRow = typeof events.$inferSelect;
