import type { Money } from '@tote/validation/orders';
import Stripe from 'stripe';
import type { PaymentProviderAdapter, PayoutDestination } from '../provider';
import { callStripe, StripeRequestRefused } from './stripe-errors';
import { verifyStripeWebhook } from './stripe-webhook';

/**
 * Stripe behind Tote's provider interface (docs/decisions/017-payments-and-escrow.md): a hosted Checkout Session
 * that only authorizes the card (capture_method manual, so the money is held until pick-up), capture, void and
 * refund on its PaymentIntent, Connect transfers and payouts for travelers' withdrawals, and signed webhooks.
 * Card details never reach Tote: the sender types them on Stripe's page.
 *
 * Every call that creates or moves something carries the idempotency key of the business event, so a retry (the
 * SDK's own on a network error, or ours after a crash) reaches the same Stripe object.
 */

export interface StripeProviderOptions {
  secretKey: string;
  /** The signing secret of the webhook endpoint for the platform's own events (payments). */
  webhookSecret: string;
  /**
   * The signing secret of the Connect endpoint, when there is one: payouts happen on the travelers' connected
   * accounts, and Stripe signs those events with the Connect endpoint's own secret.
   */
  connectWebhookSecret?: string;
  /** Where requests go (tests: `Stripe.createFetchHttpClient(fakeFetch)`); the SDK's Node client otherwise. */
  httpClient?: Stripe.HttpClient;
  /** The SDK retries network errors and 5xx with the same idempotency key (2 by default); tests pass 0. */
  maxNetworkRetries?: number;
  /** Clock for the checkout's expiry (Stripe's clock is the real one, not the API's adjustable one). */
  wallClock?: () => Date;
}

/**
 * How long a sender has on Stripe's page: 30 minutes, and a minute more because Stripe refuses an expiry under 30
 * minutes from when it receives the call (network time, clocks apart).
 */
const CHECKOUT_LIFETIME_SECONDS = 31 * 60;
/**
 * The expiry is rounded up to this step so a retry with the same idempotency key within a few minutes sends the
 * same parameters: Stripe refuses a key reused with different ones, which would leave a Pay press that crashed
 * after the call unable to find its session again.
 */
const CHECKOUT_EXPIRY_STEP_SECONDS = 5 * 60;

