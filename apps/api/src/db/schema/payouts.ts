import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const PAYOUT_STATUSES = ['requested', 'approved', 'paid', 'failed'] as const;
export type PayoutStatusValue = (typeof PAYOUT_STATUSES)[number];

/**
 * A withdrawal from a traveler's wallet (modules/wallet, docs/decisions/017-payments-and-escrow.md). Asking for
 * it holds the amount in the ledger (a pending transaction `traveler:<id>:available → payouts:in-transit`,
 * `ledger_transaction_key`); paid posts that hold, failed voids it (the money is back in available).
 */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey(),
    travelerId: uuid('traveler_id')
      .notNull()
      .references(() => users.id),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: PAYOUT_STATUSES }).notNull(),
    /** What the traveler and staff see of the bank account at the time ("IBAN ••••1234"). */
    destination: text('destination').notNull(),
    provider: text('provider').notNull(),
    /** The traveler's account at the provider when they asked: the money goes where the screen said it would. */
    providerAccountId: text('provider_account_id').notNull(),
    providerPayoutId: text('provider_payout_id'),
    ledgerTransactionKey: text('ledger_transaction_key').notNull().unique('payouts_ledger_transaction_key'),
    /** The traveler's Idempotency-Key (or one made up for them): a repeated request answers the first payout. */
    idempotencyKey: text('idempotency_key').notNull(),
    requestedAt: timestamptz('requested_at').notNull(),
    approvedAt: timestamptz('approved_at'),
    paidAt: timestamptz('paid_at'),
    failedAt: timestamptz('failed_at'),
    failureReason: text('failure_reason'),
  },
  (table) => [
    unique('payouts_traveler_idempotency_key').on(table.travelerId, table.idempotencyKey),
    check('payouts_amount_positive', sql`${table.amountMinor} > 0`),
    check('payouts_currency', sql`${table.currency} ~ '^[A-Z]{3}$'`),
    check('payouts_status', sql`${table.status} in ('requested', 'approved', 'paid', 'failed')`),
    check(
      'payouts_status_times',
      sql`(${table.status} = 'paid') = (${table.paidAt} is not null)
        and (${table.status} = 'failed') = (${table.failedAt} is not null and ${table.failureReason} is not null)
        and (${table.status} <> 'approved' or ${table.approvedAt} is not null)`,
    ),
    /** The staff queue: payouts of one status, oldest first. */
    index('payouts_status_requested_at_idx').on(table.status, table.requestedAt),
    /** A traveler's payouts, newest first. */
    index('payouts_traveler_requested_at_idx').on(table.travelerId, table.requestedAt.desc()),
  ],
);

export type PayoutRow = typeof payouts.$inferSelect;
