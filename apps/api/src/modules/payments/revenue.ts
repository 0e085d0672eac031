import type { Money } from '@tote/validation/orders';
import type { Database } from '../../db/client';
import { postedTotalBetween } from '../ledger/ledger.service';
import { FEES_ACCOUNT } from './money-accounts';

/**
 * The service fees Tote earned in [from, to): what the releases of that time posted to the fees account. A fee
 * is earned when the delivery is handed over, not when the sender pays, so money still in escrow is not revenue.
 */
export async function feesEarnedBetween(db: Database, from: Date, to: Date): Promise<Money> {
  return { amountMinor: await postedTotalBetween(db, FEES_ACCOUNT, from, to), currency: 'USD' };
}
