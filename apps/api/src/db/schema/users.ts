import { TRAVELER_STATUSES } from '@tote/validation/accounts';
import { sql } from 'drizzle-orm';
import {
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

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One row per person. Roles are flags because one account can be sender and traveler at once
 * (docs/product/overview.md, People and roles); `is_staff` is only ever set by the admin:create CLI or the
 * demo seed, never by a request body.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased and trimmed (normalizeEmail), so one address is one account. */
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    /** ISO 3166-1 alpha-2 (CountryCodeSchema); the CHECK keeps free text out (migration 0005, ADR 008). */
    country: text('country').notNull(),
    state: text('state'),
    avatarUrl: text('avatar_url'),
    /** The uploaded profile photo: a random file name under DATA_DIR (no user input in the path), or null. */
    avatarPath: text('avatar_path'),
    /** Detected from the photo's bytes, not from the upload's claimed type. */
    avatarContentType: text('avatar_content_type'),
    /** Bytes of the stored (re-encoded) photo; counts towards the upload quota (modules/uploads). */
    avatarSize: integer('avatar_size'),
    /** argon2id PHC string (modules/accounts/passwords.ts). */
    passwordHash: text('password_hash').notNull(),
    emailVerifiedAt: timestamptz('email_verified_at'),
    isSender: boolean('is_sender').notNull().default(false),
    isTraveler: boolean('is_traveler').notNull().default(false),
    isStaff: boolean('is_staff').notNull().default(false),
    travelerStatus: text('traveler_status', { enum: TRAVELER_STATUSES }).notNull().default('unverified'),
    /** Set: the person can no longer sign in and every session of theirs is ended on its next use. */
    deactivatedAt: timestamptz('deactivated_at'),
    passwordChangedAt: timestamptz('password_changed_at'),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('users_email_key').on(table.email),
    // Substring search (ILIKE '%q%') on the staff's screens: /admin's search box and /user's (ADR 026).
    index('users_full_name_trgm_idx').using('gin', table.fullName.op('gin_trgm_ops')),
    index('users_email_trgm_idx').using('gin', table.email.op('gin_trgm_ops')),
    index('users_state_trgm_idx').using('gin', table.state.op('gin_trgm_ops')),
    // /user's tabs, by name: a page is read from the index and only its rows are joined (ADR 026).
    index('users_senders_name_idx').on(table.fullName, table.id).where(sql`${table.isSender}`),
    index('users_travelers_name_idx').on(table.fullName, table.id).where(sql`${table.isTraveler}`),
    check(
      'users_traveler_status_check',
      sql`${table.travelerStatus} in ('unverified', 'pending', 'verified', 'rejected')`,
    ),
    check('users_country_check', sql`${table.country} ~ '^[A-Z]{2}$'`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
