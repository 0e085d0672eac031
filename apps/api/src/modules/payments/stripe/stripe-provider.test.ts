import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { ProviderUnavailable, WebhookRejected } from '../provider';
import { StripeRequestRefused } from './stripe-errors';
import { createStripeProvider } from './stripe-provider';

// Offline: every request the SDK makes goes to `fakeFetch`, which records it and answers the next canned reply.
// Assertions run after the call, on what was recorded: one thrown inside fetch would reach the SDK as a network
// error and be retried or turned into a connection error.

const SECRET_KEY = 'sk_test_tote_offline';
const WEBHOOK_SECRET = 'whsec_tote_platform';
const CONNECT_WEBHOOK_SECRET = 'whsec_tote_connect';
const WALL_CLOCK = new Date('2026-03-02T10:00:00.000Z');

interface Reply {
  status?: number;
  body?: unknown;
  /** The connection fails before any answer. */
  networkError?: boolean;
}

interface SeenRequest {
  method: string;
  path: string;
  form: URLSearchParams;
  headers: Headers;
}

function fakeStripe(replies: Reply[], maxNetworkRetries = 0) {
  const seen: SeenRequest[] = [];
  const queue = [...replies];
  const fakeFetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    seen.push({
      method: init?.method ?? 'GET',
      path: url.pathname,
      form: new URLSearchParams(typeof init?.body === 'string' ? init.body : ''),
      headers: new Headers(init?.headers),
    });
    const reply = queue.shift() ?? {
      status: 500,
      body: stripeError('api_error', 'No reply left in the test.'),
    };
    if (reply.networkError) throw new TypeError('fetch failed');
    return new Response(JSON.stringify(reply.body ?? {}), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json', 'request-id': `req_${seen.length}` },
    });
  };
  const provider = createStripeProvider({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    connectWebhookSecret: CONNECT_WEBHOOK_SECRET,
    httpClient: Stripe.createFetchHttpClient(fakeFetch as typeof fetch),
    maxNetworkRetries,
    wallClock: () => WALL_CLOCK,
  });
  return { provider, seen, queue };
}

function stripeError(type: string, message: string, extra: Record<string, unknown> = {}) {
  return { error: { type, message, ...extra } };
}

const usd = (amountMinor: number) => ({ amountMinor, currency: 'USD' as const });

