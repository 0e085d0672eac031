import { sql } from 'drizzle-orm';
import { index, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { trips } from './trips';
import { users } from './users';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Staff put an order on a trip (docs/product/lifecycles.md, Match). Unmatching sets unmatched_at instead of
 * deleting, so the history stays; the partial unique index allows one active match per order at a time.
 */
export const matches = pgTable(
  'matches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    tripId: uuid('trip_id')
      .notNull()
      .references(() => trips.id),
    /** The staff member who matched them. */
    matchedBy: uuid('matched_by').references(() => users.id, { onDelete: 'set null' }),
    matchedAt: timestamptz('matched_at').notNull(),
    unmatchedAt: timestamptz('unmatched_at'),
    /** Who ended it (staff, or the sender by cancelling). */
    unmatchedBy: uuid('unmatched_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('matches_active_order_key').on(table.orderId).where(sql`${table.unmatchedAt} is null`),
    index('matches_trip_id_idx').on(table.tripId),
    /** An order's matches, ended ones too: the lists' carrying match (order-tabs.ts) is not always the active one. */
    index('matches_order_id_idx').on(table.orderId),
    /** The Active Log: one staff member's matches, newest first. */
    index('matches_matched_by_matched_at_idx').on(table.matchedBy, table.matchedAt.desc()),
  ],
);

export type MatchRow = typeof matches.$inferSelect;
