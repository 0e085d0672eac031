import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A staff account's authenticator (TOTP, RFC 6238): modules/accounts/two-factor.ts. The shared secret is kept
 * encrypted (AES-256-GCM, key derived from CODE_SECRET) and never leaves the server after enrolment.
 */
export const totpFactors = pgTable('totp_factors', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** base64url(iv | tag | ciphertext) of the base32 secret. */
  secretCiphertext: text('secret_ciphertext').notNull(),
  /** Null while enrolment waits for its first code; a confirmed factor is never replaced by a new enrolment. */
  confirmedAt: timestamptz('confirmed_at'),
  /** The newest time step a code was accepted for: a code of this step or an older one is a replay. */
  lastUsedStep: integer('last_used_step'),
  createdAt: timestamptz('created_at').notNull(),
});

export type TotpFactorRow = typeof totpFactors.$inferSelect;
