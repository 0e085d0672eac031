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
    /**
     * The trip's traveler and the order's created_at, copied here by the database (the matches_copy_sort_keys
     * trigger, migration 0021; neither changes after the match is made) so that one index holds a traveler's
     * deliveries in the order the list shows them (docs/decisions/026-lists-at-scale.md). Whatever an insert
     * passes is replaced; `null` lets callers leave them out.
     */
    travelerId: uuid('traveler_id')
      .notNull()
      .$defaultFn(() => sql`null`),
    orderCreatedAt: timestamptz('order_created_at')
      .notNull()
      .$defaultFn(() => sql`null`),
  },
  (table) => [
    uniqueIndex('matches_active_order_key').on(table.orderId).where(sql`${table.unmatchedAt} is null`),
    index('matches_trip_id_idx').on(table.tripId),
    /** An order's matches, ended ones too: the lists' carrying match (order-tabs.ts) is not always the active one. */
    index('matches_order_id_idx').on(table.orderId),
    /**
     * A traveler's deliveries newest first (deliveries.repo.ts) and the orders on a traveler's trips (the admin
     * search by name), read from the index alone: unmatched_at decides which match carries the order.
     */
    index('matches_traveler_order_created_at_idx').on(
      table.travelerId,
      table.orderCreatedAt,
      table.orderId,
      table.unmatchedAt,
    ),
    /**
     * The orders being carried, newest order first, with their traveler: the staff's search by a name many people
     * share reads it and keeps the namesakes' deliveries (admin.repo.ts newestOrderHits).
     */
    index('matches_active_order_created_at_idx')
      .on(table.orderCreatedAt, table.orderId, table.travelerId)
      .where(sql`${table.unmatchedAt} is null`),
    /** The Active Log: one staff member's matches, newest first. */
    index('matches_matched_by_matched_at_idx').on(table.matchedBy, table.matchedAt.desc()),
  ],
);

export type MatchRow = typeof matches.$inferSelect;
