import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { users } from './users';

/**
 * What one person says about another after a delivery (the profile's rating and reviews:
 * docs/product/sender.md, /sender-p). A profile's rating is the average of the reviews whose subject it is.
 * One review per author and order.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subjectUserId: uuid('subject_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    rating: smallint('rating').notNull(),
    text: text('text'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    index('reviews_subject_created_at_idx').on(table.subjectUserId, table.createdAt.desc()),
    uniqueIndex('reviews_author_order_key').on(table.authorUserId, table.orderId),
    check('reviews_rating_check', sql`${table.rating} between 1 and 5`),
    check('reviews_not_self_check', sql`${table.subjectUserId} <> ${table.authorUserId}`),
  ],
);

export type ReviewRow = typeof reviews.$inferSelect;
