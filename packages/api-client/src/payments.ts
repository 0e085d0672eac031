import * as payments from '@tote/validation/contracts/payments';
import { IDEMPOTENCY_KEY_HEADER } from '@tote/validation/orders';
import type { TestCard } from '@tote/validation/payments';
import { call } from './client';

// Paying for a delivery (@tote/validation/contracts/payments, docs/decisions/017-payments-and-escrow.md).

/** The order's payment and its price breakdown (404 before a traveler is matched). */
export const getOrderPayment = (deliveryId: string) =>
  call(payments.getOrderPayment, { params: { deliveryId } });

/**
 * Pay: opens a checkout at the provider and answers where to send the sender. The key is made once per Pay
 * press, so a repeat of the same press reaches the same checkout.
 */
export const startCheckout = (deliveryId: string, idempotencyKey: string) =>
  call(payments.startCheckout, {
    params: { deliveryId },
    json: undefined,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });

/** The receipt of a paid order (404 until it is paid). */
export const getReceipt = (deliveryId: string) => call(payments.getReceipt, { params: { deliveryId } });

/** The built-in test provider's checkout session, as its page shows it. */
export const getTestCheckout = (sessionId: string) =>
  call(payments.getTestCheckout, { params: { sessionId } });

/** Pays a test checkout with a test card; the provider reports the outcome through its webhook. */
export const payTestCheckout = (sessionId: string, card: TestCard) =>
  call(payments.payTestCheckout, { params: { sessionId }, json: card });

/** Staff: the money of an order. */
export const getOrderMoney = (deliveryId: string) => call(payments.getOrderMoney, { params: { deliveryId } });
