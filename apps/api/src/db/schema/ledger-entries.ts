import { sql } from 'drizzle-orm';
import { bigint, char, check, foreignKey, index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ledgerAccounts } from './ledger-accounts';
import { ledgerTransactions } from './ledger-transactions';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One leg of a ledger transaction (modules/ledger, docs/decisions/015-ledger.md): a signed amount in integer
 * minor units, positive into the account, negative out of it, never zero. Append-only: triggers of migration
 * 0010 refuse UPDATE and DELETE, keep the account's cached balance, and check at commit that the transaction's
 * entries sum to zero per currency.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    /** Increasing: an account's history is read newest first by it. */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: uuid('account_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** Always the account's currency: the composite foreign key below refuses anything else. */
    currency: char('currency', { length: 3 }).notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    foreignKey({
      name: 'ledger_entries_account_currency_fk',
      columns: [table.accountId, table.currency],
      foreignColumns: [ledgerAccounts.id, ledgerAccounts.currency],
    }),
    check('ledger_entries_amount_not_zero', sql`${table.amount} <> 0`),
    index('ledger_entries_transaction_id_idx').on(table.transactionId),
    index('ledger_entries_account_id_id_idx').on(table.accountId, table.id),
  ],
);

export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;
