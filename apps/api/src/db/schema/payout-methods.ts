import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const PAYOUT_METHOD_KINDS = ['iban', 'us_account'] as const;

/**
 * Where a traveler's payouts go (modules/wallet): one per traveler, replaced when they save another. Tote never
 * keeps the account number or the IBAN: the provider holds the bank account (`provider_account_id`), and we keep
 * what the screens show (holder, country, the last four characters).
 */
export const payoutMethods = pgTable(
  'payout_methods',
  {
    travelerId: uuid('traveler_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PAYOUT_METHOD_KINDS }).notNull(),
    holderName: text('holder_name').notNull(),
    /** ISO 3166-1 alpha-2: the IBAN's country, or US. */
    country: text('country').notNull(),
    last4: text('last4').notNull(),
    /** Which provider holds the account (`test`, `stripe`): an id of one means nothing to the other. */
    provider: text('provider').notNull(),
    providerAccountId: text('provider_account_id').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [
    check('payout_methods_kind', sql`${table.kind} in ('iban', 'us_account')`),
    check('payout_methods_country', sql`${table.country} ~ '^[A-Z]{2}$'`),
    // Four characters and no more: a full number can never be written here by mistake.
    check('payout_methods_last4', sql`${table.last4} ~ '^[0-9A-Z]{4}$'`),
  ],
);

export type PayoutMethodRow = typeof payoutMethods.$inferSelect;
