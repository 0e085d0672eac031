import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Single-use codes that stand in for the authenticator (shown once after enrolment). Stored as HMAC-SHA256 with
 * CODE_SECRET, like emailed codes; a used code keeps its row with `used_at` set.
 */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (table) => [index('recovery_codes_user_id_idx').on(table.userId)],
);

export type RecoveryCodeRow = typeof recoveryCodes.$inferSelect;
