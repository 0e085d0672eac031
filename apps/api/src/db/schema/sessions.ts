import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Server-side sessions. The cookie carries a random token; only its SHA-256 is stored, so a copy of this table
 * cannot be replayed as cookies. Lifetimes: modules/accounts/accounts.policy.ts.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** base64url SHA-256 of the cookie token. */
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** "Keep me logged in": a persistent cookie and the long lifetimes. */
    persistent: boolean('persistent').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    /** Moved forward at most once a minute (sliding idle timeout without a write per request). */
    lastSeenAt: timestamptz('last_seen_at').notNull(),
    absoluteExpiresAt: timestamptz('absolute_expires_at').notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_key').on(table.tokenHash),
    index('sessions_user_id_idx').on(table.userId),
  ],
);

export type SessionRow = typeof sessions.$inferSelect;
