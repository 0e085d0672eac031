import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { users } from './users';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** In-app notices ("Order placed", "Traveler matched"), newest first in the bell menu. */
export const notifications = pgTable(
  'notifications',
  {
    /** Increasing, so "newest first" holds even when two notices share a timestamp. */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body'),
    /** The order it is about, if any (links to its detail page). */
    deliveryId: text('delivery_id').references(() => orders.deliveryId, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull(),
    readAt: timestamptz('read_at'),
  },
  (table) => [
    // Read backwards for the newest first (`created_at DESC, id DESC`; ADR 026).
    index('notifications_user_created_at_id_idx').on(table.userId, table.createdAt, table.id),
    index('notifications_user_unread_idx').on(table.userId).where(sql`${table.readAt} is null`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
