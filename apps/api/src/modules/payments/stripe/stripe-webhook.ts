import { CurrencySchema, type Money } from '@tote/validation/orders';
import Stripe from 'stripe';
import { z } from 'zod';
import { type ProviderEvent, WEBHOOK_TOLERANCE_SECONDS, WebhookRejected } from '../provider';

/**
 * Stripe's webhooks, checked and read (docs/decisions/017-payments-and-escrow.md). The SDK checks the HMAC (in
 * constant time); the time window is ours, for two reasons: the SDK only refuses events that are too old, never
 * ones from the future, and it reports a bad signature and a stale one as the same error class, while the route
 * answers each with its own code. `now` is the API's clock, so the window moves with it.
 */

type Webhooks = Stripe['webhooks'];

export function verifyStripeWebhook(
  webhooks: Webhooks,
  secrets: readonly string[],
  rawBody: string,
  signatureHeader: string | undefined,
  now: Date,
): ProviderEvent {
  if (
    !signatureHeader ||
    !secrets.some((secret) => signatureMatches(webhooks, rawBody, signatureHeader, secret))
  ) {
    throw new WebhookRejected('signature');
  }
  const signedAt = timestampOf(signatureHeader);
  if (signedAt === null || Math.abs(now.getTime() / 1000 - signedAt) > WEBHOOK_TOLERANCE_SECONDS) {
    throw new WebhookRejected('stale');
  }
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw new WebhookRejected('malformed');
  }
  return providerEventOf(json);
}

function signatureMatches(webhooks: Webhooks, rawBody: string, header: string, secret: string): boolean {
  const signature = webhooks.signature;
  if (!signature) throw new Error('The Stripe SDK has no webhook signature helper on this platform.');
  try {
    // Tolerance 0 turns the SDK's own (one-sided, wall-clock) age check off: ours follows.
    return signature.verifyHeader(rawBody, header, secret, 0);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) return false;
    throw error;
  }
}

function timestampOf(header: string): number | null {
  for (const part of header.split(',')) {
    const [key, value] = part.split('=');
    if (key?.trim() === 't' && value && /^\d+$/.test(value.trim())) return Number(value.trim());
  }
  return null;
}

const MetadataSchema = z.record(z.string(), z.string()).nullish();

const EnvelopeSchema = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  created: z.number().int(),
  data: z.object({
    object: z.record(z.string(), z.unknown()),
    previous_attributes: z.record(z.string(), z.unknown()).nullish(),
  }),
});

const PaymentIntentSchema = z.object({
  id: z.string(),
  amount_capturable: z.number().int(),
  currency: z.string(),
  metadata: MetadataSchema,
  last_payment_error: z.object({ message: z.string().nullish() }).nullish(),
});

const ChargeSchema = z.object({
  id: z.string(),
  // A string in webhooks (never expanded there); null for a charge made without a PaymentIntent.
  payment_intent: z.string().nullish(),
  amount_refunded: z.number().int(),
  currency: z.string(),
  metadata: MetadataSchema,
});

const PayoutSchema = z.object({
  id: z.string(),
  metadata: MetadataSchema,
  failure_message: z.string().nullish(),
});

/** Said when Stripe declines without a message of its own (its messages are written for the person paying). */
const DEFAULT_DECLINE_REASON = 'Your card was declined.';
const DEFAULT_PAYOUT_FAILURE = 'The bank refused the payout.';

/** Reads a verified event into Tote's terms; a shape Tote cannot read is `malformed` (the route answers 400). */
export function providerEventOf(json: unknown): ProviderEvent {
  const envelope = parseOr(EnvelopeSchema, json);
  const base = { id: envelope.id, created: new Date(envelope.created * 1000) };
  const object = envelope.data.object;
  const ignored: ProviderEvent = { ...base, type: 'ignored', providerType: envelope.type };

  switch (envelope.type) {
    case 'payment_intent.amount_capturable_updated':
    case 'payment_intent.payment_failed':
    case 'payment_intent.succeeded':
    case 'payment_intent.canceled': {
      const intent = parseOr(PaymentIntentSchema, object);
      const paymentId = intent.metadata?.paymentId;
      // A PaymentIntent Tote did not make (one from the Dashboard, another integration on the same account).
      if (!paymentId) return ignored;
      const ids = { paymentId, providerPaymentId: intent.id };
      switch (envelope.type) {
        case 'payment_intent.amount_capturable_updated':
          // The event also fires when the capturable amount drops to zero, which is not an authorization.
          if (intent.amount_capturable <= 0) return ignored;
          return {
            ...base,
            type: 'payment.authorized',
            ...ids,
            amount: moneyOf(intent.amount_capturable, intent.currency),
          };
        case 'payment_intent.payment_failed':
          return {
            ...base,
            type: 'payment.declined',
            paymentId,
            reason: intent.last_payment_error?.message || DEFAULT_DECLINE_REASON,
          };
        case 'payment_intent.succeeded':
          // With capture_method manual, a PaymentIntent succeeds only once it is captured.
          return { ...base, type: 'payment.captured', ...ids };
        default:
          return { ...base, type: 'payment.voided', ...ids };
      }
    }
    case 'charge.refunded': {
      const charge = parseOr(ChargeSchema, object);
      // Stripe copies the PaymentIntent's metadata onto the charge it makes, so the charge carries our id too.
      const paymentId = charge.metadata?.paymentId;
      if (!paymentId || !charge.payment_intent) return ignored;
      return {
        ...base,
        type: 'payment.refunded',
        paymentId,
        providerPaymentId: charge.payment_intent,
        amount: moneyOf(
          refundedByThisEvent(charge.amount_refunded, envelope.data.previous_attributes),
          charge.currency,
        ),
      };
    }
    case 'payout.paid':
    case 'payout.failed': {
      const payout = parseOr(PayoutSchema, object);
      const payoutId = payout.metadata?.payoutId;
      if (!payoutId) return ignored;
      if (envelope.type === 'payout.paid') return { ...base, type: 'payout.paid', payoutId };
      return {
        ...base,
        type: 'payout.failed',
        payoutId,
        reason: payout.failure_message || DEFAULT_PAYOUT_FAILURE,
      };
    }
    default:
      return ignored;
  }
}

/**
 * A charge's `amount_refunded` is the running total; the event's `previous_attributes` holds the total before
 * this refund, so the difference is what this refund gave back (the whole total when it is the first).
 */
function refundedByThisEvent(
  totalRefunded: number,
  previous: Record<string, unknown> | null | undefined,
): number {
  const before = previous?.amount_refunded;
  return typeof before === 'number' && before <= totalRefunded ? totalRefunded - before : totalRefunded;
}

/** Stripe's lowercase ISO code and integer minor units → Tote's Money ('usd' → 'USD'). */
export function moneyOf(amountMinor: number, stripeCurrency: string): Money {
  const currency = CurrencySchema.safeParse(stripeCurrency.toUpperCase());
  if (!currency.success) throw new WebhookRejected('malformed');
  return { amountMinor, currency: currency.data };
}

function parseOr<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new WebhookRejected('malformed');
  return parsed.data;
}
