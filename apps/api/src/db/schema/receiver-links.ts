import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { users } from './users';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The receiver's tracking link of an order (docs/decisions/021-receiver-link.md), owned by
 * modules/receiver-links. Only the SHA-256 of the token is stored, as for password-reset tokens. At most one
 * link per order is active (revoked_at null); making a new one revokes the old in the same transaction. When
 * it stops working besides revoking (a week after delivery, at once when cancelled or failed) is worked out
 * from the order on every read, so nothing has to run at that moment.
 */
export const receiverLinks = pgTable(
  'receiver_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
  },
  (table) => [
    uniqueIndex('receiver_links_token_hash_key').on(table.tokenHash),
    uniqueIndex('receiver_links_active_order_key').on(table.orderId).where(sql`${table.revokedAt} is null`),
    index('receiver_links_order_id_idx').on(table.orderId),
  ],
);

export type ReceiverLinkRow = typeof receiverLinks.$inferSelect;
