// Test-only: payout, payment and wallet answers shaped by the contracts' schemas (parsed here, so a stub never
// drifts from them).

import { buildWallet, buildWalletHistoryPage, usd } from '@tote/testing/wallet';
import { getUserMoney } from '@tote/validation/contracts/wallet';
import {
  DEFAULT_FEE_SCHEDULE,
  type OrderMoney,
  OrderMoneySchema,
  type Payment,
  PaymentSchema,
  priceBreakdownOf,
} from '@tote/validation/payments';
import type { Wallet, WalletHistoryPage } from '@tote/validation/wallet';

// The wallet and payout builders are shared with the traveler app (@tote/testing/wallet).
export {
  buildPayout,
  buildPayoutPage,
  buildWallet,
  buildWalletEntry,
  buildWalletHistoryPage,
  usd,
} from '@tote/testing/wallet';

import type { z } from 'zod';

let sequence = 0;
const nextUuid = () => {
  sequence += 1;
  return `00000000-0000-4000-a000-${String(sequence).padStart(12, '0')}`;
};

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

/** What GET /admin/users/:userId/money answers. */
export function buildUserMoney(
  wallet: Wallet = buildWallet(),
  history: WalletHistoryPage = buildWalletHistoryPage([]),
): z.infer<typeof getUserMoney.response> {
  return getUserMoney.response.parse({ wallet, history });
}
