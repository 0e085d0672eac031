import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Development mail transport (MAIL_TRANSPORT=outbox): every message lands here instead of an SMTP server and is
 * shown at /dev/mailbox. Production always uses SMTP (env.ts), so this table stays empty there.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    /** Increasing, so "newest first" holds even when two messages share a timestamp. */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    from: text('from').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('mail_outbox_to_created_at_idx').on(table.to, table.createdAt)],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;
export type NewMailOutboxRow = typeof mailOutbox.$inferInsert;
