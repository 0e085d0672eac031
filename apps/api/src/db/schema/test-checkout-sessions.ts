import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { payments } from './payments';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The built-in test provider's hosted checkouts (modules/payments/test-provider; never used in production).
 * The provider's own state, kept apart from Tote's payments the way Stripe's is: Tote learns the outcome only
 * through the signed webhook.
 */
export const testCheckoutSessions = pgTable(
  'test_checkout_sessions',
  {
    /** `cs_test_` and random characters: the checkout page's URL, unguessable. */
    id: text('id').primaryKey(),
    /** The caller's key (`checkout:<paymentId>:<attempt>`): the same key answers the same session. */
    idempotencyKey: text('idempotency_key').notNull().unique('test_checkout_sessions_idempotency_key'),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    deliveryId: text('delivery_id').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: ['open', 'complete', 'expired'] }).notNull(),
    /** The authorization a good card made (`pi_test_…`), the provider's id of the payment. */
    providerPaymentId: text('provider_payment_id'),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    /** Cards tried on this page (declines included). */
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    check('test_checkout_sessions_status', sql`${table.status} in ('open', 'complete', 'expired')`),
  ],
);

export type TestCheckoutSessionRow = typeof testCheckoutSessions.$inferSelect;
