import type { Checkout, Payment, TestCheckoutResult } from '@tote/validation/payments';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../src/db/client';
import { orders } from '../src/db/schema/orders';
import { checkLedger, describeLedgerReport } from '../src/modules/ledger/ledger.check';
import { moneyLedgerChecks } from '../src/platform/money-checks';
import { type AccountsTestApp, API, withSession } from './accounts';
import { openSession } from './people';

// Paying through the built-in test provider's real routes, as a sender does: Pay (the checkout), then the card
// on the provider's page, whose signed webhook authorizes the payment. Tests that pick up a matched order pay
// first, as the traveler's pick-up is refused until the payment is authorized.

export const TEST_CARDS = {
  authorized: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
} as const;

/** The sender's session for the order (a new one, straight in the database). */
async function senderTokenOf(t: AccountsTestApp, deliveryId: string): Promise<string> {
  const [row] = await t.db
    .select({ senderId: orders.senderId })
    .from(orders)
    .where(eq(orders.deliveryId, deliveryId));
  if (!row) throw new Error(`no order ${deliveryId}`);
  return openSession(t.db, t.clock, row.senderId);
}

export function startCheckout(t: AccountsTestApp, token: string, deliveryId: string) {
  return t.app.inject({
    method: 'POST',
    url: `${API}/orders/${deliveryId}/payment/checkout`,
    cookies: withSession(token),
    payload: {},
  });
}

export const sessionIdOf = (checkout: Checkout) => checkout.checkoutUrl.split('/').pop() as string;

export function payCheckout(
  t: AccountsTestApp,
  sessionId: string,
  cardNumber: string = TEST_CARDS.authorized,
) {
  return t.app.inject({
    method: 'POST',
    url: `${API}/test-provider/sessions/${sessionId}/pay`,
    payload: { cardNumber, expiry: '12/34', cvc: '123' },
  });
}

/** Pays for a matched order with a test card through the real routes; expects the card's outcome. */
export async function payFor(
  t: AccountsTestApp,
  deliveryId: string,
  options: { token?: string; card?: string } = {},
): Promise<TestCheckoutResult> {
  const token = options.token ?? (await senderTokenOf(t, deliveryId));
  const checkout = await startCheckout(t, token, deliveryId);
  expect(checkout.statusCode, checkout.body).toBe(201);
  const paid = await payCheckout(t, sessionIdOf(checkout.json() as Checkout), options.card);
  expect(paid.statusCode, paid.body).toBe(200);
  return paid.json() as TestCheckoutResult;
}

export async function paymentOf(t: AccountsTestApp, token: string, deliveryId: string): Promise<Payment> {
  const response = await t.app.inject({
    method: 'GET',
    url: `${API}/orders/${deliveryId}/payment`,
    cookies: withSession(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Payment;
}

/** ledger:check, with every module's checks (payments, wallet), finds nothing. */
export async function expectLedgerClean(t: { db: Database }): Promise<void> {
  const report = await checkLedger(t.db, moneyLedgerChecks);
  expect(report.drifts, describeLedgerReport(report)).toEqual([]);
}