describe('Stripe provider: calls', () => {
  it('creates a hosted Checkout Session that only authorizes the card, keyed by the business event', async () => {
    const expiresAt = Math.floor(WALL_CLOCK.getTime() / 1000) + 35 * 60;
    const { provider, seen } = fakeStripe([
      {
        body: {
          id: 'cs_test_a1B2c3',
          object: 'checkout.session',
          mode: 'payment',
          status: 'open',
          url: 'https://checkout.stripe.com/c/pay/cs_test_a1B2c3',
          expires_at: expiresAt,
        },
      },
    ]);

    const session = await provider.createCheckout({
      paymentId: 'pay-1',
      deliveryId: 'TT-7K3Q9M',
      idempotencyKey: 'checkout:pay-1:1',
      amount: usd(4620),
      description: 'Carriage of TT-7K3Q9M',
      customerEmail: 'sender@example.com',
      successUrl: 'https://tote.example/payment-successful?order=TT-7K3Q9M',
      cancelUrl: 'https://tote.example/orders/TT-7K3Q9M',
    });

    expect(session).toEqual({
      providerSessionId: 'cs_test_a1B2c3',
      checkoutUrl: 'https://checkout.stripe.com/c/pay/cs_test_a1B2c3',
      expiresAt: new Date(expiresAt * 1000),
    });
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1/checkout/sessions');
    expect(request?.headers.get('idempotency-key')).toBe('checkout:pay-1:1');
    expect(request?.headers.get('authorization')).toBe(`Bearer ${SECRET_KEY}`);
    const form = request?.form;
    expect(form?.get('mode')).toBe('payment');
    expect(form?.get('line_items[0][quantity]')).toBe('1');
    expect(form?.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(form?.get('line_items[0][price_data][unit_amount]')).toBe('4620');
    expect(form?.get('line_items[0][price_data][product_data][name]')).toBe('Carriage of TT-7K3Q9M');
    expect(form?.get('payment_intent_data[capture_method]')).toBe('manual');
    expect(form?.get('payment_intent_data[metadata][paymentId]')).toBe('pay-1');
    expect(form?.get('payment_intent_data[metadata][deliveryId]')).toBe('TT-7K3Q9M');
    expect(form?.get('metadata[paymentId]')).toBe('pay-1');
    expect(form?.get('metadata[deliveryId]')).toBe('TT-7K3Q9M');
    expect(form?.get('customer_email')).toBe('sender@example.com');
    expect(form?.get('success_url')).toBe('https://tote.example/payment-successful?order=TT-7K3Q9M');
    expect(form?.get('cancel_url')).toBe('https://tote.example/orders/TT-7K3Q9M');
    // Over the 30 minutes Stripe requires, with a minute's margin, rounded up to 5 minutes (a retry sends the same).
    const sentExpiry = Number(form?.get('expires_at')) - WALL_CLOCK.getTime() / 1000;
    expect(sentExpiry).toBeGreaterThanOrEqual(31 * 60);
    expect(sentExpiry).toBeLessThanOrEqual(36 * 60);
    // No card field is ever sent by Tote: the sender types it on Stripe's page.
    expect([...(form?.keys() ?? [])].some((key) => /card|cvc|exp_/.test(key))).toBe(false);
  });

  it('sends the same expiry on a retry a minute later, so the idempotency key still matches', async () => {
    const checkoutReply = {
      body: {
        id: 'cs_test_x',
        object: 'checkout.session',
        url: 'https://checkout.stripe.com/x',
        expires_at: 1,
      },
    };
    const request = {
      paymentId: 'pay-1',
      deliveryId: 'TT-1',
      idempotencyKey: 'checkout:pay-1:1',
      amount: usd(1000),
      description: 'Carriage of TT-1',
      customerEmail: 'sender@example.com',
      successUrl: 'https://tote.example/ok',
      cancelUrl: 'https://tote.example/back',
    };
    let now = new Date('2026-03-02T10:00:10.000Z');
    const seen: SeenRequest[] = [];
    const provider = createStripeProvider({
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      maxNetworkRetries: 0,
      wallClock: () => now,
      httpClient: Stripe.createFetchHttpClient((async (_input: string, init?: RequestInit) => {
        seen.push({
          method: 'POST',
          path: '',
          form: new URLSearchParams(String(init?.body)),
          headers: new Headers(init?.headers),
        });
        return new Response(JSON.stringify(checkoutReply.body), { status: 200 });
      }) as typeof fetch),
    });
    await provider.createCheckout(request);
    now = new Date('2026-03-02T10:01:10.000Z');
    await provider.createCheckout(request);
    expect(seen[0]?.form.get('expires_at')).toBe(seen[1]?.form.get('expires_at'));
  });

  it('captures, voids and refunds the PaymentIntent with the event’s idempotency key', async () => {
    const { provider, seen } = fakeStripe([
      { body: { id: 'pi_123', object: 'payment_intent', status: 'succeeded', amount_received: 4620 } },
      { body: { id: 'pi_456', object: 'payment_intent', status: 'canceled' } },
      {
        body: { id: 're_789', object: 'refund', status: 'succeeded', amount: 4620, payment_intent: 'pi_123' },
      },
    ]);

    await provider.capture({
      providerPaymentId: 'pi_123',
      amount: usd(4620),
      idempotencyKey: 'capture:pay-1',
    });
    await provider.voidAuthorization({ providerPaymentId: 'pi_456', idempotencyKey: 'void:pay-2' });
    const refund = await provider.refund({
      providerPaymentId: 'pi_123',
      amount: usd(4620),
      idempotencyKey: 'refund:pay-1',
    });

    expect(refund).toEqual({ providerRefundId: 're_789' });
    expect(seen.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /v1/payment_intents/pi_123/capture',
      'POST /v1/payment_intents/pi_456/cancel',
      'POST /v1/refunds',
    ]);
    expect(seen.map((request) => request.headers.get('idempotency-key'))).toEqual([
      'capture:pay-1',
      'void:pay-2',
      'refund:pay-1',
    ]);
    expect(seen[0]?.form.get('amount_to_capture')).toBe('4620');
    expect(seen[2]?.form.get('payment_intent')).toBe('pi_123');
    expect(seen[2]?.form.get('amount')).toBe('4620');
  });

  it('pays out in provider mode: makes a custom Connect account for an IBAN, the IBAN as the account number', async () => {
    const { provider, seen } = fakeStripe([{ body: { id: 'acct_1NEW', object: 'account', type: 'custom' } }]);

    expect(provider.payoutMode).toBe('provider');
    expect(provider.name).toBe('stripe');
    const saved = await provider.savePayoutAccount({
      travelerId: 'trav-1',
      email: 'traveler@example.com',
      existingAccountId: null,
      destination: { kind: 'iban', holderName: 'Ana Weber', iban: 'DE89370400440532013000', country: 'DE' },
      idempotencyKey: 'payout-account:trav-1:1',
    });

    expect(saved).toEqual({ providerAccountId: 'acct_1NEW' });
    const [request] = seen;
    expect(`${request?.method} ${request?.path}`).toBe('POST /v1/accounts');
    expect(request?.headers.get('idempotency-key')).toBe('payout-account:trav-1:1');
    const form = request?.form;
    expect(form?.get('type')).toBe('custom');
    expect(form?.get('country')).toBe('DE');
    expect(form?.get('email')).toBe('traveler@example.com');
    expect(form?.get('capabilities[transfers][requested]')).toBe('true');
    expect(form?.get('external_account[object]')).toBe('bank_account');
    expect(form?.get('external_account[account_number]')).toBe('DE89370400440532013000');
    expect(form?.get('external_account[country]')).toBe('DE');
    expect(form?.get('external_account[currency]')).toBe('eur');
    expect(form?.get('external_account[account_holder_name]')).toBe('Ana Weber');
    expect(form?.has('external_account[routing_number]')).toBe(false);
    expect(form?.get('metadata[travelerId]')).toBe('trav-1');
  });

  it('sends a US account with its routing number, and replaces the bank account of an existing account', async () => {
    const { provider, seen } = fakeStripe([
      { body: { id: 'acct_US', object: 'account' } },
      { body: { id: 'acct_US', object: 'account' } },
    ]);
    const us = {
      kind: 'us_account' as const,
      holderName: 'Sam Lee',
      accountNumber: '000123456789',
      routingNumber: '110000000',
      country: 'US' as const,
    };

    await provider.savePayoutAccount({
      travelerId: 'trav-2',
      email: 'sam@example.com',
      existingAccountId: null,
      destination: us,
      idempotencyKey: 'payout-account:trav-2:1',
    });
    const updated = await provider.savePayoutAccount({
      travelerId: 'trav-2',
      email: 'sam@example.com',
      existingAccountId: 'acct_US',
      destination: { ...us, accountNumber: '000999888777' },
      idempotencyKey: 'payout-account:trav-2:2',
    });

    expect(updated).toEqual({ providerAccountId: 'acct_US' });
    expect(seen.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /v1/accounts',
      'POST /v1/accounts/acct_US',
    ]);
    expect(seen[0]?.form.get('external_account[routing_number]')).toBe('110000000');
    expect(seen[0]?.form.get('external_account[account_number]')).toBe('000123456789');
    expect(seen[0]?.form.get('external_account[currency]')).toBe('usd');
    expect(seen[1]?.form.get('external_account[account_number]')).toBe('000999888777');
    expect(seen[1]?.form.has('type')).toBe(false);
    expect(seen[1]?.headers.get('idempotency-key')).toBe('payout-account:trav-2:2');
  });

  it('refuses an IBAN from a country it has no currency for, without calling Stripe', async () => {
    const { provider, seen } = fakeStripe([]);
    const saving = provider.savePayoutAccount({
      travelerId: 'trav-3',
      email: 't@example.com',
      existingAccountId: null,
      destination: { kind: 'iban', holderName: 'X', iban: 'AE070331234567890123456', country: 'AE' },
      idempotencyKey: 'payout-account:trav-3:1',
    });
    await expect(saving).rejects.toBeInstanceOf(StripeRequestRefused);
    await expect(saving).rejects.toMatchObject({ kind: 'unsupported' });
    expect(seen).toHaveLength(0);
  });

  it('pays a traveler out: a transfer to their account, then a payout on it (Stripe-Account), each keyed', async () => {
    const { provider, seen } = fakeStripe([
      { body: { id: 'tr_1', object: 'transfer', amount: 2500, destination: 'acct_T' } },
      { body: { id: 'po_1', object: 'payout', amount: 2500, status: 'pending' } },
    ]);

    const payout = await provider.createPayout({
      payoutId: 'payout-1',
      travelerId: 'trav-1',
      amount: usd(2500),
      idempotencyKey: 'payout:payout-1',
      providerAccountId: 'acct_T',
    });

    expect(payout).toEqual({ providerPayoutId: 'po_1' });
    const [transfer, bankPayout] = seen;
    expect(`${transfer?.method} ${transfer?.path}`).toBe('POST /v1/transfers');
    expect(transfer?.headers.get('idempotency-key')).toBe('payout:payout-1:transfer');
    expect(transfer?.headers.get('stripe-account')).toBeNull();
    expect(transfer?.form.get('amount')).toBe('2500');
    expect(transfer?.form.get('currency')).toBe('usd');
    expect(transfer?.form.get('destination')).toBe('acct_T');
    expect(transfer?.form.get('metadata[payoutId]')).toBe('payout-1');
    expect(`${bankPayout?.method} ${bankPayout?.path}`).toBe('POST /v1/payouts');
    expect(bankPayout?.headers.get('idempotency-key')).toBe('payout:payout-1:payout');
    expect(bankPayout?.headers.get('stripe-account')).toBe('acct_T');
    expect(bankPayout?.form.get('amount')).toBe('2500');
    expect(bankPayout?.form.get('currency')).toBe('usd');
    expect(bankPayout?.form.get('metadata[payoutId]')).toBe('payout-1');
  });
});

