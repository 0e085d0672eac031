import { DISPUTE_OUTCOMES, DISPUTE_REASONS, DISPUTE_STATUSES } from '@tote/validation/disputes';
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { payments } from './payments';
import { users } from './users';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A sender's complaint about one delivery (modules/disputes; docs/decisions/019-disputes.md). One per order:
 * opened by its sender within the hold after the hand-over (or once the delivery is 48 hours late), it freezes the
 * traveler's earning (or keeps the escrow from being released) until staff resolve it with a full refund, a
 * partial refund or a release to the traveler. A resolved dispute is final. The photos and the exchange live in
 * its conversation (messages, kind `dispute`).
 */
export const disputes = pgTable(
  'disputes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .unique('disputes_order_id_key')
      .references(() => orders.id),
    /** Copied from the order and its match: the queue and the notices need them without other modules' rows. */
    deliveryId: text('delivery_id').notNull(),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id),
    travelerId: uuid('traveler_id')
      .notNull()
      .references(() => users.id),
    /** The order's payment when the dispute opened (none when it was never paid). */
    paymentId: uuid('payment_id').references(() => payments.id),
    reason: text('reason', { enum: DISPUTE_REASONS }).notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: DISPUTE_STATUSES }).notNull(),
    outcome: text('outcome', { enum: DISPUTE_OUTCOMES }),
    /** What went back to the sender (0 for a release), in the payment's currency. */
    refundMinor: bigint('refund_minor', { mode: 'number' }),
    currency: text('currency'),
    resolutionNote: text('resolution_note'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    openedAt: timestamptz('opened_at').notNull(),
    resolvedAt: timestamptz('resolved_at'),
    /** The provider refund owed after the resolution committed (key `dispute-refund:<id>`), until it answered. */
    refundDueSince: timestamptz('refund_due_since'),
    providerRefundId: text('provider_refund_id'),
  },
  (table) => [
    check(
      'disputes_resolution',
      sql`(${table.status} = 'open' and ${table.outcome} is null and ${table.resolvedAt} is null)
        or (${table.status} = 'resolved' and ${table.outcome} is not null and ${table.resolvedAt} is not null
            and ${table.refundMinor} is not null and ${table.refundMinor} >= 0)`,
    ),
    /** The staff queue: open disputes, oldest first. */
    index('disputes_open_idx').on(table.openedAt).where(sql`${table.status} = 'open'`),
    /** The Resolved tab: latest resolution first (ADR 026). */
    index('disputes_resolved_idx')
      .on(table.resolvedAt.desc().nullsFirst(), table.id)
      .where(sql`${table.status} = 'resolved'`),
    index('disputes_sender_idx').on(table.senderId),
    index('disputes_traveler_idx').on(table.travelerId),
    index('disputes_refund_due_idx').on(table.refundDueSince).where(sql`${table.refundDueSince} is not null`),
  ],
);

export type DisputeRow = typeof disputes.$inferSelect;
