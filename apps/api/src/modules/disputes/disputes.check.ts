import type { LedgerCheck } from '../ledger/ledger.check';
import { CLEARING_ACCOUNT } from '../payments/money-accounts';
import * as repo from './disputes.repo';

/**
 * The disputes' part of `ledger:check` (docs/decisions/019-disputes.md): what each resolved dispute says went
 * back to the sender is exactly what the ledger moved to `provider:clearing` under its id.
 */
export const disputeRefundsCheck: LedgerCheck = {
  name: 'dispute refunds',
  async run(db) {
    const rows = await repo.refundsAgainstLedger(db, CLEARING_ACCOUNT);
    return rows
      .filter((row) => Number(row.refund_minor) !== Number(row.posted))
      .map((row) => ({
        check: 'dispute refunds',
        subject: `${row.delivery_id} dispute ${row.id}`,
        detail: `refunded ${row.refund_minor} but the ledger moved ${row.posted} to clearing`,
      }));
  },
};

export const disputeLedgerChecks: readonly LedgerCheck[] = [disputeRefundsCheck];
