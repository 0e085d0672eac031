import type { Money } from '@tote/validation/orders';
import type { PaymentProvider } from '@tote/validation/payments';

/**
 * What Tote asks of a payment provider (docs/decisions/017-payments-and-escrow.md). Two implement it: the
 * built-in test provider (test-provider/, the default, no keys, refused in production) and Stripe (stripe/).
 *
 * Every call that moves money carries the idempotency key of the business event (`capture:<paymentId>`, …): a
 * retry after a crash between the call and our commit reaches the same provider object instead of charging
 * twice. Outcomes that the provider decides later (a card authorized or declined, a payout paid or failed) come
 * back as signed webhook events through `verifyWebhook`, never from the browser.
 */

export interface CheckoutRequest {
  /** Our payment's id, carried as metadata so the webhook finds it. */
  paymentId: string;
  deliveryId: string;
  /** One per Pay press that needs a new session: `checkout:<paymentId>:<attempt>`. */
  idempotencyKey: string;
  amount: Money;
  /** What the sender sees on the provider's page ("Carriage of TT-7K3Q9M"). */
  description: string;
  customerEmail: string;
  /** Where the provider sends the sender after an authorization, and when they go back. */
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutSession {
  providerSessionId: string;
  checkoutUrl: string;
  expiresAt: Date;
}

export interface MoneyCall {
  /** The provider's id of the authorized payment (Stripe: the PaymentIntent). */
  providerPaymentId: string;
  amount: Money;
  idempotencyKey: string;
}

/** A bank account as the provider needs it to pay a traveler (never stored whole by Tote). */
export type PayoutDestination =
  | { kind: 'iban'; holderName: string; iban: string; country: string }
  | { kind: 'us_account'; holderName: string; accountNumber: string; routingNumber: string; country: 'US' };

export interface PayoutRequest {
  payoutId: string;
  travelerId: string;
  amount: Money;
  idempotencyKey: string;
  /** The provider's reference of the traveler's payout account (Stripe: the connected account). */
  providerAccountId: string;
}

/** How a provider pays travelers out: by staff approving each payout (test), or by itself (Stripe Connect). */
export type PayoutMode = 'staff_approval' | 'provider';

/** An event the provider reported, after its signature was checked; `id` is the provider's, unique. */
export type ProviderEvent = { id: string; created: Date } & (
  | { type: 'payment.authorized'; paymentId: string; providerPaymentId: string; amount: Money }
  | { type: 'payment.declined'; paymentId: string; reason: string }
  | { type: 'payment.captured'; paymentId: string; providerPaymentId: string }
  | { type: 'payment.voided'; paymentId: string; providerPaymentId: string }
  | { type: 'payment.refunded'; paymentId: string; providerPaymentId: string; amount: Money }
  | { type: 'payout.paid'; payoutId: string }
  | { type: 'payout.failed'; payoutId: string; reason: string }
  /** A well-signed event Tote does not act on (stored, then acknowledged). */
  | { type: 'ignored'; providerType: string }
);

/** Why a webhook was refused (the route answers 400 with the matching error). */
export class WebhookRejected extends Error {
  override name = 'WebhookRejected';
  constructor(readonly reason: 'signature' | 'stale' | 'malformed') {
    super(`webhook refused: ${reason}`);
  }
}

/** The provider did not answer or answered an error: nothing was charged that we know of; retry later. */
export class ProviderUnavailable extends Error {
  override name = 'ProviderUnavailable';
}

export interface PaymentProviderAdapter {
  readonly name: PaymentProvider;
  readonly payoutMode: PayoutMode;
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  capture(call: MoneyCall): Promise<void>;
  /** Lets an authorization go (the hold ends; nothing was taken). */
  voidAuthorization(call: Omit<MoneyCall, 'amount'>): Promise<void>;
  refund(call: MoneyCall): Promise<{ providerRefundId: string }>;
  /** The traveler's account at the provider for payouts, made or updated from their bank account. */
  savePayoutAccount(input: {
    travelerId: string;
    email: string;
    existingAccountId: string | null;
    destination: PayoutDestination;
    idempotencyKey: string;
  }): Promise<{ providerAccountId: string }>;
  createPayout(request: PayoutRequest): Promise<{ providerPayoutId: string }>;
  /**
   * Checks the signature on the raw body (tolerance five minutes against `now`) and reads the event. May answer a
   * promise: the test provider reads its secret from the database on first use.
   */
  verifyWebhook(
    rawBody: string,
    signatureHeader: string | undefined,
    now: Date,
  ): ProviderEvent | Promise<ProviderEvent>;
}

/** The signature header both providers use (the Stripe scheme: `t=<unix seconds>,v1=<hex HMAC-SHA256>`). */
export const SIGNATURE_HEADER = 'stripe-signature';
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;
