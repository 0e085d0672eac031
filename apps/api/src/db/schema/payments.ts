import { PAYMENT_PROVIDERS, PAYMENT_STATUSES } from '@tote/validation/payments';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { matches } from './matches';
import { orders } from './orders';
import { users } from './users';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const minor = (name: string) => bigint(name, { mode: 'number' });

/** What the payment waits for the provider to do (set before the call, cleared once its result is applied). */
export const PAYMENT_PROVIDER_CALLS = ['capture', 'void', 'refund'] as const;
export type PaymentProviderCall = (typeof PAYMENT_PROVIDER_CALLS)[number];

/**
 * The sender's payment for one match of an order (modules/payments; docs/decisions/017-payments-and-escrow.md).
 * Made when staff match the order, with the price breakdown and the fee schedule in force copied on, so nothing
 * later reprices it. `status` only moves forward along PAYMENT_STATUSES; the money itself is in the ledger
 * (escrow:order:<orderId>), under the keys named here.
 *
 * `due_call` is the provider call the payment owes (capture at pick-up or when the unmatch window closes, void
 * when the match ends before capture, refund when a captured order is cancelled): written in the business
 * transaction, made after it commits with the key `<call>:<paymentId>`, cleared when its result is applied. A
 * crash in between leaves it set, and the retry (the scheduler's, or the next request's) reaches the same
 * provider object instead of charging twice.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    /** One payment per match: a re-matched order is paid again (the first payment was voided). */
    matchId: uuid('match_id')
      .notNull()
      .unique('payments_match_id_key')
      .references(() => matches.id),
    /** Copied from the order and the trip: notices and views need them without reading other modules' rows. */
    deliveryId: text('delivery_id').notNull(),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id),
    travelerId: uuid('traveler_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    currency: text('currency').notNull(),
    carriageMinor: minor('carriage_minor').notNull(),
    serviceFeeMinor: minor('service_fee_minor').notNull(),
    totalMinor: minor('total_minor').notNull(),
    refundedMinor: minor('refunded_minor').notNull().default(0),
    /** The fee schedule and earnings hold in force when the order was matched. */
    feeRateBps: integer('fee_rate_bps').notNull(),
    feeMinimumMinor: minor('fee_minimum_minor').notNull(),
    releaseHoldHours: integer('release_hold_hours').notNull(),
    /** The end of the unmatch window: an authorization still held then is captured (captureDue). */
    captureAfter: timestamptz('capture_after').notNull(),
    /** The open checkout (one per Pay press that needs a new one: `checkout:<paymentId>:<attempt>`). */
    checkoutAttempt: integer('checkout_attempt').notNull().default(0),
    providerSessionId: text('provider_session_id'),
    checkoutUrl: text('checkout_url'),
    checkoutExpiresAt: timestamptz('checkout_expires_at'),
    /** The provider's authorized payment (Stripe: the PaymentIntent). */
    providerPaymentId: text('provider_payment_id'),
    /** Ledger idempotency keys, set when each transaction is written. */
    holdKey: text('hold_key'),
    releaseKey: text('release_key'),
    refundKey: text('refund_key'),
    dueCall: text('due_call', { enum: PAYMENT_PROVIDER_CALLS }),
    dueSince: timestamptz('due_since'),
    /** The email asking the sender to pay went out (once, after the match committed). */
    payRequestMailedAt: timestamptz('pay_request_mailed_at'),
    /** Delivered before the capture was confirmed: released as soon as it is. */
    releaseDue: timestamptz('release_due'),
    /** A dispute is open (docs/decisions/019-disputes.md): an earning released meanwhile is recorded frozen. */
    disputeOpen: boolean('dispute_open').notNull().default(false),
    createdAt: timestamptz('created_at').notNull(),
    authorizedAt: timestamptz('authorized_at'),
    capturedAt: timestamptz('captured_at'),
    releasedAt: timestamptz('released_at'),
    voidedAt: timestamptz('voided_at'),
    refundedAt: timestamptz('refunded_at'),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [
    check(
      'payments_status',
      sql`${table.status} in ('requires_payment', 'authorized', 'captured', 'released', 'voided', 'refunded')`,
    ),
    check(
      'payments_amounts',
      sql`${table.carriageMinor} >= 0 and ${table.serviceFeeMinor} >= 0
        and ${table.totalMinor} = ${table.carriageMinor} + ${table.serviceFeeMinor}
        and ${table.refundedMinor} between 0 and ${table.totalMinor}`,
    ),
    check('payments_due_call', sql`(${table.dueCall} is null) = (${table.dueSince} is null)`),
    index('payments_order_id_idx').on(table.orderId, table.createdAt.desc()),
    index('payments_due_idx').on(table.dueSince).where(sql`${table.dueCall} is not null`),
    index('payments_authorized_capture_after_idx')
      .on(table.captureAfter)
      .where(sql`${table.status} = 'authorized'`),
  ],
);

export type PaymentRow = typeof payments.$inferSelect;
export type NewPaymentRow = typeof payments.$inferInsert;
