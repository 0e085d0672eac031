import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const LEDGER_TRANSACTION_STATUSES = ['pending', 'posted', 'voided'] as const;
export type LedgerTransactionStatus = (typeof LEDGER_TRANSACTION_STATUSES)[number];

/**
 * One movement of money (modules/ledger, docs/decisions/015-ledger.md): its entries sum to zero per currency.
 * Created posted, or pending and later posted or voided, once (a trigger of migration 0010 refuses any other
 * change, and every DELETE). A mistake is reversed by another transaction, never edited.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What happened, in the caller's words (`capture`, `release`, `refund`, `transfer`, …). */
    kind: text('kind').notNull(),
    status: text('status', { enum: LEDGER_TRANSACTION_STATUSES }).notNull(),
    /**
     * Derived from the business event (e.g. `capture:<paymentId>`), so a retried event finds the transaction it
     * already made instead of moving the money twice.
     */
    idempotencyKey: text('idempotency_key').notNull().unique('ledger_transactions_idempotency_key'),
    /**
     * sha256 of the request's content (kind, entries, metadata, pending or not): a replay of the key with other
     * content is refused rather than answered with a transaction that is not what was asked for.
     */
    fingerprint: text('fingerprint').notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamptz('created_at').notNull(),
    postedAt: timestamptz('posted_at'),
    voidedAt: timestamptz('voided_at'),
  },
  (table) => [
    check('ledger_transactions_kind_format', sql`${table.kind} ~ '^[a-z][a-z_]*$'`),
    check('ledger_transactions_status', sql`${table.status} in ('pending', 'posted', 'voided')`),
    check(
      'ledger_transactions_status_times',
      sql`(${table.status} = 'posted') = (${table.postedAt} is not null)
        and (${table.status} = 'voided') = (${table.voidedAt} is not null)`,
    ),
    index('ledger_transactions_pending_created_at_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);

export type LedgerTransactionRow = typeof ledgerTransactions.$inferSelect;
