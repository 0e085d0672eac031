import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { users } from './users';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A chat thread (docs/product/lifecycles.md, Conversations). `support`: one per sender/traveler with the
 * staff ("Admin"), `user_id` set. `delivery`: one per order, between its sender and its current traveler
 * (staff read and join), `order_id` set. `dispute`: one per disputed order, between its sender, its traveler and
 * the staff (docs/decisions/019-disputes.md), `order_id` set. When a delivery thread closes is computed from its order
 * (modules/messages), not stored.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['support', 'delivery', 'dispute'] }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('conversations_support_user_key').on(table.userId).where(sql`${table.kind} = 'support'`),
    uniqueIndex('conversations_delivery_order_key').on(table.orderId).where(sql`${table.kind} = 'delivery'`),
    uniqueIndex('conversations_dispute_order_key').on(table.orderId).where(sql`${table.kind} = 'dispute'`),
    check(
      'conversations_kind_check',
      sql`(${table.kind} = 'support' and ${table.userId} is not null and ${table.orderId} is null)
        or (${table.kind} in ('delivery', 'dispute') and ${table.orderId} is not null and ${table.userId} is null)`,
    ),
  ],
);

/** One chat message; ids are the order (the server's, never the client's clock). */
export const messages = pgTable(
  'messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** Null for the automatic greeting (and after the author's account is gone). */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** Written by staff: users see it from "Admin". */
    authorIsStaff: boolean('author_is_staff').notNull(),
    body: text('body').notNull(),
    /** The optional image (modules/uploads: re-encoded, random name under DATA_DIR/uploads/messages). */
    imageKey: text('image_key'),
    imageType: text('image_type'),
    /** Bytes of the stored image; counts towards its author's upload quota. */
    imageSize: integer('image_size'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    index('messages_conversation_id_id_idx').on(table.conversationId, table.id),
    /** The send rate limit counts a person's recent messages. */
    index('messages_author_created_at_idx').on(table.authorId, table.createdAt),
  ],
);

/**
 * How far a reader has read a conversation. `user_id` null is the staff side: any staff member reading marks
 * it for all of them (they answer as one "Admin").
 */
export const conversationReads = pgTable(
  'conversation_reads',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    lastReadMessageId: bigint('last_read_message_id', { mode: 'number' }).notNull(),
  },
  (table) => [
    uniqueIndex('conversation_reads_user_key')
      .on(table.conversationId, table.userId)
      .where(sql`${table.userId} is not null`),
    uniqueIndex('conversation_reads_staff_key').on(table.conversationId).where(sql`${table.userId} is null`),
  ],
);

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
