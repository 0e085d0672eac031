import { randomBytes } from 'node:crypto';
import { commonErrors } from '@tote/validation/contract';
import type { Currency } from '@tote/validation/orders';
import {
  paymentErrors,
  paymentMessages,
  type TestCard,
  type TestCheckoutSession,
  testCardMessages,
} from '@tote/validation/payments';
import type { Database } from '../../../db/client';
import type { TestCheckoutSessionRow } from '../../../db/schema/test-checkout-sessions';
import { HttpError, raise } from '../../../errors';
import type { Clock } from '../../../plugins/clock';
import { type PaymentProviderAdapter, WebhookRejected } from '../provider';
import { providerEventOf } from '../stripe/stripe-webhook';
import { signPayload, verifySignedPayload } from './signature';
import { createTestPayouts } from './test-payouts';
import * as repo from './test-provider.repo';

/**
 * The built-in test provider (docs/decisions/017-payments-and-escrow.md): the default when no Stripe keys are set,
 * refused in production (env.ts). It plays an outside party as Stripe would: its own checkout page (the shell's
 * /test-checkout/<sessionId>, which calls getTestCheckout and payTestCheckout), its own state in its own tables,
 * idempotent money calls, and outcomes reported only through signed webhooks to the same route and checks as
 * Stripe's. Its events are shaped like Stripe's and read by the same parser, so the two cannot drift apart.
 *
 * The cards behave like Stripe's well-known test cards: 4242 4242 4242 4242 is authorized, 4000 0000 0000 0002
 * is declined, 4000 0000 0000 9995 has insufficient funds; any other number is declined.
 */

const CHECKOUT_LIFETIME_MS = 30 * 60 * 1000;
const AUTHORIZED_CARD = '4242424242424242';
const DECLINES: Readonly<Record<string, string>> = {
  '4000000000000002': paymentMessages.declined,
  '4000000000009995': paymentMessages.insufficientFunds,
};

const randomId = (prefix: string) => `${prefix}${randomBytes(18).toString('base64url')}`;

export interface TestProviderOptions {
  db: Database;
  clock: Clock;
  /** The shell's origin: the checkout page lives there. */
  shellOrigin: string;
  /** This database's signing secret, made on first use (never at start-up: the demo seed wants an empty database). */
  webhookSecret: () => Promise<string>;
}

/** What paying on the test checkout page did, and the signed event the provider sends Tote about it. */
export interface TestPayment {
  outcome: 'authorized' | 'declined';
  reason: string | null;
  redirectUrl: string | null;
  /** Null when nothing new happened (the session was paid already): no event to send. */
  webhook: { body: string; signature: string } | null;
}

export interface TestProvider {
  adapter: PaymentProviderAdapter;
  getSession(sessionId: string): Promise<TestCheckoutSession>;
  pay(sessionId: string, card: TestCard): Promise<TestPayment>;
  /** For tests: how many times the provider captured (or voided, refunded) one authorization. */
  countOperations(providerPaymentId: string, kind: 'capture' | 'void' | 'refund'): Promise<number>;
}

/** MM/YY is past once its month has ended (by the provider's clock). */
function expired(expiry: string, now: Date): boolean {
  const [month, year] = expiry.split('/').map((part) => Number(part.trim()));
  const endOfMonth = Date.UTC(2000 + (year ?? 0), month ?? 0, 1);
  return endOfMonth <= now.getTime();
}

