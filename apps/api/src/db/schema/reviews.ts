import { sql } from 'drizzle-orm';
import {
  check,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { users } from './users';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * What one person of a delivered order says about the other (docs/decisions/018-reviews.md): one per author and
 * order, within the window after delivery. Hidden until `revealed_at` (both wrote, or the window closed), then
 * never changed; the subject's one reply, the subject's report and staff's hiding are kept on the row with who,
 * when and why. A profile's rating counts the revealed reviews not hidden. Owned by modules/reviews.
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
    createdAt: timestamptz('created_at').notNull(),
    /** The end of the order's review window (delivery + REVIEW_WINDOW_DAYS); null on rows from before windows. */
    windowClosesAt: timestamptz('window_closes_at'),
    /** When both reviews of the order showed (the second written, or the window closed); null while hidden. */
    revealedAt: timestamptz('revealed_at'),
    reply: text('reply'),
    repliedAt: timestamptz('replied_at'),
    reportReason: text('report_reason'),
    reportedAt: timestamptz('reported_at'),
    /** Staff's decision on the report: 'hidden' or 'dismissed'; null while open (or never reported). */
    reportOutcome: text('report_outcome', { enum: ['hidden', 'dismissed'] }),
    reportDecidedAt: timestamptz('report_decided_at'),
    reportDecidedBy: uuid('report_decided_by').references(() => users.id, { onDelete: 'set null' }),
    hiddenAt: timestamptz('hidden_at'),
    hiddenBy: uuid('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    hiddenReason: text('hidden_reason'),
  },
  (table) => [
    index('reviews_subject_created_at_idx').on(table.subjectUserId, table.createdAt.desc()),
    uniqueIndex('reviews_author_order_key').on(table.authorUserId, table.orderId),
    index('reviews_order_id_idx').on(table.orderId),
    /** The staff's list of open reports. */
    index('reviews_open_reports_idx')
      .on(table.reportedAt)
      .where(sql`${table.reportedAt} is not null and ${table.reportOutcome} is null`),
    /** The scheduled reveal: hidden reviews whose window closed. */
    index('reviews_unrevealed_idx').on(table.windowClosesAt).where(sql`${table.revealedAt} is null`),
    check('reviews_rating_check', sql`${table.rating} between 1 and 5`),
    check('reviews_not_self_check', sql`${table.subjectUserId} <> ${table.authorUserId}`),
    check(
      'reviews_report_outcome_check',
      sql`${table.reportOutcome} is null or ${table.reportOutcome} in ('hidden', 'dismissed')`,
    ),
    check('reviews_hidden_reason_check', sql`${table.hiddenAt} is null or ${table.hiddenReason} is not null`),
  ],
);

export type ReviewRow = typeof reviews.$inferSelect;

/**
 * A review counts on a profile (its list, rating and count) once shown and while not hidden
 * (docs/decisions/018-reviews.md): the one definition the profiles' reads and the reviews module share.
 */
export const reviewIsShown = sql`${reviews.revealedAt} is not null and ${reviews.hiddenAt} is null`;

/**
 * The one reminder each person of a delivered order gets near the end of the review window when they have not
 * written (modules/reviews, the scheduled job): the row makes it once, on every instance.
 */
export const reviewReminders = pgTable(
  'review_reminders',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    remindedAt: timestamptz('reminded_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.userId] })],
);