describe('Stripe provider: failures', () => {
  const capture = (provider: ReturnType<typeof fakeStripe>['provider']) =>
    provider.capture({ providerPaymentId: 'pi_123', amount: usd(1000), idempotencyKey: 'capture:pay-1' });

  it('a Stripe 500 is ProviderUnavailable', async () => {
    const { provider } = fakeStripe([
      { status: 500, body: stripeError('api_error', 'Something went wrong.') },
    ]);
    await expect(capture(provider)).rejects.toBeInstanceOf(ProviderUnavailable);
  });

  it('a network failure is ProviderUnavailable', async () => {
    const { provider } = fakeStripe([{ networkError: true }]);
    await expect(capture(provider)).rejects.toBeInstanceOf(ProviderUnavailable);
  });

  it('a rate limit (429) and a lock timeout (409) are ProviderUnavailable', async () => {
    const { provider } = fakeStripe([
      {
        status: 429,
        body: stripeError('invalid_request_error', 'Too many requests.', { code: 'rate_limit' }),
      },
      { status: 409, body: stripeError('invalid_request_error', 'Lock timeout.', { code: 'lock_timeout' }) },
    ]);
    await expect(capture(provider)).rejects.toBeInstanceOf(ProviderUnavailable);
    await expect(capture(provider)).rejects.toBeInstanceOf(ProviderUnavailable);
  });

  it('the SDK retries a 500 with the same idempotency key, so a retry cannot capture twice', async () => {
    const { provider, seen } = fakeStripe(
      [
        { status: 500, body: stripeError('api_error', 'Something went wrong.') },
        { body: { id: 'pi_123', object: 'payment_intent', status: 'succeeded' } },
      ],
      1,
    );
    await capture(provider);
    expect(seen).toHaveLength(2);
    expect(seen.map((request) => request.headers.get('idempotency-key'))).toEqual([
      'capture:pay-1',
      'capture:pay-1',
    ]);
  });

  it('a card error surfaces as StripeRequestRefused with Stripe’s message and decline code', async () => {
    const { provider } = fakeStripe([
      {
        status: 402,
        body: stripeError('card_error', 'Your card has insufficient funds.', {
          code: 'card_declined',
          decline_code: 'insufficient_funds',
        }),
      },
    ]);
    const capturing = capture(provider);
    await expect(capturing).rejects.toBeInstanceOf(StripeRequestRefused);
    await expect(capturing).rejects.toMatchObject({
      kind: 'card',
      message: 'Your card has insufficient funds.',
      code: 'card_declined',
      declineCode: 'insufficient_funds',
    });
  });

  it('an invalid request and a reused idempotency key surface as typed refusals, not as unavailability', async () => {
    const { provider } = fakeStripe([
      {
        status: 400,
        body: stripeError(
          'invalid_request_error',
          'This PaymentIntent could not be captured because it has a status of canceled.',
          {
            code: 'payment_intent_unexpected_state',
          },
        ),
      },
      {
        status: 400,
        body: stripeError(
          'idempotency_error',
          'Keys for idempotent requests can only be used with the same parameters they were first used with.',
        ),
      },
    ]);
    await expect(capture(provider)).rejects.toMatchObject({
      name: 'StripeRequestRefused',
      kind: 'invalid_request',
      code: 'payment_intent_unexpected_state',
      message: 'This PaymentIntent could not be captured because it has a status of canceled.',
    });
    await expect(capture(provider)).rejects.toMatchObject({
      name: 'StripeRequestRefused',
      kind: 'idempotency',
    });
  });
});

