import './zod-config';
import { z } from 'zod';
import { defineErrors } from './errors';
import { type Money, MoneySchema } from './orders';

/**
 * Paying for a delivery (docs/decisions/017-payments-and-escrow.md). The sender pays once the order is
 * matched; the money waits in escrow until the hand-over, then the traveler's share goes to their wallet
 * (wallet.ts) and the service fee to Tote. Every amount is integer minor units with its currency.
 */

/**
 * Tote's service fee: a percentage of the carriage price with a minimum, in basis points (1 % = 100). The rate
 * in force when the sender pays is copied onto the payment, so a later change never reprices an order.
 */
export const FeeScheduleSchema = z.object({
  rateBps: z.number().int().min(0).max(5000),
  minimumMinor: z.number().int().min(0),
});
export type FeeSchedule = z.infer<typeof FeeScheduleSchema>;
export const DEFAULT_FEE_SCHEDULE: FeeSchedule = { rateBps: 1000, minimumMinor: 200 };

/** The price in the open: what the traveler carries it for, Tote's fee, the total, and what the traveler gets. */
export const PriceBreakdownSchema = z.object({
  /** The order's weight × the matched trip's fee per kg. */
  carriage: MoneySchema,
  serviceFee: MoneySchema,
  total: MoneySchema,
  /** The traveler earns the whole carriage price: the fee is added on top, never taken from them. */
  travelerEarns: MoneySchema,
  feeSchedule: FeeScheduleSchema,
});
export type PriceBreakdown = z.infer<typeof PriceBreakdownSchema>;

/** The fee on a carriage price: rate × carriage rounded half up, never below the minimum (integer arithmetic). */
export function serviceFeeOf(carriage: Money, schedule: FeeSchedule): Money {
  const byRate = Math.floor((carriage.amountMinor * schedule.rateBps + 5000) / 10000);
  return { amountMinor: Math.max(byRate, schedule.minimumMinor), currency: carriage.currency };
}

export function priceBreakdownOf(carriage: Money, schedule: FeeSchedule): PriceBreakdown {
  const serviceFee = serviceFeeOf(carriage, schedule);
  return {
    carriage,
    serviceFee,
    total: { amountMinor: carriage.amountMinor + serviceFee.amountMinor, currency: carriage.currency },
    travelerEarns: carriage,
    feeSchedule: schedule,
  };
}

/**
 * A payment's life. requires_payment: matched, waiting for the sender; authorized: the card is held; captured:
 * the money is Tote's to hold in escrow (at pick-up, or when the unmatch window closes); released: delivered, the
 * traveler and Tote have their shares; voided: the hold was let go (unmatched, cancelled before capture);
 * refunded: captured money went back to the sender in full.
 */
export const PAYMENT_STATUSES = [
  'requires_payment',
  'authorized',
  'captured',
  'released',
  'voided',
  'refunded',
] as const;
export const PaymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;

/** A payment's status in words, for the screens that show it (staff's order money, the sender's receipt). */
export const paymentStatusLabels: Record<PaymentStatus, string> = {
  requires_payment: 'Waiting for payment',
  authorized: 'Authorized (card held)',
  captured: 'Captured (in escrow)',
  released: 'Released',
  voided: 'Voided',
  refunded: 'Refunded',
};

export const PAYMENT_PROVIDERS = ['test', 'stripe'] as const;
export const PaymentProviderSchema = z.enum(PAYMENT_PROVIDERS);
export type PaymentProvider = z.infer<typeof PaymentProviderSchema>;

export const paymentProviderLabels: Record<PaymentProvider, string> = {
  test: 'Test provider',
  stripe: 'Stripe',
};

/** One try to pay (a card declined is an attempt; the payment stays requires_payment and can be tried again). */
export const PaymentAttemptSchema = z.object({
  at: z.iso.datetime(),
  outcome: z.enum(['authorized', 'declined']),
  /** The provider's reason, in words a person reads ("Your card was declined."). */
  reason: z.string().nullable(),
});

export const PaymentSchema = z.object({
  id: z.uuid(),
  deliveryId: z.string(),
  status: PaymentStatusSchema,
  provider: PaymentProviderSchema,
  breakdown: PriceBreakdownSchema,
  refunded: MoneySchema,
  attempts: z.array(PaymentAttemptSchema),
  createdAt: z.iso.datetime(),
  authorizedAt: z.iso.datetime().nullable(),
  capturedAt: z.iso.datetime().nullable(),
  releasedAt: z.iso.datetime().nullable(),
  voidedAt: z.iso.datetime().nullable(),
  refundedAt: z.iso.datetime().nullable(),
});
export type Payment = z.infer<typeof PaymentSchema>;

/** Where the sender goes to pay: the provider's checkout page (the test provider's, or Stripe Checkout). */
export const CheckoutSchema = z.object({ checkoutUrl: z.url() });
export type Checkout = z.infer<typeof CheckoutSchema>;

