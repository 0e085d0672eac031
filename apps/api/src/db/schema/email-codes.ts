import { CODE_PURPOSES } from '@tote/validation/accounts';
import { integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The current emailed code of one account for one purpose. One row per (user, purpose): issuing a new code
 * overwrites the row, which voids the old code. Codes are stored as HMAC-SHA256 with CODE_SECRET, because six
 * digits are too few for a plain hash to hide them.
 */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: CODE_PURPOSES }).notNull(),
    codeHash: text('code_hash').notNull(),
    /** Wrong and right tries alike; at the limit the code is void. */
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    resendAvailableAt: timestamptz('resend_available_at').notNull(),
    consumedAt: timestamptz('consumed_at'),
  },
  (table) => [uniqueIndex('email_codes_user_purpose_key').on(table.userId, table.purpose)],
);

export type EmailCodeRow = typeof emailCodes.$inferSelect;
