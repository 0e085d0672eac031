import type { LedgerCheck, LedgerDrift } from '../ledger/ledger.check';
import { IN_TRANSIT_ACCOUNT } from '../payments/money-accounts';
import * as repo from './wallet.repo';

/**
 * The wallet's part of `ledger:check` (run beside the ledger's and the payments' without the ledger knowing
 * them): every payout's ledger transactions are the ones its status says, every earning made available has its
 * posted move, and `payouts:in-transit` holds exactly the payouts still open.
 */

type Status = 'pending' | 'posted' | 'voided' | null;

/** withdrawal hold, payout-sent: what each payout status must have in the ledger. */
const EXPECTED: Record<string, [Status, Status]> = {
  requested: ['pending', null],
  approved: ['pending', null],
  paid: ['posted', 'posted'],
  failed: ['voided', null],
};

export const payoutPostingsCheck: LedgerCheck = {
  name: 'payout postings',
  async run(db) {
    const drifts: LedgerDrift[] = [];
    for (const row of await repo.payoutPostings(db)) {
      const expected = EXPECTED[row.status];
      if (!expected) continue;
      const [withdrawal, sent] = expected;
      const problems: string[] = [];
      if (row.withdrawal !== withdrawal)
        problems.push(`withdrawal is ${row.withdrawal ?? 'missing'}, expected ${withdrawal}`);
      if (row.sent !== sent)
        problems.push(`payout-sent is ${row.sent ?? 'missing'}, expected ${sent ?? 'none'}`);
      if (problems.length > 0) {
        drifts.push({
          check: 'payout postings',
          subject: `payout ${row.id}`,
          detail: `${row.status}: ${problems.join('; ')}`,
        });
      }
    }
    return drifts;
  },
};

export const earningsMadeAvailableCheck: LedgerCheck = {
  name: 'earnings made available',
  async run(db) {
    const rows = await repo.earningsOutOfStep(db);
    return rows.map((row) => ({
      check: 'earnings made available',
      subject: `${row.deliveryId} earning ${row.id}`,
      detail: row.madeAvailableAt
        ? `made available but its move is ${row.moved ?? 'missing'}`
        : `still pending but its move is ${row.moved}`,
    }));
  },
};

export const inTransitCheck: LedgerCheck = {
  name: 'payouts in transit',
  async run(db) {
    const { account, openTotal, openCount } = await repo.inTransitAgainstOpenPayouts(db, IN_TRANSIT_ACCOUNT);
    const held = account ? account.posted + account.pendingCredits - account.pendingDebits : 0;
    if (held === openTotal && (account?.posted ?? 0) === 0) return [];
    return [
      {
        check: 'payouts in transit',
        subject: IN_TRANSIT_ACCOUNT,
        detail: `holds ${account?.posted ?? 0} posted and ${account?.pendingCredits ?? 0} on its way in; the ${openCount} open payouts add up to ${openTotal}`,
      },
    ];
  },
};

export const walletLedgerChecks: readonly LedgerCheck[] = [
  payoutPostingsCheck,
  earningsMadeAvailableCheck,
  inTransitCheck,
];