/** A printable receipt: what was paid, for what, the fee, when. */
export const ReceiptSchema = z.object({
  receiptNumber: z.string(),
  deliveryId: z.string(),
  category: z.string(),
  itemNames: z.array(z.string()),
  route: z.object({ from: z.string(), to: z.string() }),
  senderName: z.string(),
  travelerFirstName: z.string(),
  weightGrams: z.number().int(),
  breakdown: PriceBreakdownSchema,
  refunded: MoneySchema,
  paidAt: z.iso.datetime(),
  status: PaymentStatusSchema,
});
export type Receipt = z.infer<typeof ReceiptSchema>;

export const PaymentSuccessQuerySchema = z.object({ order: z.string().trim().min(1) });

/** The built-in test provider's checkout form (a card number, expiry, CVC), like the well-known test cards. */
export const testCardMessages = {
  numberInvalid: 'Enter the 16-digit card number.',
  expiryInvalid: 'Enter the expiry as MM/YY.',
  expiryPast: 'This card has expired.',
  cvcInvalid: 'Enter the 3-digit security code (CVC).',
} as const;

export const TestCardSchema = z.object({
  cardNumber: z
    .string({ error: testCardMessages.numberInvalid })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{16}$/, testCardMessages.numberInvalid)),
  expiry: z
    .string({ error: testCardMessages.expiryInvalid })
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, testCardMessages.expiryInvalid),
  cvc: z
    .string({ error: testCardMessages.cvcInvalid })
    .trim()
    .regex(/^\d{3}$/, testCardMessages.cvcInvalid),
});
export type TestCard = z.infer<typeof TestCardSchema>;

export const paymentMessages = {
  notMatched: 'This order can be paid once a traveler is matched.',
  alreadyPaid: 'This order is already paid.',
  paymentClosed: 'This order’s payment is closed: it was cancelled or refunded.',
  notPaidYet: 'The sender has not paid for this delivery yet. Wait for the payment before picking it up.',
  declined: 'Your card was declined.',
  /** 503 from the test checkout: the card was taken, the server could not record it yet; paying again records it. */
  recordingDelayed: 'Your payment went through, but we could not record it yet. Press Pay again in a moment.',
  insufficientFunds: 'Your card has insufficient funds.',
  webhookSignature: 'The webhook signature does not match.',
  webhookStale: 'The webhook is older than five minutes.',
  providerUnavailable: 'The payment provider did not answer. Nothing was charged; try again in a moment.',
  checkoutExpired: 'This checkout has expired. Go back to the order and press Pay again.',
} as const;

export const paymentErrors = defineErrors({
  notMatched: { status: 409, code: 'order_not_matched', message: paymentMessages.notMatched },
  alreadyPaid: { status: 409, code: 'payment_already_authorized', message: paymentMessages.alreadyPaid },
  paymentClosed: { status: 409, code: 'payment_closed', message: paymentMessages.paymentClosed },
  notPaidYet: { status: 409, code: 'payment_required', message: paymentMessages.notPaidYet },
  webhookSignature: {
    status: 400,
    code: 'webhook_signature_invalid',
    message: paymentMessages.webhookSignature,
  },
  webhookStale: { status: 400, code: 'webhook_timestamp_stale', message: paymentMessages.webhookStale },
  providerUnavailable: {
    status: 502,
    code: 'provider_unavailable',
    message: paymentMessages.providerUnavailable,
  },
  checkoutExpired: { status: 410, code: 'checkout_expired', message: paymentMessages.checkoutExpired },
});

/** The built-in test provider's hosted checkout, as its page shows it (never in production). */
export const TestCheckoutSessionSchema = z.object({
  id: z.string(),
  amount: MoneySchema,
  description: z.string(),
  status: z.enum(['open', 'complete', 'expired']),
  cancelUrl: z.url(),
});
export type TestCheckoutSession = z.infer<typeof TestCheckoutSessionSchema>;

export const TestCheckoutResultSchema = z.object({
  outcome: z.enum(['authorized', 'declined']),
  /** Why the card was declined, as the provider words it. */
  reason: z.string().nullable(),
  /** Where the page sends the person next (the sender's /payment-successful after an authorization). */
  redirectUrl: z.url().nullable(),
});
export type TestCheckoutResult = z.infer<typeof TestCheckoutResultSchema>;

export const CheckoutSessionParamsSchema = z.object({
  sessionId: z.string().regex(/^cs_test_[A-Za-z0-9_-]{20,64}$/, 'Not a checkout session id.'),
});
export const WebhookParamsSchema = z.object({ provider: PaymentProviderSchema });

/** Staff's view of an order's money: the payment and every ledger movement of its escrow. */
export const OrderMoneySchema = z.object({
  payment: PaymentSchema.nullable(),
  movements: z.array(
    z.object({
      id: z.uuid(),
      kind: z.string(),
      status: z.enum(['pending', 'posted', 'voided']),
      amount: MoneySchema,
      at: z.iso.datetime(),
    }),
  ),
});
export type OrderMoney = z.infer<typeof OrderMoneySchema>;
