import type { DemoPayout, DemoWallet } from '@tote/fixtures/demo/wallet';
import { SavePayoutMethodSchema } from '@tote/validation/wallet';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/users';
import { silentLog, silentMailer, steppingClock } from '../payments/payments.seed';
import { createTestPayouts } from '../payments/test-provider/test-payouts';
import { createWalletService, releaseDueEarnings, type WalletConfig } from './wallet.service';

const HOUR_MS = 60 * 60 * 1000;

/**
 * The demo traveler's wallet (packages/fixtures/src/demo/wallet.ts), made through the wallet's own functions after
 * the demo payments released their earnings: at each payout's time, the earnings whose hold was over are made
 * available (`releaseDueEarnings`, as the scheduler does), the traveler withdraws through the test provider's
 * payouts, staff approve, and the payout is marked paid or failed (with its reason). Finally everything due by
 * `now` is made available; what is still in its hold stays pending. Never a balance written by hand.
 */
export async function seedDemoWallet(
  db: Database,
  options: { wallet: DemoWallet; now: Date; config?: Partial<WalletConfig> },
): Promise<void> {
  const { wallet: demo, now } = options;
  const at = (hours: number) => new Date(now.getTime() + hours * HOUR_MS);
  const clock = steppingClock(now);
  const wallet = createWalletService({
    db,
    clock,
    mailer: silentMailer,
    log: silentLog,
    provider: { name: 'test', ...createTestPayouts() },
    ...(options.config ? { config: options.config } : {}),
  });
  const [traveler] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.email, demo.travelerEmail));
  if (!traveler) throw new Error(`demo wallet: no demo account ${demo.travelerEmail}`);
  const person = traveler;

  clock.set(at(demo.payoutMethod.savedInHours));
  await wallet.savePayoutMethod(person, SavePayoutMethodSchema.parse(demo.payoutMethod.account));

  const payoutsInOrder = [...demo.payouts].sort((a, b) => a.requestedInHours - b.requestedInHours);
  for (const [index, payout] of payoutsInOrder.entries()) {
    await withdrawal(payout, index);
  }
  clock.set(now);
  await releaseDueEarnings(db, now);

  async function withdrawal(payout: DemoPayout, index: number) {
    const requestedAt = at(payout.requestedInHours);
    await releaseDueEarnings(db, requestedAt);
    clock.set(requestedAt);
    const made = await wallet.withdraw(person, payout.amountMinor, `demo-payout-${index}`);
    clock.set(at(payout.requestedInHours + 1));
    await wallet.approvePayout(made.id);
    clock.set(at(payout.decidedInHours));
    if (payout.outcome === 'paid') await wallet.markPayoutPaid(made.id);
    else await wallet.markPayoutFailed(made.id, payout.failureReason ?? 'The bank refused the payout.');
  }
}
