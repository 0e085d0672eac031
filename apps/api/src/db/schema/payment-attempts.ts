import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { payments } from './payments';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Each try to pay, as the provider reported it (a declined card is an attempt: the payment stays
 * requires_payment and the sender may try again). One row per provider event, so a replayed event adds none.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    outcome: text('outcome', { enum: ['authorized', 'declined'] }).notNull(),
    /** The provider's words for a decline ("Your card was declined."). */
    reason: text('reason'),
    providerEventId: text('provider_event_id').notNull().unique('payment_attempts_provider_event_id_key'),
    at: timestamptz('at').notNull(),
  },
  (table) => [
    check('payment_attempts_outcome', sql`${table.outcome} in ('authorized', 'declined')`),
    index('payment_attempts_payment_id_idx').on(table.paymentId, table.at),
  ],
);

export type PaymentAttemptRow = typeof paymentAttempts.$inferSelect;
