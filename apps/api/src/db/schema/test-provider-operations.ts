import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * What the built-in test provider did with money (capture, void, refund), one row per idempotency key: a retried
 * call with the same key finds its row and does nothing more, as Stripe's idempotent requests do. The tests
 * count these rows to prove a crash and a retry made one capture.
 */
export const testProviderOperations = pgTable(
  'test_provider_operations',
  {
    idempotencyKey: text('idempotency_key').primaryKey(),
    kind: text('kind', { enum: ['capture', 'void', 'refund'] }).notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [check('test_provider_operations_kind', sql`${table.kind} in ('capture', 'void', 'refund')`)],
);

/**
 * The test provider's webhook signing secret, made once per database on first use (never in the repository,
 * never the same on two machines), as a provider's dashboard would issue one.
 */
export const testProviderSecrets = pgTable('test_provider_secrets', {
  name: text('name').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: timestamptz('created_at').notNull(),
});

export type TestProviderOperationRow = typeof testProviderOperations.$inferSelect;
