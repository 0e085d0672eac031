import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Audit trail: one row per staff read of a national ID (who, whose, when, from where). No foreign keys, so the
 * trail outlives the rows it names and nothing cascades it away (ASVS 7.1: log access to sensitive data).
 */
export const nationalIdReads = pgTable(
  'national_id_reads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The staff member who read it. */
    staffId: uuid('staff_id').notNull(),
    /** Whose national ID was read. */
    userId: uuid('user_id').notNull(),
    readAt: timestamptz('read_at').notNull(),
    requestId: text('request_id').notNull(),
    ip: text('ip').notNull(),
  },
  (table) => [index('national_id_reads_user_id_idx').on(table.userId, table.readAt)],
);

export type NationalIdReadRow = typeof nationalIdReads.$inferSelect;
