import type { LedgerCheck, LedgerDrift } from '../ledger/ledger.check';
import * as repo from './payments.repo';

/**
 * The payments' part of `ledger:check` (the ledger runs them without knowing payments): every delivered or
 * cancelled order's escrow is empty, and every payment's ledger transactions are the ones its status says.
 */

type LedgerStatus = 'pending' | 'posted' | 'voided' | null;

/** hold, release, refund: what each status must have in the ledger (null: no such transaction). */
const EXPECTED: Record<string, [LedgerStatus | 'none-or-voided', LedgerStatus, LedgerStatus]> = {
  requires_payment: [null, null, null],
  authorized: ['pending', null, null],
  captured: ['posted', null, null],
  released: ['posted', 'posted', null],
  // Voided: never authorized (no hold), or the hold let go.
  voided: ['none-or-voided', null, null],
  refunded: ['posted', null, 'posted'],
};

export const escrowOfClosedOrdersCheck: LedgerCheck = {
  name: 'escrow of closed orders',
  async run(db) {
    const rows = await repo.closedOrdersWithEscrow(db);
    return rows.map((row) => ({
      check: 'escrow of closed orders',
      subject: row.deliveryId,
      detail: `${row.status} but its escrow holds ${row.posted} posted, ${row.pendingCredits} pending in, ${row.pendingDebits} pending out`,
    }));
  },
};

export const paymentPostingsCheck: LedgerCheck = {
  name: 'payment postings',
  async run(db) {
    const drifts: LedgerDrift[] = [];
    for (const row of await repo.paymentPostings(db)) {
      const expected = EXPECTED[row.status];
      if (!expected) continue;
      const [hold, release, refund] = expected;
      const problems: string[] = [];
      const holdOk =
        hold === 'none-or-voided' ? row.hold === null || row.hold === 'voided' : row.hold === hold;
      if (!holdOk) problems.push(`hold is ${row.hold ?? 'missing'}, expected ${hold ?? 'none'}`);
      if (row.release !== release)
        problems.push(`release is ${row.release ?? 'missing'}, expected ${release ?? 'none'}`);
      if (row.refund !== refund)
        problems.push(`refund is ${row.refund ?? 'missing'}, expected ${refund ?? 'none'}`);
      if (problems.length > 0) {
        drifts.push({
          check: 'payment postings',
          subject: `${row.deliveryId} payment ${row.id}`,
          detail: `${row.status}: ${problems.join('; ')}`,
        });
      }
    }
    return drifts;
  },
};

export const paymentLedgerChecks: readonly LedgerCheck[] = [escrowOfClosedOrdersCheck, paymentPostingsCheck];
