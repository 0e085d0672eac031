import { sql } from 'drizzle-orm';
import { bigint, boolean, char, check, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A ledger account (modules/ledger, docs/decisions/015-ledger.md): somewhere money can be, named by a code
 * such as `escrow:order:<id>` or `provider:clearing`. Amounts are integer minor units of `currency`.
 *
 * The three balance columns are a cache of the account's entries, kept by the triggers of migration 0010 (never
 * written by application code): `posted_balance` sums the posted entries, `pending_debits` and
 * `pending_credits` the negative and positive entries of pending transactions. What may be spent is
 * `posted_balance - pending_debits`: a hold takes money out of reach at once, money on its way in counts only
 * once posted. An account that may not go negative has that CHECKed; `ledger:check` compares the cache with
 * the entries.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** `area:…` segments, e.g. `traveler:<userId>:available`; what callers name the account by. */
    code: text('code').notNull().unique('ledger_accounts_code_key'),
    /** What kind of place it is (`escrow`, `traveler_available`, `clearing`, …): the caller's word, for reports. */
    kind: text('kind').notNull(),
    /** ISO 4217, upper case. Entries carry it too; a composite foreign key keeps the two equal. */
    currency: char('currency', { length: 3 }).notNull(),
    /** Clearing and external accounts may go negative (money owed to or by the outside); user balances may not. */
    allowNegative: boolean('allow_negative').notNull().default(false),
    postedBalance: bigint('posted_balance', { mode: 'number' }).notNull().default(0),
    pendingDebits: bigint('pending_debits', { mode: 'number' }).notNull().default(0),
    pendingCredits: bigint('pending_credits', { mode: 'number' }).notNull().default(0),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    // The target of ledger_entries' (account_id, currency) foreign key.
    unique('ledger_accounts_id_currency_key').on(table.id, table.currency),
    check('ledger_accounts_code_format', sql`${table.code} ~ '^[a-z][a-z_]*(:[A-Za-z0-9_.-]+)+$'`),
    check('ledger_accounts_kind_format', sql`${table.kind} ~ '^[a-z][a-z_]*$'`),
    check('ledger_accounts_currency_format', sql`${table.currency} ~ '^[A-Z]{3}$'`),
    check(
      'ledger_accounts_pending_not_negative',
      sql`${table.pendingDebits} >= 0 and ${table.pendingCredits} >= 0`,
    ),
    check(
      'ledger_accounts_non_negative',
      sql`${table.allowNegative} or ${table.postedBalance} - ${table.pendingDebits} >= 0`,
    ),
  ],
);

export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;
