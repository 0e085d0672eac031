import { integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const SIGN_IN_CHALLENGE_KINDS = ['second_factor', 'enrolment'] as const;

/**
 * What a right password buys a staff account: not a session but a short-lived, single-use ticket to finish
 * signing in with the second factor. Only the SHA-256 of the ticket is stored.
 */
export const signInChallenges = pgTable(
  'sign_in_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: SIGN_IN_CHALLENGE_KINDS }).notNull(),
    /** Codes tried with this ticket, right or wrong; counted before comparing. */
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    consumedAt: timestamptz('consumed_at'),
  },
  (table) => [uniqueIndex('sign_in_challenges_token_hash_key').on(table.tokenHash)],
);

export type SignInChallengeRow = typeof signInChallenges.$inferSelect;
