// Test-only: wallet and payout answers shaped by the contract's schemas (parsed here, so a stub never drifts from
// them); the traveler's wallet screens and the staff's money screens both stub with these.

import type { Money } from '@tote/validation/orders';
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
import { uuidOf } from './ids';

export const usd = (amountMinor: number): Money => ({ amountMinor, currency: 'USD' });

const nextUuid = () => uuidOf();

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

export const ibanMethod = (last4 = '1234') => ({
  kind: 'iban' as const,
  holderName: 'Ada Lovelace',
  country: 'GB',
  last4,
  updatedAt: '2030-03-01T12:00:00.000Z',
});

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
    traveler: { id: '00000000-0000-4000-8000-999999999999', fullName: 'Ada Lovelace' },
    ...overrides,
  });
}

export function buildPayoutPage(
  payouts: Payout[],
  page: Partial<Omit<PayoutPage, 'payouts'>> = {},
): PayoutPage {
  return PayoutPageSchema.parse({ payouts, total: payouts.length, page: 1, pageSize: 10, ...page });
}
