import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { users } from './users';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * What a traveler earned for one delivery (modules/wallet). Written by the payments release, in the transaction
 * that moves the carriage from escrow to `traveler:<id>:pending`; after the hold (`available_at`) the scheduler
 * moves it on to `traveler:<id>:available` (ledger key `ledger_key`) and sets `made_available_at`. A dispute
 * may freeze it first: a frozen earning stays pending.
 */
export const earnings = pgTable(
  'earnings',
  {
    id: uuid('id').primaryKey(),
    travelerId: uuid('traveler_id')
      .notNull()
      .references(() => users.id),
    /** One earning per order: the release of an order that is retried records nothing twice. */
    orderId: uuid('order_id')
      .notNull()
      .unique('earnings_order_id_key')
      .references(() => orders.id),
    deliveryId: text('delivery_id').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    earnedAt: timestamptz('earned_at').notNull(),
    availableAt: timestamptz('available_at').notNull(),
    madeAvailableAt: timestamptz('made_available_at'),
    frozen: boolean('frozen').notNull().default(false),
    /** What a dispute refunded of it (docs/decisions/019-disputes.md): only the rest is made available. */
    refundedMinor: bigint('refunded_minor', { mode: 'number' }).notNull().default(0),
    /** The idempotency key of the move to available (`available:<id>`). */
    ledgerKey: text('ledger_key').notNull().unique('earnings_ledger_key'),
  },
  (table) => [
    check('earnings_amount_positive', sql`${table.amountMinor} > 0`),
    check('earnings_currency', sql`${table.currency} ~ '^[A-Z]{3}$'`),
    check('earnings_refunded', sql`${table.refundedMinor} between 0 and ${table.amountMinor}`),
    check('earnings_hold', sql`${table.availableAt} >= ${table.earnedAt}`),
    /** What the scheduler looks for: due, still pending, not frozen. */
    index('earnings_due_idx')
      .on(table.availableAt)
      .where(sql`${table.madeAvailableAt} is null and not ${table.frozen}`),
    /** A traveler's pending earnings, soonest first (the wallet screen). */
    index('earnings_traveler_available_at_idx').on(table.travelerId, table.availableAt),
  ],
);

export type EarningRow = typeof earnings.$inferSelect;