export function createStripeProvider(options: StripeProviderOptions): PaymentProviderAdapter {
  const stripe = new Stripe(options.secretKey, {
    ...(options.httpClient ? { httpClient: options.httpClient } : {}),
    ...(options.maxNetworkRetries === undefined ? {} : { maxNetworkRetries: options.maxNetworkRetries }),
    appInfo: { name: 'Tote' },
  });
  const wallClock = options.wallClock ?? (() => new Date());
  const webhookSecrets = [options.webhookSecret, options.connectWebhookSecret].filter(
    (secret): secret is string => Boolean(secret),
  );

  return {
    name: 'stripe',
    payoutMode: 'provider',

    async createCheckout(request) {
      const metadata = { paymentId: request.paymentId, deliveryId: request.deliveryId };
      const session = await callStripe(() =>
        stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: stripeCurrencyOf(request.amount),
                  unit_amount: request.amount.amountMinor,
                  product_data: { name: request.description },
                },
              },
            ],
            payment_intent_data: { capture_method: 'manual', metadata, description: request.description },
            metadata,
            customer_email: request.customerEmail,
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
            expires_at: checkoutExpiryOf(wallClock()),
          },
          { idempotencyKey: request.idempotencyKey },
        ),
      );
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL.`);
      return {
        providerSessionId: session.id,
        checkoutUrl: session.url,
        expiresAt: new Date(session.expires_at * 1000),
      };
    },

    async capture(call) {
      await callStripe(() =>
        stripe.paymentIntents.capture(
          call.providerPaymentId,
          { amount_to_capture: call.amount.amountMinor },
          { idempotencyKey: call.idempotencyKey },
        ),
      );
    },

    async voidAuthorization(call) {
      await callStripe(() =>
        stripe.paymentIntents.cancel(call.providerPaymentId, {}, { idempotencyKey: call.idempotencyKey }),
      );
    },

    async refund(call) {
      const refund = await callStripe(() =>
        stripe.refunds.create(
          { payment_intent: call.providerPaymentId, amount: call.amount.amountMinor },
          { idempotencyKey: call.idempotencyKey },
        ),
      );
      return { providerRefundId: refund.id };
    },

    async savePayoutAccount(input) {
      const externalAccount = bankAccountOf(input.destination);
      const metadata = { travelerId: input.travelerId };
      if (input.existingAccountId) {
        const accountId = input.existingAccountId;
        // Giving an account a new external account makes it the default for its currency and drops the old
        // default, so the traveler's previous bank account stops receiving payouts.
        await callStripe(() =>
          stripe.accounts.update(
            accountId,
            { email: input.email, external_account: externalAccount, metadata },
            { idempotencyKey: input.idempotencyKey },
          ),
        );
        return { providerAccountId: accountId };
      }
      const account = await callStripe(() =>
        stripe.accounts.create(
          {
            type: 'custom',
            country: input.destination.country,
            email: input.email,
            business_type: 'individual',
            capabilities: { transfers: { requested: true } },
            external_account: externalAccount,
            metadata,
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      return { providerAccountId: account.id };
    },

    async createPayout(request) {
      const amount = request.amount.amountMinor;
      const currency = stripeCurrencyOf(request.amount);
      const metadata = { payoutId: request.payoutId };
      // Two steps under one business key: the platform's balance goes to the traveler's connected account, then
      // that account pays it to their bank. A retry after the first step replays the transfer (same key, no
      // second transfer) and only then makes the payout.
      await callStripe(() =>
        stripe.transfers.create(
          {
            amount,
            currency,
            destination: request.providerAccountId,
            metadata: { ...metadata, travelerId: request.travelerId },
          },
          { idempotencyKey: `${request.idempotencyKey}:transfer` },
        ),
      );
      const payout = await callStripe(() =>
        stripe.payouts.create(
          { amount, currency, metadata },
          { stripeAccount: request.providerAccountId, idempotencyKey: `${request.idempotencyKey}:payout` },
        ),
      );
      return { providerPayoutId: payout.id };
    },

    verifyWebhook(rawBody, signatureHeader, now) {
      return verifyStripeWebhook(stripe.webhooks, webhookSecrets, rawBody, signatureHeader, now);
    },
  };
}

/** Tote's 'USD' → Stripe's 'usd' (Stripe takes lowercase ISO codes and the same integer minor units). */
function stripeCurrencyOf(money: Money): string {
  return money.currency.toLowerCase();
}

/** Unix seconds, between 31 and 36 minutes from `now`. */
export function checkoutExpiryOf(now: Date): number {
  const earliest = Math.ceil(now.getTime() / 1000) + CHECKOUT_LIFETIME_SECONDS;
  return Math.ceil(earliest / CHECKOUT_EXPIRY_STEP_SECONDS) * CHECKOUT_EXPIRY_STEP_SECONDS;
}

/**
 * The currency of a bank account in each country whose IBANs Tote takes and whose currency is not the euro.
 * Stripe needs the account's currency alongside the number.
 */
const NON_EURO_IBAN_CURRENCIES: Readonly<Record<string, string>> = {
  GB: 'gbp',
  GI: 'gbp',
  CH: 'chf',
  LI: 'chf',
  SE: 'sek',
  DK: 'dkk',
  NO: 'nok',
  PL: 'pln',
  CZ: 'czk',
  HU: 'huf',
  RO: 'ron',
};
const EURO_IBAN_COUNTRIES = new Set([
  'AT',
  'BE',
  'BG',
  'CY',
  'DE',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MC',
  'MT',
  'NL',
  'PT',
  'SI',
  'SK',
  'SM',
]);

/** What both `accounts.create` and `accounts.update` take as `external_account` for a bank account. */
interface BankAccountParams {
  object: 'bank_account';
  account_holder_name: string;
  account_holder_type: 'individual';
  country: string;
  currency: string;
  account_number: string;
  routing_number?: string;
}

/**
 * The traveler's bank account as Stripe takes it without a token (Tote's server holds the number only for the
 * length of this call): an IBAN goes in as the account number, with no routing number; a US account needs both.
 */
export function bankAccountOf(destination: PayoutDestination): BankAccountParams {
  const holder = {
    object: 'bank_account',
    account_holder_name: destination.holderName,
    account_holder_type: 'individual',
  } as const;
  if (destination.kind === 'us_account') {
    return {
      ...holder,
      country: 'US',
      currency: 'usd',
      account_number: destination.accountNumber,
      routing_number: destination.routingNumber,
    };
  }
  const bankCountry = destination.iban.slice(0, 2).toUpperCase();
  const currency =
    NON_EURO_IBAN_CURRENCIES[bankCountry] ?? (EURO_IBAN_COUNTRIES.has(bankCountry) ? 'eur' : undefined);
  if (!currency) {
    throw new StripeRequestRefused(
      `Payouts to bank accounts in ${bankCountry} are not supported.`,
      'unsupported',
    );
  }
  return { ...holder, country: bankCountry, currency, account_number: destination.iban };
}