describe('Stripe provider: webhooks', () => {
  // The API's clock, far from the wall clock: the window must follow it.
  const NOW = new Date('2030-06-01T12:00:00.000Z');
  const nowSeconds = NOW.getTime() / 1000;
  const { provider } = fakeStripe([]);

  function event(type: string, object: Record<string, unknown>, extra: Record<string, unknown> = {}) {
    return JSON.stringify({
      id: `evt_${type.replace(/\W/g, '_')}`,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: nowSeconds - 2,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object, ...extra },
    });
  }

  function signed(payload: string, timestamp = nowSeconds, secret = WEBHOOK_SECRET) {
    return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
  }

  function verify(payload: string, header = signed(payload), now = NOW) {
    return provider.verifyWebhook(payload, header, now);
  }

  function rejection(run: () => unknown): string | undefined {
    try {
      run();
    } catch (error) {
      if (error instanceof WebhookRejected) return error.reason;
      throw error;
    }
    return undefined;
  }

  const intent = (extra: Record<string, unknown>) => ({
    id: 'pi_123',
    object: 'payment_intent',
    amount: 4620,
    amount_capturable: 0,
    amount_received: 0,
    capture_method: 'manual',
    currency: 'usd',
    metadata: { paymentId: 'pay-1', deliveryId: 'TT-7K3Q9M' },
    last_payment_error: null,
    status: 'requires_payment_method',
    ...extra,
  });
  const base = { created: new Date((nowSeconds - 2) * 1000) };

  it('maps an authorization (amount_capturable_updated) to payment.authorized with the held amount', () => {
    const payload = event(
      'payment_intent.amount_capturable_updated',
      intent({ amount_capturable: 4620, status: 'requires_capture' }),
    );
    expect(verify(payload)).toEqual({
      ...base,
      id: 'evt_payment_intent_amount_capturable_updated',
      type: 'payment.authorized',
      paymentId: 'pay-1',
      providerPaymentId: 'pi_123',
      amount: usd(4620),
    });
  });

  it('maps a failed payment to payment.declined with Stripe’s message', () => {
    const payload = event(
      'payment_intent.payment_failed',
      intent({
        last_payment_error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
      }),
    );
    expect(verify(payload)).toMatchObject({
      type: 'payment.declined',
      paymentId: 'pay-1',
      reason: 'Your card was declined.',
    });
  });

  it('maps succeeded (after capture) to payment.captured and canceled to payment.voided', () => {
    const captured = event(
      'payment_intent.succeeded',
      intent({ status: 'succeeded', amount_received: 4620 }),
    );
    const voided = event(
      'payment_intent.canceled',
      intent({ status: 'canceled', cancellation_reason: 'requested_by_customer' }),
    );
    expect(verify(captured)).toMatchObject({
      type: 'payment.captured',
      paymentId: 'pay-1',
      providerPaymentId: 'pi_123',
    });
    expect(verify(voided)).toMatchObject({
      type: 'payment.voided',
      paymentId: 'pay-1',
      providerPaymentId: 'pi_123',
    });
  });

  it('maps charge.refunded to payment.refunded with the amount this refund gave back', () => {
    const charge = (amountRefunded: number) => ({
      id: 'ch_1',
      object: 'charge',
      amount: 4620,
      amount_captured: 4620,
      amount_refunded: amountRefunded,
      currency: 'usd',
      payment_intent: 'pi_123',
      refunded: amountRefunded === 4620,
      metadata: { paymentId: 'pay-1', deliveryId: 'TT-7K3Q9M' },
    });
    const first = event('charge.refunded', charge(4620), {
      previous_attributes: { amount_refunded: 0, refunded: false },
    });
    const secondPartial = event('charge.refunded', charge(1500), {
      previous_attributes: { amount_refunded: 1000 },
    });
    expect(verify(first)).toMatchObject({
      type: 'payment.refunded',
      paymentId: 'pay-1',
      providerPaymentId: 'pi_123',
      amount: usd(4620),
    });
    expect(verify(secondPartial)).toMatchObject({ type: 'payment.refunded', amount: usd(500) });
  });

  it('maps payout.paid and payout.failed (signed by the Connect endpoint) with our payout id', () => {
    const payout = (extra: Record<string, unknown>) => ({
      id: 'po_1',
      object: 'payout',
      amount: 2500,
      currency: 'usd',
      metadata: { payoutId: 'payout-1' },
      failure_message: null,
      ...extra,
    });
    const paid = event('payout.paid', payout({ status: 'paid' }), {});
    const failed = event(
      'payout.failed',
      payout({
        status: 'failed',
        failure_code: 'account_closed',
        failure_message: 'The bank account has been closed.',
      }),
    );
    expect(verify(paid, signed(paid, nowSeconds, CONNECT_WEBHOOK_SECRET))).toMatchObject({
      type: 'payout.paid',
      payoutId: 'payout-1',
    });
    expect(verify(failed)).toMatchObject({
      type: 'payout.failed',
      payoutId: 'payout-1',
      reason: 'The bank account has been closed.',
    });
  });

  it('answers ignored for other event types and for PaymentIntents Tote did not make', () => {
    const other = event('customer.created', { id: 'cus_1', object: 'customer' });
    const foreign = event('payment_intent.succeeded', intent({ metadata: {} }));
    expect(verify(other)).toEqual({
      id: 'evt_customer_created',
      created: base.created,
      type: 'ignored',
      providerType: 'customer.created',
    });
    expect(verify(foreign)).toMatchObject({ type: 'ignored', providerType: 'payment_intent.succeeded' });
  });

  it('refuses a tampered body, a wrong secret and a missing header as signature', () => {
    const payload = event('payment_intent.succeeded', intent({ status: 'succeeded' }));
    const header = signed(payload);
    expect(rejection(() => verify(payload.replace('pay-1', 'pay-2'), header))).toBe('signature');
    expect(rejection(() => verify(payload, signed(payload, nowSeconds, 'whsec_someone_else')))).toBe(
      'signature',
    );
    expect(rejection(() => provider.verifyWebhook(payload, undefined, NOW))).toBe('signature');
    expect(rejection(() => verify(payload, 'garbage'))).toBe('signature');
  });

  it('refuses as stale a signature six minutes older or newer than our clock, and takes one four minutes old', () => {
    const payload = event('payment_intent.succeeded', intent({ status: 'succeeded' }));
    expect(rejection(() => verify(payload, signed(payload, nowSeconds - 6 * 60)))).toBe('stale');
    expect(rejection(() => verify(payload, signed(payload, nowSeconds + 6 * 60)))).toBe('stale');
    expect(verify(payload, signed(payload, nowSeconds - 4 * 60))).toMatchObject({ type: 'payment.captured' });
  });

  it('refuses a well-signed body it cannot read as malformed', () => {
    const notJson = 'not json at all';
    const noData = JSON.stringify({ id: 'evt_1', type: 'payment_intent.succeeded', created: nowSeconds });
    const badIntent = event('payment_intent.succeeded', { id: 'pi_1', metadata: { paymentId: 'pay-1' } });
    const otherCurrency = event(
      'payment_intent.amount_capturable_updated',
      intent({ amount_capturable: 100, currency: 'eur' }),
    );
    for (const payload of [notJson, noData, badIntent, otherCurrency]) {
      expect(rejection(() => verify(payload))).toBe('malformed');
    }
  });
});
