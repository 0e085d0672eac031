import { ORDER_EVENT_TYPES } from '@tote/validation/orders';
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { users } from './users';

/** The append-only history of an order: rows are inserted, never updated or deleted. */
export const orderEvents = pgTable(
  'order_events',
  {
    /** Increasing, so "oldest first" holds even when two events share a timestamp (one transaction). */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ORDER_EVENT_TYPES }).notNull(),
    note: text('note'),
    /** Who did it (the sender, a staff member); null for the system. */
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    index('order_events_order_created_at_idx').on(table.orderId, table.createdAt),
    check(
      'order_events_type_check',
      sql`${table.type} in ('placed', 'matched', 'unmatched', 'shipping', 'delivered', 'cancelled', 'address_changed', 'failed')`,
    ),
  ],
);

export type OrderEventRow = typeof orderEvents.$inferSelect;
