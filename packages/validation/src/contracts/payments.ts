import { z } from 'zod';
import { commonErrors, defineRoute } from '../contract';
import { DeliveryIdParamsSchema, IDEMPOTENCY_KEY_HEADER } from '../orders';
import {
  CheckoutSchema,
  CheckoutSessionParamsSchema,
  OrderMoneySchema,
  PaymentSchema,
  paymentErrors,
  ReceiptSchema,
  TestCardSchema,
  TestCheckoutResultSchema,
  TestCheckoutSessionSchema,
  WebhookParamsSchema,
} from '../payments';

// Paying for a delivery: the sender pays a matched order through the configured provider; the provider reports
// back through the webhook; staff see the money of an order (docs/decisions/017-payments-and-escrow.md).
const tags = ['payments'] as const;

export const getOrderPayment = defineRoute({
  operationId: 'getOrderPayment',
  method: 'GET',
  path: '/orders/:deliveryId/payment',
  access: ['sender', 'traveler', 'staff'],
  tags,
  summary: 'The order’s payment and its price breakdown (its sender, its traveler, or staff)',
  description: 'The traveler sees the breakdown and the state, never the sender’s card. 404 before a match.',
  params: DeliveryIdParamsSchema,
  status: 200,
  response: PaymentSchema,
  errors: [],
});

export const startCheckout = defineRoute({
  operationId: 'startCheckout',
  method: 'POST',
  path: '/orders/:deliveryId/payment/checkout',
  access: 'sender',
  tags,
  summary: 'Pay: a checkout at the payment provider for the order’s total; answers where to send the sender',
  description:
    'A repeat while a checkout is open answers the same checkout (pressing Pay twice makes one authorization).',
  params: DeliveryIdParamsSchema,
  headers: z.object({ [IDEMPOTENCY_KEY_HEADER]: z.uuid().optional() }),
  body: z.object({}).nullish(),
  status: 201,
  response: CheckoutSchema,
  errors: [
    paymentErrors.notMatched,
    paymentErrors.alreadyPaid,
    paymentErrors.paymentClosed,
    paymentErrors.providerUnavailable,
  ],
});

export const getReceipt = defineRoute({
  operationId: 'getReceipt',
  method: 'GET',
  path: '/orders/:deliveryId/receipt',
  access: ['sender', 'staff'],
  tags,
  summary: 'The receipt of a paid order: what was paid, for what, the fee, when (404 until it is paid)',
  params: DeliveryIdParamsSchema,
  status: 200,
  response: ReceiptSchema,
  errors: [],
});

export const receiveWebhook = defineRoute({
  operationId: 'receiveWebhook',
  method: 'POST',
  path: '/payments/webhooks/:provider',
  access: 'public',
  tags,
  summary: 'The payment provider’s events, signed over the raw body; each event is applied once',
  description:
    'The signature is checked on the raw body with a five-minute tolerance; an event already stored by its id ' +
    'answers 200 and changes nothing; an event older than the payment’s state cannot move it backwards.',
  params: WebhookParamsSchema,
  body: z.unknown(),
  status: 200,
  response: z.object({ received: z.literal(true) }),
  errors: [paymentErrors.webhookSignature, paymentErrors.webhookStale],
});

export const getTestCheckout = defineRoute({
  operationId: 'getTestCheckout',
  method: 'GET',
  path: '/test-provider/sessions/:sessionId',
  access: 'public',
  tags,
  summary: 'The built-in test provider: a checkout session as its page shows it (not in production)',
  params: CheckoutSessionParamsSchema,
  status: 200,
  response: TestCheckoutSessionSchema,
  errors: [paymentErrors.checkoutExpired],
});

export const payTestCheckout = defineRoute({
  operationId: 'payTestCheckout',
  method: 'POST',
  path: '/test-provider/sessions/:sessionId/pay',
  access: 'public',
  tags,
  summary: 'The built-in test provider: pay with a test card (4242… succeeds, 4000…0002 declined)',
  description:
    'Behaves like the well-known test cards: 4242 4242 4242 4242 is authorized, 4000 0000 0000 0002 is declined, ' +
    '4000 0000 0000 9995 has insufficient funds. The provider reports the outcome through the signed webhook.',
  params: CheckoutSessionParamsSchema,
  body: TestCardSchema,
  status: 200,
  response: TestCheckoutResultSchema,
  errors: [paymentErrors.checkoutExpired, commonErrors.tooManyRequests],
});

export const getOrderMoney = defineRoute({
  operationId: 'getOrderMoney',
  method: 'GET',
  path: '/admin/orders/:deliveryId/money',
  access: 'staff',
  tags,
  summary: 'Staff: the money of an order (payment, captures, refunds, fee, every ledger movement)',
  params: DeliveryIdParamsSchema,
  status: 200,
  response: OrderMoneySchema,
  errors: [],
});
