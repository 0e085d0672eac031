import { expect, it } from 'vitest';
import { useAccountsTestApp } from '../../../test/accounts';
import { runMoneyLifecycles } from '../../../test/money-lifecycle';
import { expectLedgerClean } from '../../../test/payments';
import { balanceOf } from '../ledger/ledger.service';
import { IN_TRANSIT_ACCOUNT } from './money-accounts';

// The bench's run (bench/money-run.ts), short: whole lifecycles on concurrent workers, place to payout paid.
// Only the books are checked here, never the time it took (bench/README.md).

const t = useAccountsTestApp();

it('runs whole order lifecycles side by side and leaves ledger:check at zero drift', async () => {
  const result = await runMoneyLifecycles(t.app, t.db, t.clock, { count: 6, concurrency: 3 });
  expect(result.lifecycles).toBe(6);
  await expectLedgerClean(t);
  // Every payout was paid: nothing stays in transit.
  expect(await balanceOf(t.db, IN_TRANSIT_ACCOUNT)).toMatchObject({ posted: 0, pendingCredits: 0 });
}, 60_000);
