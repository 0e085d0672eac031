import type { Database } from '../../db/client';
import { ensureAccount } from '../ledger/ledger.service';

/**
 * The chart of accounts payments and the wallet post to (docs/decisions/017-payments-and-escrow.md), defined
 * once: an account's code, kind and currency never change once it exists (the ledger refuses a second
 * `ensureAccount` with another kind), so two modules that spelled a shared account differently would fail at
 * the first money that crossed between them. The ledger itself knows none of these names (ADR 015).
 *
 * | code                          | kind                 | may go negative | who posts                        |
 * | ----------------------------- | -------------------- | --------------- | -------------------------------- |
 * | `provider:clearing`           | `clearing`           | yes             | payments (in), wallet (out)      |
 * | `escrow:order:<orderId>`      | `escrow`             | no              | payments                         |
 * | `traveler:<userId>:pending`   | `traveler_pending`   | no              | payments (release), wallet       |
 * | `traveler:<userId>:available` | `traveler_available` | no              | wallet                           |
 * | `payouts:in-transit`          | `payouts_in_transit` | no              | wallet                           |
 * | `revenue:fees`                | `revenue`            | no              | payments (release)               |
 */

export const ESCROW_PREFIX = 'escrow:order:';

export const moneyAccounts = {
  /** The outside world at the provider: money comes in from cards and goes out as payouts (may go negative). */
  clearing: { code: 'provider:clearing', kind: 'clearing', allowNegative: true },
  fees: { code: 'revenue:fees', kind: 'revenue', allowNegative: false },
  inTransit: { code: 'payouts:in-transit', kind: 'payouts_in_transit', allowNegative: false },
  escrow: (orderId: string) => ({ code: `${ESCROW_PREFIX}${orderId}`, kind: 'escrow', allowNegative: false }),
  travelerPending: (travelerId: string) => ({
    code: `traveler:${travelerId}:pending`,
    kind: 'traveler_pending',
    allowNegative: false,
  }),
  travelerAvailable: (travelerId: string) => ({
    code: `traveler:${travelerId}:available`,
    kind: 'traveler_available',
    allowNegative: false,
  }),
} as const;

export const CLEARING_ACCOUNT = moneyAccounts.clearing.code;
export const FEES_ACCOUNT = moneyAccounts.fees.code;
export const IN_TRANSIT_ACCOUNT = moneyAccounts.inTransit.code;
export const escrowAccount = (orderId: string) => moneyAccounts.escrow(orderId).code;
export const travelerPendingAccount = (travelerId: string) => moneyAccounts.travelerPending(travelerId).code;
export const travelerAvailableAccount = (travelerId: string) =>
  moneyAccounts.travelerAvailable(travelerId).code;

/** One of the accounts above, created if it does not exist yet, always with its one kind. */
export function ensureMoneyAccount(
  db: Database,
  account: { code: string; kind: string; allowNegative: boolean },
  currency: string,
  at: Date,
) {
  return ensureAccount(db, { ...account, currency, at });
}
