import { createHash } from 'node:crypto';
import type { PaymentProviderAdapter } from '../provider';

/**
 * The built-in test provider's payout half (composed into the test provider with its checkout half). Nothing
 * leaves Tote: a payout account is a name derived from the traveler, a payout is a name derived from ours, and
 * whether the money arrived is decided by staff (`payoutMode: 'staff_approval'`: approve, then mark paid or
 * failed on the admin Payouts screen).
 */
export type TestPayouts = Pick<PaymentProviderAdapter, 'payoutMode' | 'savePayoutAccount' | 'createPayout'>;

/** Stable per traveler, so saving a new bank account updates "their account" as Stripe's connected account does. */
export const testPayoutAccountIdOf = (travelerId: string) =>
  `acct_test_${createHash('sha256').update(travelerId).digest('hex').slice(0, 24)}`;

export const testPayoutIdOf = (payoutId: string) => `po_test_${payoutId}`;

export function createTestPayouts(): TestPayouts {
  return {
    payoutMode: 'staff_approval',
    async savePayoutAccount(input) {
      return { providerAccountId: testPayoutAccountIdOf(input.travelerId) };
    },
    async createPayout(request) {
      return { providerPayoutId: testPayoutIdOf(request.payoutId) };
    },
  };
}
