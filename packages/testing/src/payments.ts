// Test-only: payment answers shaped by the contract's schemas (parsed here, so a builder never drifts from them).
import {
  DEFAULT_FEE_SCHEDULE,
  type Payment,
  PaymentSchema,
  priceBreakdownOf,
  type Receipt,
  ReceiptSchema,
} from '@tote/validation/payments';

/** 2.5 kg at $12.00 per kg: $30.00 carriage, $3.00 fee (10 %), $33.00 in all; the sums come from the one formula. */
const breakdown = priceBreakdownOf({ amountMinor: 3000, currency: 'USD' }, DEFAULT_FEE_SCHEDULE);

/** A matched order's payment waiting for the sender (status requires_payment unless told). */
export function buildPayment(overrides: Partial<Payment> = {}): Payment {
  return PaymentSchema.parse({
    id: '4f7c2a9e-5b1d-4c3e-9a8f-0d6e2b7c1a35',
    deliveryId: 'TT-AAAAAA',
    status: 'requires_payment',
    provider: 'test',
    breakdown,
    refunded: { amountMinor: 0, currency: 'USD' },
    attempts: [],
    createdAt: '2026-03-02T09:00:00.000Z',
    authorizedAt: null,
    capturedAt: null,
    releasedAt: null,
    voidedAt: null,
    refundedAt: null,
    ...overrides,
  });
}

/** A payment the sender made (authorized: the card is held). */
export function buildPaidPayment(overrides: Partial<Payment> = {}): Payment {
  return buildPayment({
    status: 'authorized',
    attempts: [{ at: '2026-03-02T10:00:00.000Z', outcome: 'authorized', reason: null }],
    authorizedAt: '2026-03-02T10:00:00.000Z',
    ...overrides,
  });
}

export function buildReceipt(overrides: Partial<Receipt> = {}): Receipt {
  return ReceiptSchema.parse({
    receiptNumber: 'R-2026-000042',
    deliveryId: 'TT-AAAAAA',
    category: 'Gadgets',
    itemNames: ['Laptop', 'Charger'],
    route: { from: 'Lagos, Nigeria', to: 'Kigali, Rwanda' },
    senderName: 'Ada Lovelace',
    travelerFirstName: 'Amina',
    weightGrams: 2500,
    breakdown,
    refunded: { amountMinor: 0, currency: 'USD' },
    paidAt: '2026-03-02T10:00:00.000Z',
    status: 'authorized',
    ...overrides,
  });
}
