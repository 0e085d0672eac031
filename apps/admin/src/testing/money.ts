// Test-only: payout, payment and wallet answers shaped by the contracts' schemas (parsed here, so a stub never
// drifts from them).
import { getUserMoney } from '@tote/validation/contracts/wallet';
import type { Money } from '@tote/validation/orders';
import {
  DEFAULT_FEE_SCHEDULE,
  type OrderMoney,
  OrderMoneySchema,
  type Payment,
  PaymentSchema,
  priceBreakdownOf,
} from '@tote/validation/payments';
import {
  type Payout,
  type PayoutPage,
  PayoutPageSchema,
  PayoutSchema,
  type Wallet,
  type WalletEntry,
  WalletEntrySchema,
  type WalletHistoryPage,
  WalletHistoryPageSchema,
  WalletSchema,
} from '@tote/validation/wallet';
import type { z } from 'zod';

export const usd = (amountMinor: number): Money => ({ amountMinor, currency: 'USD' });

let sequence = 0;
const nextUuid = () => {
  sequence += 1;
  return `00000000-0000-4000-a000-${String(sequence).padStart(12, '0')}`;
};

/** A $20.00 payout Ada Lovelace asked for into her IBAN ending 1234, not yet decided, unless told. */
export function buildPayout(overrides: Partial<Payout> = {}): Payout {
  return PayoutSchema.parse({
    id: nextUuid(),
    amount: usd(2000),
    status: 'requested',
    destination: 'IBAN ••••1234',
    requestedAt: '2030-03-06T12:00:00.000Z',
    approvedAt: null,
    paidAt: null,
    failedAt: null,
    failureReason: null,
    traveler: { id: '00000000-0000-4000-a000-999999999999', fullName: 'Ada Lovelace' },
    ...overrides,
  });
}

export function buildPayoutPage(
  payouts: Payout[],
  page: Partial<Omit<PayoutPage, 'payouts'>> = {},
): PayoutPage {
  return PayoutPageSchema.parse({ payouts, total: payouts.length, page: 1, pageSize: 10, ...page });
}

/** A payment for $30.00 of carriage (fee $3.00, total $33.00) through the test provider, authorized, unless told. */
export function buildPayment(overrides: Partial<Payment> = {}): Payment {
  return PaymentSchema.parse({
    id: nextUuid(),
    deliveryId: 'TT-KKKKKK',
    status: 'authorized',
    provider: 'test',
    breakdown: priceBreakdownOf(usd(3000), DEFAULT_FEE_SCHEDULE),
    refunded: usd(0),
    attempts: [{ at: '2030-03-02T10:00:00.000Z', outcome: 'authorized', reason: null }],
    createdAt: '2030-03-02T09:00:00.000Z',
    authorizedAt: '2030-03-02T10:00:00.000Z',
    capturedAt: null,
    releasedAt: null,
    voidedAt: null,
    refundedAt: null,
    ...overrides,
  });
}

export function buildOrderMoney(
  payment: Payment | null,
  movements: Partial<OrderMoney['movements'][number]>[] = [],
): OrderMoney {
  return OrderMoneySchema.parse({
    payment,
    movements: movements.map((movement) => ({
      id: nextUuid(),
      kind: 'hold',
      status: 'pending',
      amount: usd(3300),
      at: '2030-03-02T10:00:00.000Z',
      ...movement,
    })),
  });
}

/** An empty wallet with no bank account unless told. */
export function buildWallet(overrides: Partial<Wallet> = {}): Wallet {
  return WalletSchema.parse({
    available: usd(0),
    pending: usd(0),
    pendingEarnings: [],
    inPayout: usd(0),
    minimumWithdrawal: usd(1000),
    payoutMethod: null,
    ...overrides,
  });
}

export function buildWalletEntry(overrides: Partial<WalletEntry> = {}): WalletEntry {
  return WalletEntrySchema.parse({
    id: nextUuid(),
    kind: 'earned',
    amount: usd(4500),
    at: '2030-03-05T12:00:00.000Z',
    deliveryId: null,
    payoutId: null,
    description: 'Earned for delivery',
    ...overrides,
  });
}

export function buildWalletHistoryPage(
  entries: WalletEntry[],
  page: Partial<Omit<WalletHistoryPage, 'entries'>> = {},
): WalletHistoryPage {
  return WalletHistoryPageSchema.parse({ entries, total: entries.length, page: 1, pageSize: 10, ...page });
}

/** What GET /admin/users/:userId/money answers. */
export function buildUserMoney(
  wallet: Wallet = buildWallet(),
  history: WalletHistoryPage = buildWalletHistoryPage([]),
): z.infer<typeof getUserMoney.response> {
  return getUserMoney.response.parse({ wallet, history });
}