export function createTestProvider({
  db,
  clock,
  shellOrigin,
  webhookSecret,
}: TestProviderOptions): TestProvider {
  const isOpen = (session: TestCheckoutSessionRow) =>
    session.status === 'open' && session.expiresAt.getTime() > clock.now().getTime();

  /** An outside party's money call: done once per key; the authorization it names must exist. */
  async function operate(
    kind: 'capture' | 'void' | 'refund',
    providerPaymentId: string,
    key: string,
    amount?: number,
  ) {
    const session = await repo.findSessionByPaymentIntent(db, providerPaymentId);
    if (!session) throw new Error(`the test provider has no authorization ${providerPaymentId}`);
    await repo.recordOperation(db, {
      idempotencyKey: key,
      kind,
      providerPaymentId,
      amountMinor: amount ?? null,
      createdAt: clock.now(),
    });
  }

  /** A Stripe-shaped event about the session's PaymentIntent, signed now. */
  async function signedEvent(
    type: string,
    session: TestCheckoutSessionRow,
    intent: Record<string, unknown>,
    eventId = randomId('evt_test_'),
  ) {
    const now = clock.now();
    const body = JSON.stringify({
      id: eventId,
      object: 'event',
      type,
      created: Math.floor(now.getTime() / 1000),
      data: {
        object: {
          object: 'payment_intent',
          currency: session.currency.toLowerCase(),
          metadata: { paymentId: session.paymentId, deliveryId: session.deliveryId },
          ...intent,
        },
      },
    });
    return { body, signature: signPayload(body, await webhookSecret(), now) };
  }

  const adapter: PaymentProviderAdapter = {
    name: 'test',
    // Its payout half: accounts and payouts named after ours, paid or failed by staff (test-payouts.ts).
    ...createTestPayouts(),

    async createCheckout(request) {
      const session = await repo.insertSession(db, {
        id: randomId('cs_test_'),
        idempotencyKey: request.idempotencyKey,
        paymentId: request.paymentId,
        deliveryId: request.deliveryId,
        amountMinor: request.amount.amountMinor,
        currency: request.amount.currency,
        description: request.description,
        status: 'open',
        successUrl: request.successUrl,
        cancelUrl: request.cancelUrl,
        expiresAt: new Date(clock.now().getTime() + CHECKOUT_LIFETIME_MS),
        createdAt: clock.now(),
      });
      return {
        providerSessionId: session.id,
        checkoutUrl: `${shellOrigin}/test-checkout/${session.id}`,
        expiresAt: session.expiresAt,
      };
    },

    async capture(call) {
      await operate('capture', call.providerPaymentId, call.idempotencyKey, call.amount.amountMinor);
    },

    async voidAuthorization(call) {
      await operate('void', call.providerPaymentId, call.idempotencyKey);
    },

    async refund(call) {
      await operate('refund', call.providerPaymentId, call.idempotencyKey, call.amount.amountMinor);
      return { providerRefundId: `re_test_${call.idempotencyKey.replace(/[^\w]/g, '_')}` };
    },

    async verifyWebhook(rawBody, signatureHeader, now) {
      verifySignedPayload(rawBody, signatureHeader, await webhookSecret(), now);
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        throw new WebhookRejected('malformed');
      }
      return providerEventOf(json);
    },
  };

  return {
    adapter,

    async getSession(sessionId) {
      const session = await repo.findSession(db, sessionId);
      if (!session) throw raise(commonErrors.notFound);
      if (session.status === 'expired' || (session.status === 'open' && !isOpen(session))) {
        throw raise(paymentErrors.checkoutExpired);
      }
      return {
        id: session.id,
        amount: { amountMinor: session.amountMinor, currency: session.currency as Currency },
        description: session.description,
        status: session.status,
        cancelUrl: session.cancelUrl,
      };
    },

    async pay(sessionId, card) {
      if (expired(card.expiry, clock.now())) {
        throw new HttpError(400, 'validation_error', testCardMessages.expiryPast, {
          expiry: testCardMessages.expiryPast,
        });
      }
      // The session changes on the provider's own transaction; the event is signed after it commits (reading the
      // secret may touch the database, which must not wait on this transaction).
      const decided = await db.transaction(async (tx) => {
        const session = await repo.lockSession(tx, sessionId);
        if (!session) throw raise(commonErrors.notFound);
        // Paid already (a second click, a reload): the same answer, nothing authorized twice.
        if (session.status === 'complete') return { session, outcome: 'paid-before' as const };
        if (!isOpen(session)) {
          if (session.status === 'open') await repo.updateSession(tx, session.id, { status: 'expired' });
          return { session, outcome: 'expired' as const };
        }
        const intentId = randomId('pi_test_');
        if (card.cardNumber === AUTHORIZED_CARD) {
          const paid = await repo.updateSession(tx, session.id, {
            status: 'complete',
            providerPaymentId: intentId,
            attempts: session.attempts + 1,
          });
          return { session: paid, outcome: 'authorized' as const, intentId };
        }
        const tried = await repo.updateSession(tx, session.id, { attempts: session.attempts + 1 });
        return { session: tried, outcome: 'declined' as const, intentId };
      });
      const { session } = decided;
      if (decided.outcome === 'expired') throw raise(paymentErrors.checkoutExpired);
      // The authorization's event has an id of its own intent's, so paying a paid session again sends the very
      // same event: a provider redelivers what was not acknowledged (the first delivery may have been cut by a
      // restart), and the webhook records an event id once.
      const authorizedEvent = (intentId: string) =>
        signedEvent(
          'payment_intent.amount_capturable_updated',
          session,
          { id: intentId, amount_capturable: session.amountMinor, last_payment_error: null },
          `evt_test_authorized_${intentId}`,
        );
      if (decided.outcome === 'paid-before') {
        return {
          outcome: 'authorized',
          reason: null,
          redirectUrl: session.successUrl,
          webhook: session.providerPaymentId ? await authorizedEvent(session.providerPaymentId) : null,
        };
      }
      if (decided.outcome === 'authorized') {
        return {
          outcome: 'authorized',
          reason: null,
          redirectUrl: session.successUrl,
          webhook: await authorizedEvent(decided.intentId),
        };
      }
      const reason = DECLINES[card.cardNumber] ?? paymentMessages.declined;
      return {
        outcome: 'declined',
        reason,
        redirectUrl: null,
        webhook: await signedEvent('payment_intent.payment_failed', session, {
          id: decided.intentId,
          amount_capturable: 0,
          last_payment_error: { message: reason },
        }),
      };
    },

    countOperations: (providerPaymentId, kind) => repo.countOperations(db, providerPaymentId, kind),
  };
}
